import { sql } from 'drizzle-orm';
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { venueDay } from '@venue/shared/dates';
import { KEPT_AFTER_DELETION } from '@venue/shared/privacy/privacy-request.schema';
import { accountWithRole, createTestApp, fileUpload, queryRows, registerClient, strongPassword, TINY_PNG, type TTestApp } from '../../../test/test-app';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemoData } from '../../seed/demo-data';
import { REMOVED_TEXT } from './anonymise.repo';

/** Data Privacy Act requests: the export's contents, who may do what, and what deletion removes and keeps. */
let t: TTestApp;
let demo: { id: number; token: string };
let other: { id: number; token: string };
let staff: string;
let admin: string;
const EXPORT = '/api/client/privacy/export/';
const REQUEST = '/api/client/privacy/deletion-request/';
const ADMIN = '/api/admin/privacy-requests/';

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.transaction((tx) => seedDemoData(tx, venueDay(), t.app.ctx.storage));
  const login = (await t.api.post('/api/users/login/', { email: DEMO_EMAIL, password: DEMO_PASSWORD })).json();
  demo = { id: login.user.id, token: login.tokens.access };
  const o = await registerClient(t, 'other-privacy@example.test');
  other = { id: o.user.id, token: o.tokens.access };
  staff = (await accountWithRole(t, 'staff', 'privacy-staff@venue.test')).tokens.access;
  admin = (await accountWithRole(t, 'admin', 'privacy-admin@venue.test')).tokens.access;
});
afterAll(() => t.close());

const unzip = (body: Buffer) => unzipSync(new Uint8Array(body));
const jsonOf = (files: Record<string, Uint8Array>, name: string) => JSON.parse(strFromU8(files[name]!)) as unknown;
const count = async (table: string, where: ReturnType<typeof sql>) =>
  (await queryRows<{ n: number }>(t, sql`select count(*)::int as n from ${sql.raw(table)} where ${where}`))[0]!.n;

describe('who may make each privacy call', () => {
  it('answers 401 to a guest, 403 to the wrong role', async () => {
    for (const [method, url] of [
      ['get', EXPORT],
      ['get', REQUEST],
      ['post', REQUEST],
      ['get', ADMIN],
      ['post', `${ADMIN}1/confirm/`],
      ['post', `${ADMIN}1/decline/`],
    ] as const) {
      expect((await t.api[method](url)).statusCode, `${method} ${url}`).toBe(401);
    }
    // Staff may not confirm or decline (an admin confirms), nor use a client's calls.
    for (const url of [`${ADMIN}1/confirm/`, `${ADMIN}1/decline/`]) expect((await t.api.post(url, { reason: 'x' }, { token: staff })).statusCode).toBe(403);
    expect((await t.api.get(ADMIN, { token: staff })).statusCode).toBe(403);
    expect((await t.api.get(EXPORT, { token: staff })).statusCode).toBe(403);
    expect((await t.api.post(REQUEST, {}, { token: admin })).statusCode).toBe(403);
    // A client never reaches the admins' list.
    expect((await t.api.get(ADMIN, { token: demo.token })).statusCode).toBe(403);
  });
});

