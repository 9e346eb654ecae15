import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { venueDay } from '@venue/shared/dates';
import { createTestApp, queryRows, type TTestApp } from '../../../test/test-app';
import type { TMail } from '../../lib/mailer';
import { PermanentDeliveryError } from '../../lib/delivery-error';
import { DEMO_ADMIN, DEMO_STAFF, seedDemoData } from '../../seed/demo-data';
import { UPLOADS_AREA } from '../booking/uploads.service';

/**
 * A deletion forgets one person and nobody else. The demo's Jose Cruz (jose.cruz@example.test, 0918 111 2222) is
 * forgotten; around him are a client whose name and address contain his ("Mariajose Cruz",
 * mariajose.cruz@example.test, a payment reference holding his number's digits) and the staff member Lorenzo Dela
 * Cruz, who shares his surname and acted on his event. And the farewell e-mail bounces.
 */
let t: TTestApp;
/** The farewell's subject names the venue (issue 39). */
const FAREWELL = /^Your .+ account was deleted$/;
const mails: TMail[] = [];
/** Whatever names the other client: her rows must read the same after the deletion. */
const HERS = 'mariajose|5509181112222017';
const HER_TABLES = [
  'users',
  'events',
  'event_timeline',
  'event_notes',
  'message_threads',
  'messages',
  'notifications',
  'outbox_messages',
  'audit_log',
  'booking_sessions',
];
let ids: { jose: number; other: number; staff: number; joseEvent: number; otherEvent: number };
let uploads: { jose: string; other: string };

const run = (query: SQL) => t.database.db.execute(query);
const idOf = async (query: SQL) => (await queryRows<{ id: number }>(t, query))[0]!.id;
const login = async (email: string, password: string) => (await t.api.post('/api/users/login/', { email, password })).json().tokens.access as string;
async function hers(): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const table of HER_TABLES)
    out[table] = (await queryRows<{ row: string }>(t, sql`select x::text as row from ${sql.identifier(table)} x where x::text ~* ${HERS} order by x.id`)).map(
      (r) => r.row,
    );
  return out;
}

beforeAll(async () => {
  t = await createTestApp({
    mailer: {
      describe: 'bouncing farewells',
      send: async (m) => {
        if (FAREWELL.test(m.subject)) throw new PermanentDeliveryError(`550 5.1.1 <${m.to}>: Recipient address rejected: user unknown`);
        mails.push(m);
        return `memory:${m.id}`;
      },
    },
  });
  await t.database.db.transaction((tx) => seedDemoData(tx, venueDay(), t.app.ctx.storage));
  const jose = await idOf(sql`select id from users where email = 'jose.cruz@example.test'`);
  const other = await idOf(sql`select id from users where email = 'ana.reyes@example.test'`);
  const staff = await idOf(sql`select id from users where email = ${DEMO_STAFF.email}`);
  await run(sql`update users set phone = '+639181112222' where id = ${jose}`);
  await run(sql`update users set first_name = 'Mariajose', last_name = 'Cruz', email = 'mariajose.cruz@example.test' where id = ${other}`);
  const joseEvent = await idOf(sql`select id from events where client_id = ${jose} order by id limit 1`);
  const otherEvent = await idOf(sql`select id from events where client_id = ${other} order by id limit 1`);
  await run(sql`update events set name = 'Mariajose Cruz Debut' where id = ${otherEvent}`);
  ids = { jose, other, staff, joseEvent, otherEvent };

  // Hers: a conversation (staff are notified and copied), mail, timeline, a note, a notification, an audit entry.
  const token = await login('mariajose.cruz@example.test', 'AnaClient#2026');
  const thread = await t.api.post(
    '/api/messages/threads/',
    { subject: 'From Mariajose Cruz', body: 'Mariajose Cruz here (mariajose.cruz@example.test), I paid: GCash ref 5509181112222017.' },
    { token },
  );
  expect(thread.statusCode, thread.body).toBe(201);
  await run(sql`insert into outbox_messages (to_address, subject, text_body, html_body, status, client_id)
    values ('mariajose.cruz@example.test', 'Your booking, Mariajose Cruz', 'Dear Mariajose Cruz, we received ref 5509181112222017.', '<p>Dear Mariajose Cruz</p>', 'SENT', ${other})`);
  await run(sql`insert into event_timeline (event_id, action_type, description, actor_name, actor_user_id)
    values (${otherEvent}, 'payment', 'Mariajose Cruz paid by GCash, ref 5509181112222017', 'Mariajose Cruz', ${other})`);
  await run(sql`insert into event_notes (event_id, content, created_by_name, created_by_user_id)
    values (${otherEvent}, 'Mariajose Cruz prefers mariajose.cruz@example.test', ${'Lorenzo Dela Cruz'}, ${staff})`);
  await run(sql`insert into notifications (user_id, type, title, body, link)
    values (${staff}, 'event', 'Mariajose Cruz paid', 'mariajose.cruz@example.test', ${`/events/${otherEvent}`})`);
  await run(sql`insert into audit_log (actor_user_id, actor_name, actor_role, action, object_type, object_id, object_label, before, after)
    values (${staff}, 'Lorenzo Dela Cruz', 'staff', 'user.update', 'user', ${String(other)}, 'Mariajose Cruz',
            '{"email": "ana.reyes@example.test"}'::jsonb, '{"email": "mariajose.cruz@example.test"}'::jsonb)`);

  // Lorenzo Dela Cruz (staff) on Jose's event; and Jose himself, named by his first name alone.
  await run(sql`insert into event_timeline (event_id, action_type, description, actor_name, actor_user_id)
    values (${joseEvent}, 'status', 'Event confirmed', 'Lorenzo Dela Cruz', ${staff}), (${joseEvent}, 'note', 'Changed the date', 'Jose', ${jose})`);
  await run(sql`insert into event_notes (event_id, content, created_by_name, created_by_user_id)
    values (${joseEvent}, 'Jose Cruz asked for more chairs', 'Lorenzo Dela Cruz', ${staff})`);
  await run(sql`insert into audit_log (actor_user_id, actor_name, actor_role, action, object_type, object_id, object_label, before, after)
    values (${staff}, 'Lorenzo Dela Cruz', 'staff', 'event.update', 'event', ${String(joseEvent)}, 'Cruz Holdings Summit',
            '{"status": "DRAFT"}'::jsonb, '{"status": "CONFIRMED"}'::jsonb)`);

  // Two guests' booking sessions, each with an upload: his address, and hers that contains his.
  const [contact] = await queryRows<{ step: number; flow: number }>(
    t,
    sql`select id as step, flow_id as flow from booking_steps where step_type = 'contact_info' order by id limit 1`,
  );
  const questionnaire = await idOf(sql`select id from questionnaires order by id limit 1`);
  uploads = { jose: '', other: '' };
  for (const [who, name, email] of [
    ['jose', 'Jose Cruz', 'Jose.Cruz@example.test'],
    ['other', 'Mariajose Cruz', 'mariajose.cruz@example.test'],
  ] as const) {
    const data = { [String(contact!.step)]: { full_name: name, email, phone: '' } };
    const session = await idOf(
      sql`insert into booking_sessions (session_id, flow_id, booking_data, expires_at, max_expires_at)
        values (${`forget-${who}`}, ${contact!.flow}, ${JSON.stringify(data)}::jsonb, now() + interval '1 hour', now() + interval '6 hours') returning id`,
    );
    uploads[who] = await t.app.ctx.storage.put(UPLOADS_AREA, 'pdf', Buffer.from(`%PDF- ${name}`));
    await run(sql`insert into booking_uploads (file_id, session_id, questionnaire_id, storage_key, name, size, content_type)
      values (${`file-${who}`}, ${session}, ${questionnaire}, ${uploads[who]}, 'guest-list.pdf', 10, 'application/pdf')`);
  }
  await t.drainMail();
});
afterAll(() => t.close());

