import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, queryRows, registerClient, type TTestApp } from '../../../test/test-app';
import { createMailer, type TMailer } from '../../lib/mailer';

/** A real SMTP conversation with an in-process server: what SMTP_URL delivery does in production. */
let smtp: SMTPServer;
const received: { to: string[]; raw: string }[] = [];
/** Recipients the server refuses for good (550) or for now (451). */
const REFUSED = new Map([
  ['gone@example.test', 550],
  ['busy@example.test', 451],
]);
let t: TTestApp;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, _session, callback) {
      const code = REFUSED.get(address.address);
      if (!code) return callback();
      callback(Object.assign(new Error(code === 550 ? 'Mailbox does not exist' : 'Try again later'), { responseCode: code }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  smtp.listen(0, '127.0.0.1');
  await once(smtp.server, 'listening');
  const { port } = smtp.server.address() as AddressInfo;
  const smtpUrl = `smtp://127.0.0.1:${port}`;
  t = await createTestApp({ env: { SMTP_URL: smtpUrl }, mailer: createMailer({ smtpUrl, from: 'Venue <no-reply@venue.test>', dataDir: '/nonexistent' }) });
});
afterAll(async () => {
  await t.close();
  smtp.close();
});

describe('outbox over SMTP', () => {
  it('delivers the reset e-mail whose link resets the password', async () => {
    await registerClient(t, 'smtp@example.test');
    await t.api.post('/api/users/password-reset/request/', { email: 'smtp@example.test' });
    await t.app.outbox.drain();
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual(['smtp@example.test']);
    const raw = received[0]!.raw.replace(/=\r?\n/g, '');
    expect(raw).toContain('Subject: Reset your Havila Gardens password');
    const token = /http:\/\/portal\.test\/reset-password\/([A-Za-z0-9_-]+)/.exec(raw)?.[1];
    expect(token).toBeTruthy();
    const res = await t.api.post(`/api/users/password-reset/confirm/${token}/`, { password: 'Molave-Wood-77', confirm_password: 'Molave-Wood-77' });
    expect(res.statusCode).toBe(200);
    expect((await t.api.post('/api/users/login/', { email: 'smtp@example.test', password: 'Molave-Wood-77' })).statusCode).toBe(200);
    const [row] = await queryRows<{ status: string; delivered_to: string }>(t, sql`select status, delivered_to from outbox_messages`);
    expect(row).toMatchObject({ status: 'SENT', delivered_to: expect.stringMatching(/^smtp:/) });
  });
});

describe('refusals over SMTP', () => {
  it('marks a message the server refuses for good (5xx) BOUNCED at once, and retries one refused for now (4xx)', async () => {
    await registerClient(t, 'gone@example.test');
    await registerClient(t, 'busy@example.test');
    await t.api.post('/api/users/password-reset/request/', { email: 'gone@example.test' });
    await t.api.post('/api/users/password-reset/request/', { email: 'busy@example.test' });
    await t.app.outbox.drain();
    const rows = await queryRows<{ to_address: string; status: string; attempts: number; last_error: string }>(
      t,
      sql`select to_address, status, attempts, last_error from outbox_messages where to_address in ('gone@example.test', 'busy@example.test') order by to_address`,
    );
    expect(rows).toEqual([
      { to_address: 'busy@example.test', status: 'PENDING', attempts: 1, last_error: expect.stringContaining('451') },
      { to_address: 'gone@example.test', status: 'BOUNCED', attempts: 1, last_error: expect.stringContaining('550') },
    ]);
    // A bounced message is never tried again.
    await t.database.db.execute(sql`update outbox_messages set next_attempt_at = now()`);
    await t.app.outbox.drain();
    const [gone] = await queryRows<{ status: string; attempts: number }>(
      t,
      sql`select status, attempts from outbox_messages where to_address = 'gone@example.test'`,
    );
    expect(gone).toEqual({ status: 'BOUNCED', attempts: 1 });
  });

  it('marks the messages a pass sent together, each with where it went, beside those refused in the same pass', async () => {
    const to = ['batch-1@example.test', 'gone@example.test', 'batch-2@example.test', 'busy@example.test', 'batch-3@example.test'];
    await t.database.db.execute(sql`update outbox_messages set status = 'SENT' where status = 'PENDING'`);
    for (const address of to)
      await t.database.db.execute(
        sql`insert into outbox_messages (to_address, subject, text_body, html_body) values (${address}, 'Batch', 'Text', '<p>Text</p>')`,
      );
    const before = t.database.queryCount.value;
    await t.app.outbox.drain();
    // The claim, a statement for each refusal, one for the three sent, the empty claim that ends the pass at most.
    expect(t.database.queryCount.value - before).toBeLessThanOrEqual(5);
    const rows = await queryRows<{ to_address: string; status: string; delivered_to: string | null; sent_at: string | null }>(
      t,
      sql`select to_address, status, delivered_to, sent_at::text from outbox_messages where subject = 'Batch' order by id`,
    );
    expect(rows.map((r) => [r.to_address, r.status])).toEqual([
      ['batch-1@example.test', 'SENT'],
      ['gone@example.test', 'BOUNCED'],
      ['batch-2@example.test', 'SENT'],
      ['busy@example.test', 'PENDING'],
      ['batch-3@example.test', 'SENT'],
    ]);
    for (const r of rows.filter((x) => x.status === 'SENT'))
      expect(r).toMatchObject({ delivered_to: expect.stringMatching(/^smtp:/), sent_at: expect.any(String) });
  });
});

describe('outbox retries', () => {
  it('keeps a failed message for a later attempt, then gives up after 8', async () => {
    let fail = true;
    const flaky: TMailer = {
      describe: 'flaky',
      send: async () => {
        if (fail) throw new Error('connection refused');
        return 'ok';
      },
    };
    const f = await createTestApp({ mailer: flaky });
    try {
      await registerClient(f, 'retry@example.test');
      await f.api.post('/api/users/password-reset/request/', { email: 'retry@example.test' });
      await f.app.outbox.drain();
      const read = async () =>
        (await queryRows<{ status: string; attempts: number; last_error: string }>(f, sql`select status, attempts, last_error from outbox_messages`))[0]!;
      expect(await read()).toEqual({ status: 'PENDING', attempts: 1, last_error: 'connection refused' });
      // Make it due again and let it succeed.
      await f.database.db.execute(sql`update outbox_messages set next_attempt_at = now()`);
      fail = false;
      await f.app.outbox.drain();
      expect((await read()).status).toBe('SENT');

      fail = true;
      await f.api.post('/api/users/password-reset/request/', { email: 'retry@example.test' });
      for (let i = 0; i < 8; i++) {
        await f.database.db.execute(sql`update outbox_messages set next_attempt_at = now() where status = 'PENDING'`);
        await f.app.outbox.drain();
      }
      const rows = await queryRows(f, sql`select status, attempts from outbox_messages order by id`);
      expect(rows.at(-1)).toEqual({ status: 'FAILED', attempts: 8 });
    } finally {
      await f.close();
    }
  });
});