describe('the data export', () => {
  it('is one ZIP of the client’s own data: JSON files, the PDFs and a README', async () => {
    const res = await t.api.get(EXPORT, { token: demo.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toContain(`venue-portal-data-${venueDay()}.zip`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const files = unzip(res.rawPayload);
    const names = Object.keys(files);
    for (const name of [
      'README.txt',
      'profile.json',
      'events.json',
      'questionnaire-answers.json',
      'quotes.json',
      'contracts.json',
      'invoices.json',
      'payments.json',
      'messages.json',
      'communication-records.json',
      'notifications.json',
      'privacy-requests.json',
    ])
      expect(names, name).toContain(name);
    // Every JSON file reads.
    for (const name of names.filter((n) => n.endsWith('.json'))) expect(() => jsonOf(files, name), name).not.toThrow();

    const profile = jsonOf(files, 'profile.json') as { email: string; payment_methods: unknown[] };
    expect(profile.email).toBe(DEMO_EMAIL);
    expect(profile.payment_methods.length).toBeGreaterThan(0);
    const events = jsonOf(files, 'events.json') as { id: number }[];
    const own = await queryRows<{ id: number }>(t, sql`select id from events where client_id = ${demo.id} order by id`);
    expect(events.map((e) => e.id).sort((a, b) => a - b)).toEqual(own.map((e) => e.id));
    expect((jsonOf(files, 'invoices.json') as unknown[]).length).toBeGreaterThan(0);

    // The PDFs: the signed contract, every invoice and every receipt, as PDF files.
    const pdfs = names.filter((n) => n.endsWith('.pdf'));
    expect(pdfs.some((n) => n.startsWith('contracts/'))).toBe(true);
    expect(pdfs.some((n) => n.startsWith('invoices/'))).toBe(true);
    expect(pdfs.some((n) => n.startsWith('receipts/'))).toBe(true);
    for (const name of pdfs) expect(strFromU8(files[name]!.subarray(0, 5)), name).toBe('%PDF-');

    const readme = strFromU8(files['README.txt']!);
    expect(readme).toContain('Data Privacy Act');
    expect(readme).toContain('- events.json:');
    expect(readme).toContain('- receipts/:');
  });

  it('holds every file the client uploaded or was shared, under a folder per kind, listed in the README', async () => {
    const photo = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/avatar/',
      ...fileUpload(demo.token, { field: 'avatar', filename: 'me.png', data: TINY_PNG }),
    });
    expect(photo.statusCode, photo.body).toBe(200);
    const [event] = await queryRows<{ id: number; name: string }>(t, sql`select id, name from events where client_id = ${demo.id} order by id limit 1`);
    const text = Buffer.from('Seating plan, table 4\n');
    const boundary = '----export-test';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nSeating plan\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="seating plan.txt"\r\nContent-Type: text/plain\r\n\r\n`),
      text,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const doc = await t.app.inject({
      method: 'POST',
      url: `/api/client/events/${event!.id}/upload_file/`,
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${demo.token}` },
    });
    expect(doc.statusCode, doc.body).toBe(201);
    const shared = await queryRows<{ id: number }>(
      t,
      sql`select d.id from event_documents d join events e on e.id = d.event_id where e.client_id = ${demo.id} and d.client_visible and d.id <> ${doc.json().id}`,
    );
    // A file answer of the questionnaire tab, saved; and an upload never saved, which is not an answer.
    const questions = (await t.api.get('/api/questionnaires/questionnaires/active/', { token: demo.token })).json()[0].fields as {
      id: number;
      name: string;
      type: string;
    }[];
    const question = (name: string) => questions.find((q) => q.name === name)!.id;
    const plan = Buffer.from('%PDF-1.4\n% floor plan\n');
    const answerUpload = (filename: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/questionnaires/responses/upload/',
        payload: Buffer.concat([
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="event"\r\n\r\n${event!.id}\r\n`),
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="field"\r\n\r\n${question('Floor plan or mood board')}\r\n`),
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n`),
          plan,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${demo.token}` },
      });
    const answerFile = (await answerUpload('floor plan.pdf')).json() as { file_id: string };
    const answered = await t.api.post(
      '/api/questionnaires/responses/save_event_responses/',
      {
        event_id: event!.id,
        responses: [
          { field_id: question('Main contact person'), value: 'Ana Cruz' },
          { field_id: question('Contact phone on the day'), value: '0917 555 0101' },
          { field_id: question('Expected number of guests'), value: '120' },
          { field_id: question('Floor plan or mood board'), value: answerFile.file_id },
        ],
      },
      { token: demo.token },
    );
    expect(answered.statusCode, answered.body).toBe(200);
    expect((await answerUpload('draft.pdf')).statusCode).toBe(201);

    const files = unzip((await t.api.get(EXPORT, { token: demo.token })).rawPayload);
    const names = Object.keys(files);
    const photoName = names.find((n) => n.startsWith('files/profile-photo/'));
    expect(photoName).toBeDefined();
    expect(files[photoName!]!.length).toBeGreaterThan(0);
    const mine = names.find((n) => n.startsWith('files/event-documents/') && n.endsWith(`/${doc.json().id}-seating_plan.txt`));
    expect(mine, names.join('\n')).toBeDefined();
    expect(Buffer.from(files[mine!]!).equals(text)).toBe(true);
    // The venue's documents shared on their events are theirs to take too.
    for (const s of shared)
      expect(
        names.some((n) => /^files\/(event-documents|payment-proofs)\//.test(n) && n.includes(`/${s.id}-`)),
        `document ${s.id}`,
      ).toBe(true);
    const answers = names.filter((n) => n.startsWith('files/questionnaire-answers/'));
    expect(answers, names.join('\n')).toHaveLength(1);
    expect(answers[0]).toMatch(/^files\/questionnaire-answers\/[^/]+\/\d+-floor_plan\.pdf$/);
    expect(Buffer.from(files[answers[0]!]!).equals(plan)).toBe(true);
    const readme = strFromU8(files['README.txt']!);
    for (const folder of ['files/profile-photo/', 'files/event-documents/', 'files/message-attachments/', 'files/questionnaire-answers/'])
      expect(readme).toContain(`- ${folder}:`);
  });

  it('holds nothing of another client', async () => {
    const res = await t.api.get(EXPORT, { token: other.token });
    expect(res.statusCode).toBe(200);
    const files = unzip(res.rawPayload);
    expect((jsonOf(files, 'profile.json') as { email: string }).email).toBe('other-privacy@example.test');
    for (const name of ['events.json', 'quotes.json', 'contracts.json', 'invoices.json', 'payments.json', 'messages.json'])
      expect(jsonOf(files, name), name).toEqual([]);
    expect(Object.keys(files).filter((n) => n.endsWith('.pdf') || n.startsWith('files/'))).toEqual([]);
    expect(strFromU8(files['README.txt']!)).not.toContain(DEMO_EMAIL);
  });

  it('is limited to five downloads an hour', async () => {
    const c = await registerClient(t, 'often-privacy@example.test');
    for (let i = 0; i < 5; i++) expect((await t.api.get(EXPORT, { token: c.tokens.access })).statusCode).toBe(200);
    const refused = await t.api.get(EXPORT, { token: c.tokens.access });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});

