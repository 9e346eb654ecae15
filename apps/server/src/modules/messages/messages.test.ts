import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { venueDay } from '@venue/shared/dates';
import { accountWithRole, createTestApp, fileUpload, queryRows, registerClient, TINY_PNG, type TTestApp } from '../../../test/test-app';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemoData } from '../../seed/demo-data';

/** Conversations between a client and the venue: both sides through the same calls, scoped by the actor. */
let t: TTestApp;
let client: { id: number; token: string };
let other: { id: number; token: string };
let staff: { id: number; token: string };
let eventId: number;
let threadId: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.transaction((tx) => seedDemoData(tx, venueDay(), t.app.ctx.storage));
  // The counts below start from no conversation: the demo's own (seed/demo-history.ts) is taken out.
  await t.database.db.execute(sql`delete from message_threads`);
  const login = (await t.api.post('/api/users/login/', { email: DEMO_EMAIL, password: DEMO_PASSWORD })).json();
  client = { id: login.user.id, token: login.tokens.access };
  const o = await registerClient(t, 'other.m@example.test');
  other = { id: o.user.id, token: o.tokens.access };
  const s = await accountWithRole(t, 'staff', 'inbox@venue.test');
  staff = { id: s.user.id, token: s.tokens.access };
  eventId = (await t.api.get('/api/client/events/', { token: client.token })).json().results[0].id;
});
afterAll(() => t.close());

const post = (url: string, body: unknown, token: string) => t.api.post(url, body, { token });
const get = (url: string, token: string) => t.api.get(url, { token });

describe('a client starts a conversation', () => {
  it('opens a thread about one of their events with its first message', async () => {
    const res = await post(
      '/api/messages/threads/',
      { subject: 'Ceremony timing', body: 'Could we start at <b>3 PM</b>?<script>x()</script>', event_id: eventId },
      client.token,
    );
    expect(res.statusCode).toBe(201);
    const thread = res.json();
    threadId = thread.id;
    expect(thread).toMatchObject({ subject: 'Ceremony timing', client_id: client.id, event_id: eventId, message_count: 1, unread_count: 0 });
    expect(thread.messages).toEqual([
      expect.objectContaining({ from_venue: false, body: 'Could we start at <b>3 PM</b>?', attachment: null, read_at: null, sender_name: 'Maria Santos' }),
    ]);
  });

  it('refuses an event that is not theirs, and an empty message', async () => {
    const res = await post('/api/messages/threads/', { subject: 'x', body: 'y', event_id: eventId }, other.token);
    expect(res.json()).toMatchObject({ errors: { event_id: ['Choose one of the client’s events.'] } });
    expect((await post('/api/messages/threads/', { subject: 'x', body: '<img src=x onerror=alert(1)>' }, other.token)).json()).toMatchObject({
      errors: { body: ['Message is required'] },
    });
    expect((await post('/api/messages/threads/', { subject: '', body: 'y' }, other.token)).json()).toMatchObject({
      errors: { subject: ['Subject is required'] },
    });
  });

  it('reaches the venue: notifications and e-mails to every staff and admin account, and the inbox shows it unread', async () => {
    const [mail] = await queryRows<{ template_name: string; category: string; client_id: number }>(
      t,
      sql`select template_name, category, client_id from outbox_messages where to_address = 'inbox@venue.test'`,
    );
    expect(mail).toEqual({ template_name: 'new_message', category: 'AUTO', client_id: staff.id });
    const n = (await get('/api/notifications/', staff.token)).json().results[0];
    expect(n).toMatchObject({ type: 'message', title: 'New message from Maria Santos', link: `/staff/messages/thread/${threadId}` });
    const inbox = (await get('/api/staff/messages/threads/?unread=true', staff.token)).json();
    expect(inbox.results.map((x: { id: number }) => x.id)).toEqual([threadId]);
    expect(inbox.results[0]).toMatchObject({ unread_count: 1, client_name: 'Maria Santos', last_message_preview: 'Could we start at 3 PM?' });
    expect((await get('/api/messages/unread_count/', staff.token)).json()).toEqual({ count: 1, threads: 1 });
    expect((await get('/api/messages/unread_count/', client.token)).json()).toEqual({ count: 0, threads: 0 });
  });
});

