import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSse } from '../../../test/sse-client';
import { accountWithRole, createTestApp, registerClient, type TTestApp } from '../../../test/test-app';
import { notify } from './notifications.service';

/** The notification stream over real HTTP: a listening app on a random loopback port and a streaming reader. */
let t: TTestApp;
let base: string;
let client: { id: number; token: string; refresh: string };
let staff: string;
beforeAll(async () => {
  t = await createTestApp({ env: { SSE_KEEPALIVE_MS: '150' } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  const c = await registerClient(t, 'live@example.test');
  client = { id: c.user.id, token: c.tokens.access, refresh: c.tokens.refresh };
  staff = (await accountWithRole(t, 'staff')).tokens.access;
});
afterAll(() => t.close());

const ticket = async (token = client.token) => {
  const res = await t.api.post('/api/notifications/stream_ticket/', undefined, { token });
  expect(res.statusCode).toBe(201);
  expect(res.json()).toMatchObject({ expires_in: 60 });
  return res.json().ticket as string;
};
const stream = async (query = '', headers: Record<string, string> = {}) =>
  openSse(`${base}/api/notifications/stream/?ticket=${await ticket()}${query}`, headers);
const make = (title: string) => t.app.ctx.transact((tx, effects) => notify(tx, effects, { userId: client.id, type: 'system', priority: 'low', title }));

describe('GET /api/notifications/stream/', () => {
  it('pushes the notification of a message the venue posts, as it is committed', async () => {
    const s = await stream();
    expect(s.status).toBe(200);
    expect(s.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(s.headers.get('cache-control')).toBe('no-store');
    expect(s.headers.get('x-content-type-options')).toBe('nosniff');
    const thread = await t.api.post('/api/messages/threads/', { subject: 'Parking', body: 'Where do guests park?' }, { token: client.token });
    const answer = await t.api.post(`/api/messages/threads/${thread.json().id}/messages/`, { body: 'Gate B, <b>free</b>.' }, { token: staff });
    expect(answer.statusCode).toBe(201);
    const e = await s.nextEvent('notification');
    const n = JSON.parse(e.data);
    expect(n).toMatchObject({
      type: 'message',
      title: 'New message from Liza Soberano',
      body: 'Gate B, free.',
      link: `/messages/thread/${thread.json().id}`,
      is_read: false,
    });
    expect(e.id).toBe(String(n.id));
    s.close();
  });

  it('sends keep-alive comments', async () => {
    const s = await stream();
    expect((await s.nextComment(2000)).comment).toBe('keep-alive');
    s.close();
  });

  it('catches up after a reconnect: everything newer than Last-Event-ID first, oldest first', async () => {
    const s = await stream();
    const last = (await make('before'))!;
    expect(JSON.parse((await s.nextEvent('notification')).data).title).toBe('before');
    s.close();
    await make('missed 1');
    await make('missed 2');
    const again = await stream('', { 'last-event-id': String(last) });
    expect(JSON.parse((await again.nextEvent('notification')).data).title).toBe('missed 1');
    expect(JSON.parse((await again.nextEvent('notification')).data).title).toBe('missed 2');
    await make('live');
    expect(JSON.parse((await again.nextEvent('notification')).data).title).toBe('live');
    again.close();
    const byQuery = await stream(`&last_event_id=${last}`);
    expect(JSON.parse((await byQuery.nextEvent('notification')).data).title).toBe('missed 1');
    byQuery.close();
  });

  it('tells other tabs when notifications were read elsewhere', async () => {
    const s = await stream();
    await make('to read');
    await s.nextEvent('notification');
    await t.api.post('/api/notifications/mark_all_read/', undefined, { token: client.token });
    expect((await s.nextEvent('changed')).data).toBe('{}');
    s.close();
  });

  it('opens only with a ticket that is fresh and unused', async () => {
    const used = await ticket();
    const first = await openSse(`${base}/api/notifications/stream/?ticket=${used}`);
    expect(first.status).toBe(200);
    first.close();
    for (const url of [`?ticket=${used}`, '?ticket=made-up', '']) {
      const res = await openSse(`${base}/api/notifications/stream/${url}`);
      expect(res.status, url).toBe(401);
      expect(JSON.parse(res.body)).toEqual({ detail: 'The stream ticket is missing, used or expired.', code: 'unauthenticated' });
    }
    const old = await ticket();
    await t.database.db.execute(sql`update stream_tickets set expires_at = now() - interval '1 second'`);
    expect((await openSse(`${base}/api/notifications/stream/?ticket=${old}`)).status).toBe(401);
    // A bearer token is not a ticket, and a stranger cannot get one.
    expect((await openSse(`${base}/api/notifications/stream/`, { authorization: `Bearer ${client.token}` })).status).toBe(401);
    expect((await t.api.post('/api/notifications/stream_ticket/')).statusCode).toBe(401);
  });

  it('ends the stream when its sign-in ends', async () => {
    const other = await registerClient(t, 'leaving@example.test');
    const s = await openSse(`${base}/api/notifications/stream/?ticket=${await ticket(other.tokens.access)}`);
    expect(s.status).toBe(200);
    await t.api.post('/api/users/logout/', { refresh: other.tokens.refresh }, { token: other.tokens.access });
    expect(await s.ended()).toBe(true);
  });

  it('ends open streams when the server shuts down, and the shutdown does not wait for them', async () => {
    const other = await createTestApp();
    await other.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (other.app.server.address() as { port: number }).port;
    const token = (await registerClient(other, 'shutdown@example.test')).tokens.access;
    const tk = (await other.api.post('/api/notifications/stream_ticket/', undefined, { token })).json().ticket;
    const s = await openSse(`http://127.0.0.1:${port}/api/notifications/stream/?ticket=${tk}`);
    expect(s.status).toBe(200);
    const started = Date.now();
    await other.close();
    expect(Date.now() - started).toBeLessThan(3000);
    expect(await s.ended()).toBe(true);
  });
});
