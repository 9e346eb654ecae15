import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerClient, type TTestApp } from '../test/test-app';
import { openSse } from '../test/sse-client';

/**
 * Issue 38, point 7: with LOG_REQUESTS=true a password reset and a live stream leave no token in the log, every
 * request line carries `request_id` as docs/deploy.md says, and the start prints no deprecation.
 */
const lines: string[] = [];
const warnings: string[] = [];
const onWarning = (w: Error) => void warnings.push(`${w.name}: ${w.message}`);
let t: TTestApp;

beforeAll(async () => {
  process.on('warning', onWarning);
  t = await createTestApp({
    env: { LOG_REQUESTS: 'true' },
    logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  process.off('warning', onWarning);
  await t.close();
});

const tokenFromMail = (text: string) => /\/reset-password\/([A-Za-z0-9_-]+)/.exec(text)?.[1];

describe('request logs', () => {
  it('scrub the password-reset token from every line of the reset', async () => {
    await registerClient(t, 'logged@example.test');
    t.mails.length = 0;
    await t.api.post('/api/users/password-reset/request/', { email: 'logged@example.test' });
    const token = tokenFromMail((await t.drainMail())[0]!.text)!;
    expect(token.length).toBeGreaterThan(10);
    const from = lines.length;
    await t.api.get(`/reset-password/${token}`);
    await t.api.get(`/api/users/password-reset/validate/${token}/`);
    const done = await t.api.post(`/api/users/password-reset/confirm/${token}/`, { password: 'Acacia-Shade-8', confirm_password: 'Acacia-Shade-8' });
    expect(done.statusCode).toBe(200);
    const logged = lines.slice(from).join('');
    expect(logged).toContain('/api/users/password-reset/confirm/[REDACTED]/');
    expect(logged).not.toContain(token);
    expect(logged).not.toContain('Acacia-Shade-8');
  });

  it('scrub the live stream’s ticket', async () => {
    const { tokens } = await registerClient(t, 'streamer@example.test');
    const ticket = (await t.api.post('/api/notifications/stream_ticket/', {}, { token: tokens.access })).json().ticket as string;
    expect(ticket.length).toBeGreaterThan(10);
    const from = lines.length;
    const { port } = t.app.server.address() as AddressInfo;
    const stream = await openSse(`http://127.0.0.1:${port}/api/notifications/stream/?ticket=${encodeURIComponent(ticket)}`);
    stream.close();
    const logged = lines.slice(from).join('');
    expect(logged).toContain('/api/notifications/stream/?ticket=[REDACTED]');
    expect(logged).not.toContain(ticket);
  });

  it('scrub a calendar feed’s token, whether the feed is found or reset', async () => {
    const { tokens } = await registerClient(t, 'subscriber@example.test');
    const url = (await t.api.post('/api/account/calendar-feed/', {}, { token: tokens.access })).json().url as string;
    const token = /feed\/([\w-]+)\.ics$/.exec(url)![1]!;
    const from = lines.length;
    expect((await t.api.get(new URL(url).pathname)).statusCode).toBe(200);
    await t.api.post('/api/account/calendar-feed/', {}, { token: tokens.access });
    expect((await t.api.get(new URL(url).pathname)).statusCode).toBe(404);
    const logged = lines.slice(from).join('');
    expect(logged).toContain('/api/calendar/feed/[REDACTED]');
    expect(logged).not.toContain(token);
  });

  it('name the request id request_id on each request line, and the start warns of nothing', () => {
    const requestLines = lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.msg === 'incoming request');
    expect(requestLines.length).toBeGreaterThan(0);
    for (const line of requestLines) {
      expect(line.request_id).toEqual(expect.any(String));
      expect(line).not.toHaveProperty('reqId');
    }
    expect(warnings.filter((w) => /FSTDEP|Deprecation/.test(w))).toEqual([]);
  });
});