describe('the venue answers', () => {
  it('reading the thread marks the client’s message read', async () => {
    const detail = (await get(`/api/messages/threads/${threadId}/`, staff.token)).json();
    expect(detail.messages[0].read_at).toEqual(expect.any(String));
    expect((await get('/api/messages/unread_count/', staff.token)).json()).toEqual({ count: 0, threads: 0 });
    expect((await get('/api/staff/messages/threads/?unread=true', staff.token)).json().count).toBe(0);
  });

  it('posts an answer that the client hears of by notification and e-mail, and reads as unread', async () => {
    const res = await post(`/api/messages/threads/${threadId}/messages/`, { body: 'Yes, 3 PM works.' }, staff.token);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ from_venue: true, sender_name: 'Liza Soberano', body: 'Yes, 3 PM works.' });
    expect((await get('/api/messages/unread_count/', client.token)).json()).toEqual({ count: 1, threads: 1 });
    const list = (await get('/api/messages/threads/', client.token)).json();
    expect(list.results[0]).toMatchObject({ id: threadId, unread_count: 1, message_count: 2, last_message_preview: 'Yes, 3 PM works.' });
    const [mail] = await queryRows<{ subject: string; client_id: number }>(
      t,
      sql`select subject, client_id from outbox_messages where template_name = 'new_message' and to_address = ${DEMO_EMAIL} order by id desc limit 1`,
    );
    expect(mail).toEqual({ subject: 'New message: Ceremony timing', client_id: client.id });
    expect((await get('/api/notifications/unread_count/', client.token)).json().count).toBeGreaterThan(0);
    const read = (await get(`/api/messages/threads/${threadId}/`, client.token)).json();
    expect(read.messages.map((m: { from_venue: boolean; read_at: string | null }) => [m.from_venue, m.read_at !== null])).toEqual([
      [false, true],
      [true, true],
    ]);
    expect((await get('/api/messages/unread_count/', client.token)).json()).toEqual({ count: 0, threads: 0 });
  });

  it('starts a conversation with a client it names', async () => {
    expect((await post('/api/messages/threads/', { subject: 'Hello', body: 'Welcome!' }, staff.token)).json()).toMatchObject({
      errors: { client_id: ['Choose the client to write to.'] },
    });
    expect((await post('/api/messages/threads/', { subject: 'Hello', body: 'Welcome!', client_id: staff.id }, staff.token)).statusCode).toBe(404);
    const res = await post('/api/messages/threads/', { subject: 'Welcome', body: 'Welcome to the venue!', client_id: other.id }, staff.token);
    expect(res.statusCode).toBe(201);
    expect((await get('/api/messages/threads/', other.token)).json().results.map((x: { subject: string }) => x.subject)).toEqual(['Welcome']);
    expect((await get(`/api/messages/threads/?client_id=${other.id}`, staff.token)).json().count).toBe(1);
    expect((await get('/api/messages/threads/?search=ceremony', staff.token)).json().count).toBe(1);
    expect((await get(`/api/messages/threads/?event_id=${eventId}`, staff.token)).json().count).toBe(1);
  });
});

describe("another client's conversation", () => {
  it('is not found, to every call', async () => {
    for (const res of [
      await get(`/api/messages/threads/${threadId}/`, other.token),
      await post(`/api/messages/threads/${threadId}/messages/`, { body: 'hi' }, other.token),
    ])
      expect(res.json()).toEqual({ detail: 'Conversation not found.', code: 'not_found' });
    expect((await get(`/api/messages/threads/${threadId}/messages/1/attachment/`, other.token)).statusCode).toBe(404);
    expect((await get('/api/messages/threads/', other.token)).json().results.every((x: { id: number }) => x.id !== threadId)).toBe(true);
  });
});

