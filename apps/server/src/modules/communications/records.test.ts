import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountWithRole, createTestApp, queryRows, registerClient, strongPassword, type TTestApp } from '../../../test/test-app';

/** The records calls: a client's own records with every filter, details that mark e-mail read, analytics, manual sends. */
let t: TTestApp;
let ana: { id: number; token: string };
let ben: { id: number; token: string };
let staff: string;
const session = (s: Awaited<ReturnType<typeof registerClient>>) => ({ id: s.user.id, token: s.tokens.access });

beforeAll(async () => {
  t = await createTestApp();
  ana = session(await registerClient(t, 'ana@example.test', { profile: { phone: '0917 123 4567' } }));
  ben = session(await registerClient(t, 'ben@example.test'));
  staff = (await accountWithRole(t, 'staff', 'coordinator@venue.test')).tokens.access;
  // Ana: a reset (SYSTEM), a password change (SYSTEM), a manual e-mail and a manual SMS; Ben: a reset.
  await t.api.post('/api/users/password-reset/request/', { email: 'ana@example.test' });
  await t.api.post(
    '/api/users/me/change-password/',
    { current_password: strongPassword, new_password: 'Narra-Tree-2026', confirm_password: 'Narra-Tree-2026' },
    { token: ana.token },
  );
  ana.token = (await t.api.post('/api/users/login/', { email: 'ana@example.test', password: 'Narra-Tree-2026' })).json().tokens.access;
  await t.api.post('/api/users/password-reset/request/', { email: 'ben@example.test' });
  const manual = await t.api.post(
    '/api/communications/records/send_manual/',
    {
      client_id: ana.id,
      channel: 'EMAIL',
      subject: 'Your tasting on Saturday',
      body: '<p>See you at <b>2 PM</b> in the <a href="https://venue.test/map">Garden Pavilion</a>.</p><script>alert(1)</script>',
    },
    { token: staff },
  );
  expect(manual.statusCode, manual.body).toBe(201);
  const sms = await t.api.post(
    '/api/communications/records/send_manual/',
    { client_id: ana.id, channel: 'SMS', body: 'Tasting moved to 3 PM.' },
    { token: staff },
  );
  expect(sms.statusCode, sms.body).toBe(201);
  await t.drainMail();
});
afterAll(() => t.close());

const list = (token: string, query = '') => t.api.get(`/api/communications/records/${query}`, { token });

describe('GET /api/communications/records/', () => {
  it("lists only the client's own records, newest first, with the table's columns", async () => {
    const res = await list(ana.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(4);
    expect(body.results.map((r: { template_name: string }) => r.template_name)).toEqual(['manual_sms', 'manual_message', 'password_changed', 'password_reset']);
    expect(body.results[1]).toMatchObject({
      channel: 'EMAIL',
      category: 'MANUAL',
      subject: 'Your tasting on Saturday',
      content_preview: 'See you at 2 PM in the Garden Pavilion.',
      sent_by_name: 'Liza Soberano',
      recipient: 'ana@example.test',
      client_id: ana.id,
      delivery_status: 'SENT',
      is_opened: false,
      sent_at: expect.any(String),
    });
    expect(body.results[3]).toMatchObject({
      category: 'SYSTEM',
      sent_by_name: 'Havila Gardens',
      content_preview: expect.stringMatching(/^Hello Liza, We received a request to reset the pas\.\.\.$/),
    });
    expect(body.results[0]).toMatchObject({ channel: 'SMS', recipient: '+639171234567', content_preview: 'Tasting moved to 3 PM.' });
  });

  it.each([
    ['?channel=SMS', ['manual_sms']],
    ['?channel=EMAIL&category=SYSTEM', ['password_changed', 'password_reset']],
    ['?category=MANUAL', ['manual_sms', 'manual_message']],
    ['?template_name=password_reset', ['password_reset']],
    ['?status=SENT&channel=EMAIL&category=MANUAL', ['manual_message']],
    ['?delivery_status=PENDING', []],
    ['?delivery_status=FAILED', []],
    ['?search=tasting', ['manual_sms', 'manual_message']],
    ['?search=PASSWORD', ['password_changed', 'password_reset']],
    ['?search=50%25_off', []],
    [`?client_id=999999`, []],
  ])('filters %s', async (query, expected) => {
    const res = await list(ana.token, query);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results.map((r: { template_name: string }) => r.template_name)).toEqual(expected);
  });

  it('pages', async () => {
    const first = (await list(ana.token, '?page_size=3')).json();
    expect(first).toMatchObject({ count: 4, previous: null, next: '/api/communications/records/?page_size=3&page=2' });
    const second = (await list(ana.token, '?page=2&page_size=3')).json();
    expect(second.results).toHaveLength(1);
  });

  it('refuses a filter value the spec does not know', async () => {
    const res = await list(ana.token, '?channel=FAX');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ detail: 'Choose a valid channel', errors: { channel: ['Choose a valid channel'] } });
  });

  it("shows the venue every record, one client's with client_id", async () => {
    const all = (await list(staff)).json();
    expect(all.count).toBeGreaterThanOrEqual(5);
    const bens = (await list(staff, `?client_id=${ben.id}`)).json();
    expect(bens.results.map((r: { recipient: string }) => r.recipient)).toEqual(['ben@example.test']);
  });

  it("keeps another client's records out of a client's list even when named", async () => {
    expect((await list(ben.token, `?client_id=${ana.id}`)).json().count).toBe(0);
  });
});