describe('a confirmed deletion forgets only that person', () => {
  let before: Record<string, string[]>;

  it('confirms Jose Cruz’s deletion, and the farewell to his address bounces', async () => {
    before = await hers();
    for (const table of ['users', 'events', 'event_timeline', 'event_notes', 'messages', 'outbox_messages', 'notifications', 'audit_log', 'booking_sessions'])
      expect(before[table]!.length, `${table} holds her rows`).toBeGreaterThan(0);
    const token = await login('jose.cruz@example.test', 'JoseClient#2026');
    const id = (await t.api.post('/api/client/privacy/deletion-request/', { reason: 'Forget me' }, { token })).json().id;
    const admin = await login(DEMO_ADMIN.email, DEMO_ADMIN.password);
    const confirmed = await t.api.post(`/api/admin/privacy-requests/${id}/confirm/`, undefined, { token: admin });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    await t.drainMail();
    expect(mails.some((m) => FAREWELL.test(m.subject))).toBe(false);
  });

  it('leaves a client whose name, address and payment reference contain his exactly as she was', async () => {
    expect(await hers()).toEqual(before);
    const file = await t.app.ctx.storage.open(UPLOADS_AREA, uploads.other);
    expect(file).not.toBeNull();
    file?.destroy();
  });

  it('clears his booking session and upload, found by his contact address exactly', async () => {
    const [session] = await queryRows<{ data: unknown }>(t, sql`select booking_data as data from booking_sessions where session_id = 'forget-jose'`);
    expect(session!.data).toEqual({});
    expect(await queryRows(t, sql`select id from booking_uploads where file_id = 'file-jose'`)).toEqual([]);
    expect(await t.app.ctx.storage.open(UPLOADS_AREA, uploads.jose)).toBeNull();
  });

  it('keeps the name of a staff member who shares his surname on his event’s timeline, notes and audit log', async () => {
    const { staff, jose, joseEvent } = ids;
    const names = async (query: SQL) => (await queryRows<{ name: string }>(t, query)).map((r) => r.name);
    expect(await names(sql`select actor_name as name from event_timeline where event_id = ${joseEvent} and actor_user_id = ${staff}`)).toEqual([
      'Lorenzo Dela Cruz',
    ]);
    expect(await names(sql`select created_by_name as name from event_notes where event_id = ${joseEvent} and created_by_user_id = ${staff}`)).toEqual([
      'Lorenzo Dela Cruz',
    ]);
    expect(
      await names(sql`select actor_name as name from audit_log where object_type = 'event' and object_id = ${String(joseEvent)} and actor_user_id = ${staff}`),
    ).toEqual(['Lorenzo Dela Cruz']);
    // Where he acted, his first name alone goes too.
    expect(await names(sql`select actor_name as name from event_timeline where event_id = ${joseEvent} and actor_user_id = ${jose}`)).toEqual([
      expect.stringMatching(/^Deleted client /),
    ]);
  });

  it('keeps no address in the bounced farewell’s record', async () => {
    const rows = await queryRows<{ status: string; to_address: string; last_error: string | null; attachments: unknown }>(
      t,
      sql`select status, to_address, last_error, attachments from outbox_messages where template_name = 'privacy_deletion_completed'`,
    );
    expect(rows).toEqual([{ status: 'BOUNCED', to_address: 'deleted@deleted.invalid', last_error: null, attachments: null }]);
    const left = await queryRows(t, sql`select id from outbox_messages x where x::text ~* '(^|[^[:alnum:]._%+-])jose[.]cruz@example[.]test'`);
    expect(left).toEqual([]);
  });
});