describe('a deletion request', () => {
  it('can be declined with a reason, which the client reads, and asked again', async () => {
    const asked = await t.api.post(REQUEST, { reason: 'Testing' }, { token: other.token });
    expect(asked.statusCode, asked.body).toBe(201);
    const id = asked.json().id as number;
    expect((await t.api.post(`${ADMIN}${id}/decline/`, { reason: '' }, { token: admin })).statusCode).toBe(400);
    const declined = await t.api.post(`${ADMIN}${id}/decline/`, { reason: 'Your event next week is still booked.' }, { token: admin });
    expect(declined.statusCode, declined.body).toBe(200);
    expect((await t.api.get(REQUEST, { token: other.token })).json().request).toMatchObject({
      status: 'DECLINED',
      decline_reason: 'Your event next week is still booked.',
    });
    expect((await t.api.post(`${ADMIN}${id}/confirm/`, undefined, { token: admin })).statusCode).toBe(409);
    const mails = await t.drainMail();
    expect(mails.filter((m) => m.to === 'other-privacy@example.test').map((m) => m.subject)).toEqual([
      'We received your request to delete your account',
      'About your request to delete your account',
    ]);
    // The account still works, and may ask again.
    expect((await t.api.post('/api/users/login/', { email: 'other-privacy@example.test', password: strongPassword })).statusCode).toBe(200);
    expect((await t.api.post(REQUEST, {}, { token: other.token })).statusCode).toBe(201);
    expect((await t.api.post(REQUEST, {}, { token: other.token })).statusCode).toBe(409);
  });

  it('confirmed by an admin anonymises the account, keeps the books and signed contracts, and frees the address', async () => {
    const kept = {
      invoices: await count('invoices', sql`event_id in (select id from events where client_id = ${demo.id})`),
      payments: await count('payments', sql`event_id in (select id from events where client_id = ${demo.id})`),
      signatures: await count(
        'contract_signatures',
        sql`contract_id in (select c.id from contracts c join events e on e.id = c.event_id where e.client_id = ${demo.id})`,
      ),
      events: await count('events', sql`client_id = ${demo.id}`),
    };
    expect(kept.invoices).toBeGreaterThan(0);
    expect(kept.signatures).toBeGreaterThan(0);
    // Something of each kind to remove: a message of the client's own.
    const thread = await t.api.post('/api/messages/threads/', { subject: 'Goodbye', body: 'My mobile is 0917 555 0101' }, { token: demo.token });
    expect(thread.statusCode, thread.body).toBe(201);

    const asked = await t.api.post(REQUEST, { reason: 'I no longer need the account.' }, { token: demo.token });
    expect(asked.statusCode).toBe(201);
    const id = asked.json().id as number;
    const list = (await t.api.get(`${ADMIN}?status=PENDING`, { token: admin })).json();
    expect(list.results).toEqual(
      expect.arrayContaining([expect.objectContaining({ id, client_email: DEMO_EMAIL, status: 'PENDING', reason: 'I no longer need the account.' })]),
    );

    const confirmed = await t.api.post(`${ADMIN}${id}/confirm/`, undefined, { token: admin });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ id, status: 'COMPLETED' });
    expect((await t.api.post(`${ADMIN}${id}/confirm/`, undefined, { token: admin })).statusCode).toBe(409);

    // Gone: name, e-mail, phone, sessions, saved payment methods, notifications, what the client wrote.
    const [user] = await queryRows<{
      email: string;
      first_name: string;
      last_name: string;
      phone: string;
      company: string;
      avatar_key: string | null;
      is_active: boolean;
    }>(t, sql`select email, first_name, last_name, phone, company, avatar_key, is_active from users where id = ${demo.id}`);
    expect(user).toMatchObject({ first_name: 'Deleted', phone: '', company: '', avatar_key: null, is_active: false });
    expect(user!.last_name).toMatch(/^client [0-9a-z]+$/);
    expect(user!.email).toMatch(/^deleted-[0-9a-z]+@deleted\.invalid$/);
    expect(await count('refresh_tokens', sql`user_id = ${demo.id}`)).toBe(0);
    expect(await count('payment_methods', sql`client_id = ${demo.id}`)).toBe(0);
    expect(await count('notifications', sql`user_id = ${demo.id}`)).toBe(0);
    expect(await count('outbox_messages', sql`client_id = ${demo.id} and (to_address ilike ${DEMO_EMAIL} or text_body <> ${REMOVED_TEXT})`)).toBe(0);
    expect(
      await count(
        'messages',
        sql`thread_id in (select id from message_threads where client_id = ${demo.id}) and not from_venue and body not like ${`%${REMOVED_TEXT}%`}`,
      ),
    ).toBe(0);
    expect(await count('messages', sql`body like '%0917 555 0101%'`)).toBe(0);

    // Kept: invoices, payments (receipts), signed contracts with their signatures, the events they hang on.
    expect(await count('invoices', sql`event_id in (select id from events where client_id = ${demo.id})`)).toBe(kept.invoices);
    expect(await count('payments', sql`event_id in (select id from events where client_id = ${demo.id})`)).toBe(kept.payments);
    expect(
      await count('contract_signatures', sql`contract_id in (select c.id from contracts c join events e on e.id = c.event_id where e.client_id = ${demo.id})`),
    ).toBe(kept.signatures);
    expect(await count('events', sql`client_id = ${demo.id}`)).toBe(kept.events);

    // Sign-in refused, the old token dead.
    expect((await t.api.post('/api/users/login/', { email: DEMO_EMAIL, password: DEMO_PASSWORD })).statusCode).toBe(401);
    expect((await t.api.get('/api/users/me/', { token: demo.token })).statusCode).toBe(401);

    // Audit entries for the request and the confirmation, without the person's name.
    const audit = await queryRows<{ action: string; object_label: string }>(
      t,
      sql`select action, object_label from audit_log where object_type = 'privacy_request' and object_id = ${String(id)} order by id`,
    );
    expect(audit).toEqual([
      { action: 'privacy_request.create', object_label: `Deletion request #${id}` },
      { action: 'privacy_request.confirm', object_label: `Deletion request #${id}` },
    ]);

    // The client heard when it was received and when it was done, at the address the account had.
    const mails = (await t.drainMail()).filter((m) => m.to === DEMO_EMAIL);
    expect(mails.map((m) => m.subject)).toEqual(
      expect.arrayContaining(['We received your request to delete your account', 'Your Havila Gardens account was deleted']),
    );
    const done = mails.find((m) => m.subject === 'Your Havila Gardens account was deleted')!;
    for (const k of KEPT_AFTER_DELETION) expect(done.text).toContain(k.what);

    // The admin's list names whom the kept books were issued to (kept_name), and no address: the account has none.
    const after = (await t.api.get(`${ADMIN}?status=COMPLETED`, { token: admin })).json().results.find((r: { id: number }) => r.id === id);
    expect(after).toMatchObject({ status: 'COMPLETED', client_email: '' });
    expect(after.client_name).not.toMatch(/^Deleted client /);

    // The same address can sign up again.
    const again = await t.api.post('/api/users/register/', {
      first_name: 'Liza',
      last_name: 'Again',
      email: DEMO_EMAIL,
      password: strongPassword,
      confirm_password: strongPassword,
    });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().user.id).not.toBe(demo.id);
  });
});