describe('a record in detail', () => {
  const idOf = async (template: string) => (await list(ana.token, `?template_name=${template}`)).json().results[0].id as number;

  it('shows an e-mail body as sanitized HTML with safe links, and opening it marks it read once', async () => {
    const id = await idOf('manual_message');
    const res = await t.api.get(`/api/communications/records/${id}/`, { token: ana.token });
    expect(res.statusCode).toBe(200);
    const r = res.json();
    expect(r.body).toBe('<p>See you at <b>2 PM</b> in the <a href="https://venue.test/map" target="_blank" rel="noopener noreferrer">Garden Pavilion</a>.</p>');
    expect(r.text_body).toBe('See you at 2 PM in the Garden Pavilion.');
    expect(r).toMatchObject({ is_opened: true, opened_at: expect.any(String), last_error: null });
    const again = (await t.api.get(`/api/communications/records/${id}/`, { token: ana.token })).json();
    expect(again.opened_at).toBe(r.opened_at);
  });

  it("shows the system's e-mail as its text made into safe HTML", async () => {
    const r = (await t.api.get(`/api/communications/records/${await idOf('password_reset')}/`, { token: ana.token })).json();
    expect(r.body).toMatch(/^<p>Hello Liza,<\/p>/);
    expect(r.body).toMatch(/<a href="http:\/\/portal\.test\/reset-password\/[\w-]+" target="_blank" rel="noopener noreferrer">/);
  });

  it('does not mark an SMS read by opening it, and shows it as text', async () => {
    const id = await idOf('manual_sms');
    const r = (await t.api.get(`/api/communications/records/${id}/`, { token: ana.token })).json();
    expect(r).toMatchObject({ channel: 'SMS', body: 'Tasting moved to 3 PM.', is_opened: false, opened_at: null });
  });

  it('does not mark it read when the venue opens it', async () => {
    const id = await idOf('password_changed');
    expect((await t.api.get(`/api/communications/records/${id}/`, { token: staff })).json()).toMatchObject({ is_opened: false });
    expect((await t.api.get(`/api/communications/records/${id}/`, { token: ana.token })).json()).toMatchObject({ is_opened: true });
  });

  it('marks read and unread from the row menu, SMS included', async () => {
    const id = await idOf('manual_sms');
    const read = await t.api.post(`/api/communications/records/${id}/mark_as_read/`, undefined, { token: ana.token });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ is_opened: true, opened_at: expect.any(String) });
    const unread = (await t.api.post(`/api/communications/records/${id}/mark_as_unread/`, undefined, { token: ana.token })).json();
    expect(unread).toMatchObject({ is_opened: false, opened_at: null });
  });

  it("answers 404 for another client's record, to reading and to marking", async () => {
    const id = await idOf('manual_message');
    for (const res of [
      await t.api.get(`/api/communications/records/${id}/`, { token: ben.token }),
      await t.api.post(`/api/communications/records/${id}/mark_as_read/`, undefined, { token: ben.token }),
      await t.api.post(`/api/communications/records/${id}/mark_as_unread/`, undefined, { token: ben.token }),
      await t.api.get('/api/communications/records/999999/', { token: ana.token }),
    ])
      expect(res.json()).toEqual({ detail: 'Communication record not found.', code: 'not_found' });
  });

  it('lets only the recipient mark it (the venue sees, but does not decide)', async () => {
    const id = await idOf('manual_message');
    const res = await t.api.post(`/api/communications/records/${id}/mark_as_unread/`, undefined, { token: staff });
    expect(res.statusCode).toBe(403);
  });

  it('shows delivery errors to the venue only', async () => {
    await t.database.db.execute(sql`update outbox_messages set last_error = 'smtp.internal.venue:25 refused' where to_address = 'ben@example.test'`);
    const id = (await list(ben.token)).json().results[0].id;
    expect((await t.api.get(`/api/communications/records/${id}/`, { token: ben.token })).json().last_error).toBeNull();
    expect((await t.api.get(`/api/communications/records/${id}/`, { token: staff })).json().last_error).toBe('smtp.internal.venue:25 refused');
  });
});