describe('attachments', () => {
  const upload = (token: string, file: { filename: string; data: Buffer }, body = 'See attached') => {
    const boundary = '----msg-boundary';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="body"\r\n\r\n${body}\r\n`),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return t.app.inject({
      method: 'POST',
      url: `/api/messages/threads/${threadId}/messages/`,
      payload,
      headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
  };

  it('sends a file with a message and serves it to both sides only', async () => {
    const res = await upload(client.token, { filename: 'seating plan.png', data: TINY_PNG });
    expect(res.statusCode, res.body).toBe(201);
    const m = res.json();
    expect(m.attachment).toEqual({
      name: 'seating plan.png',
      mime_type: 'image/png',
      size: TINY_PNG.length,
      download_url: `/api/messages/threads/${threadId}/messages/${m.id}/attachment/`,
    });
    for (const token of [client.token, staff.token]) {
      const down = await get(m.attachment.download_url, token);
      expect(down.statusCode).toBe(200);
      expect(down.headers['content-type']).toBe('image/png');
      expect(down.headers['content-disposition']).toContain("filename*=UTF-8''seating%20plan.png");
      expect(down.rawPayload.equals(TINY_PNG)).toBe(true);
    }
    expect((await get(m.attachment.download_url, other.token)).statusCode).toBe(404);
  });

  it('keeps no bidirectional control in a file name: stored, listed and downloaded without it', async () => {
    const res = await upload(client.token, { filename: 'seating\u202Egnp.\u2066plan\u2069.png', data: TINY_PNG });
    expect(res.statusCode, res.body).toBe(201);
    const m = res.json();
    expect(m.attachment.name).toBe('seatinggnp.plan.png');
    const [row] = await queryRows<{ name: string }>(t, sql`select attachment_name as name from messages where id = ${m.id}`);
    expect(row!.name).toBe('seatinggnp.plan.png');
    const down = await get(m.attachment.download_url, staff.token);
    expect(down.headers['content-disposition']).toBe(`attachment; filename="seatinggnp.plan.png"; filename*=UTF-8''seatinggnp.plan.png`);
    // A name stored before the rule is cleaned on the way out.
    await queryRows(t, sql`update messages set attachment_name = ${'old\u202Efdp.png'} where id = ${m.id}`);
    const thread = (await get(`/api/messages/threads/${threadId}/`, staff.token)).json();
    expect(thread.messages.find((x: { id: number }) => x.id === m.id).attachment.name).toBe('oldfdp.png');
    expect((await get(m.attachment.download_url, staff.token)).headers['content-disposition']).not.toMatch(/\u202E|%E2%80%AE/i);
  });

  it('refuses what event documents refuse: a renamed executable, a type not allowed, more than 10 MB; and keeps nothing', async () => {
    const before = (await queryRows<{ n: number }>(t, sql`select count(*)::int as n from messages`))[0]!.n;
    const exe = await upload(client.token, { filename: 'invoice.pdf', data: Buffer.from('MZ\x90\x00 this is a program') });
    expect(exe.statusCode).toBe(400);
    expect(exe.json().errors.file[0]).toMatch(/^File type not allowed/);
    expect((await upload(client.token, { filename: 'tool.exe', data: Buffer.from('MZ') })).statusCode).toBe(400);
    const big = await upload(client.token, { filename: 'big.txt', data: Buffer.alloc(10 * 1024 * 1024 + 1, 'a') });
    expect(big.statusCode).toBe(413);
    expect(big.json().detail).toBe('File size must be less than 10MB');
    expect((await upload(client.token, { filename: 'a.png', data: TINY_PNG }, '')).json()).toMatchObject({ errors: { body: ['Message is required'] } });
    expect((await queryRows<{ n: number }>(t, sql`select count(*)::int as n from messages`))[0]!.n).toBe(before);
  });

  it('takes a multipart message without a file too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/messages/threads/${threadId}/messages/`,
      ...fileUpload(client.token, { field: 'other', filename: 'x.png', data: TINY_PNG }),
    });
    expect(res.json()).toMatchObject({ errors: { body: ['Message is required'] } });
  });
});

describe('staff e-mails for a burst of client messages', () => {
  it('e-mails each staff member once per conversation while unanswered; every message still notifies; reading ends the quiet', async () => {
    const thread = (await post('/api/messages/threads/', { subject: 'Burst', body: 'First' }, other.token)).json().id;
    const mails = async () =>
      (
        await queryRows<{ n: number }>(
          t,
          sql`select count(*)::int as n from outbox_messages where to_address = 'inbox@venue.test' and subject = 'New message: Burst'`,
        )
      )[0]!.n;
    const notices = async () =>
      (
        await queryRows<{ n: number }>(
          t,
          sql`select count(*)::int as n from notifications where user_id = ${staff.id} and link = ${`/staff/messages/thread/${thread}`}`,
        )
      )[0]!.n;
    const burst = await Promise.all(Array.from({ length: 5 }, (_, i) => post(`/api/messages/threads/${thread}/messages/`, { body: `More ${i}` }, other.token)));
    expect(burst.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(await mails()).toBe(1);
    expect(await notices()).toBe(6);
    // A staff member opens the conversation: the client's next message is news again.
    expect((await get(`/api/messages/threads/${thread}/`, staff.token)).statusCode).toBe(200);
    await post(`/api/messages/threads/${thread}/messages/`, { body: 'Still there?' }, other.token);
    await post(`/api/messages/threads/${thread}/messages/`, { body: 'Hello?' }, other.token);
    expect(await mails()).toBe(2);
    // So is one after a venue reply.
    await post(`/api/messages/threads/${thread}/messages/`, { body: 'Yes, here.' }, staff.token);
    await post(`/api/messages/threads/${thread}/messages/`, { body: 'Thanks!' }, other.token);
    expect(await mails()).toBe(3);
  });
});

describe('message notices follow the client’s settings', () => {
  it('sends no e-mail and no panel notification once the client turned message notices off', async () => {
    await t.api.patch('/api/users/me/notification-settings/', { messages: { email: false, in_app: false } }, { token: other.token });
    const thread = (await get('/api/messages/threads/', other.token)).json().results[0].id;
    const count = async () =>
      (
        await queryRows<{ n: number }>(
          t,
          sql`select count(*)::int as n from outbox_messages where to_address = 'other.m@example.test' and template_name = 'new_message'`,
        )
      )[0]!.n;
    const before = await count();
    const notes = (await get('/api/notifications/unread_count/', other.token)).json().count;
    expect((await post(`/api/messages/threads/${thread}/messages/`, { body: 'Quiet please' }, staff.token)).statusCode).toBe(201);
    expect(await count()).toBe(before);
    expect((await get('/api/notifications/unread_count/', other.token)).json().count).toBe(notes);
  });
});