describe('GET /api/communications/records/analytics/', () => {
  it("counts the client's records by channel, category and status, with the dashboard's figures and a daily series", async () => {
    const res = await t.api.get('/api/communications/records/analytics/?days=7', { token: ana.token });
    expect(res.statusCode).toBe(200);
    const a = res.json();
    expect(a).toMatchObject({
      days: 7,
      total: 4,
      total_sent: 4,
      delivered: 0,
      by_channel: { EMAIL: 3, SMS: 1 },
      by_category: { SYSTEM: 2, AUTO: 0, MANUAL: 2 },
      by_status: { PENDING: 0, SENT: 4, DELIVERED: 0, FAILED: 0, BOUNCED: 0 },
    });
    expect(a.opened).toBe(a.daily.at(-1).opened);
    expect(a.open_rate).toBe(Math.round((1000 * a.opened) / 3) / 10);
    expect(a.daily).toHaveLength(7);
    expect(a.daily.at(-1)).toMatchObject({ total: 4, sent: 4, failed: 0 });
    expect(a.daily[0]).toMatchObject({ total: 0 });
  });

  it('defaults to 30 days and refuses more than a year', async () => {
    expect((await t.api.get('/api/communications/records/analytics/', { token: ana.token })).json().daily).toHaveLength(30);
    expect((await t.api.get('/api/communications/records/analytics/?days=400', { token: ana.token })).statusCode).toBe(400);
  });

  it('narrows to a template', async () => {
    const a = (await t.api.get('/api/communications/records/analytics/?template_name=manual_sms', { token: ana.token })).json();
    expect(a).toMatchObject({ total: 1, by_channel: { EMAIL: 0, SMS: 1 } });
  });
});

describe('POST /api/communications/records/send_manual/', () => {
  const send = (body: unknown, token = staff) => t.api.post('/api/communications/records/send_manual/', body, { token });

  it('queues the e-mail through the outbox with its HTML sanitized, as MANUAL from the staff member', async () => {
    const res = await send({ client_id: ben.id, subject: 'Parking', body: '<p onclick="x()">Use gate <u>B</u></p><iframe src="https://evil.test"></iframe>' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ category: 'MANUAL', template_name: 'manual_message', body: '<p>Use gate <u>B</u></p>' });
    // The outbox is kicked after the commit, so it may deliver before the record is read back for the answer.
    expect(['PENDING', 'SENT']).toContain(res.json().delivery_status);
    const mails = await t.drainMail();
    const mail = mails.find((m) => m.subject === 'Parking')!;
    expect(mail.to).toBe('ben@example.test');
    expect(mail.html).toContain('<p>Use gate <u>B</u></p>');
    expect(mail.html).not.toMatch(/iframe|onclick/);
    const [audit] = await queryRows<{ action: string }>(t, sql`select action from audit_log where action = 'communication.send' limit 1`);
    expect(audit).toEqual({ action: 'communication.send' });
  });

  it.each([
    [{ client_id: 1, channel: 'EMAIL', body: 'Hi' }, 'subject', 'Subject is required for an e-mail.'],
    [{ client_id: 1, channel: 'SMS', body: 'x'.repeat(481) }, 'body', 'An SMS must be at most 480 characters'],
    [{ client_id: 1, subject: 'Hi', body: '' }, 'body', 'Message is required'],
    [{ client_id: 1, subject: 'Hi', body: '<script>alert(1)</script>' }, 'body', 'Message is required'],
  ])('refuses %j', async (body, field, message) => {
    const res = await send({ ...body, client_id: ana.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ [field]: [message] });
  });

  it('refuses an SMS to a client without a mobile number, and a client that does not exist', async () => {
    expect((await send({ client_id: ben.id, channel: 'SMS', body: 'Hi' })).json()).toMatchObject({
      errors: { client_id: ['This client has no mobile number for SMS.'] },
    });
    expect((await send({ client_id: 999999, subject: 'Hi', body: 'Hi' })).statusCode).toBe(404);
  });

  it('is the venue’s: a client gets 403', async () => {
    expect((await send({ client_id: ben.id, subject: 'Hi', body: 'Hi' }, ana.token)).statusCode).toBe(403);
  });
});

describe("the dashboard's communication sections", () => {
  it('carry the newest records, the 30-day summary the analytics call answers, and the unread counts', async () => {
    const res = await t.api.get('/api/client/dashboard/', { token: ana.token });
    expect(res.statusCode).toBe(200);
    const c = res.json().communications;
    const records = (await list(ana.token)).json().results;
    expect(c.recent_records).toEqual(
      records.map((r: { id: number; channel: string; subject: string; created_at: string; is_opened: boolean }) => ({
        id: r.id,
        channel: r.channel,
        subject: r.subject,
        created_at: r.created_at,
        is_opened: r.is_opened,
      })),
    );
    const a = (await t.api.get('/api/communications/records/analytics/', { token: ana.token })).json();
    expect(c.summary).toEqual({ days: 30, total_sent: a.total_sent, delivered: a.delivered, opened: a.opened, open_rate: a.open_rate });
    const unopenedEmails = records.filter((r: { channel: string; is_opened: boolean }) => r.channel === 'EMAIL' && !r.is_opened).length;
    expect(c.unread_records).toBe(unopenedEmails);
    expect(c.unread_notifications).toBe((await t.api.get('/api/notifications/unread_count/', { token: ana.token })).json().count);
    expect(c.unread_messages).toBe((await t.api.get('/api/messages/unread_count/', { token: ana.token })).json().count);
  });
});
