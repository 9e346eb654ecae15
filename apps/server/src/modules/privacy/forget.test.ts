import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { venueDay } from '@venue/shared/dates';
import { dumpCounts, dumpHits, fileHits, tableCounts, tableHits, type TSearchTerm } from '../../../test/forget-search';
import { accountWithRole, createTestApp, fileUpload, queryRows, TINY_PNG, type TTestApp } from '../../../test/test-app';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemoData } from '../../seed/demo-data';
import { pdfPages } from '../../lib/pdf/pdf-text';
import { SEALED_PDF_AREA } from '../contracts/sealed-pdf';
import { ANSWER_FILES_AREA } from '../questionnaires/answer-files.service';
import { KEPT_BOOK_COLUMNS } from './personal-data';

/**
 * Forget completely (issue 38, point 5): after an admin confirms the demo client's deletion, her name (whole,
 * or first or last alone), e-mail and phone are searched in every text and JSON column of every table
 * (information_schema, so a new table is searched too), in every file under the data folder and, on
 * PostgreSQL, in a full pg_dump. Hits are allowed only in the kept books (personal-data.ts `kept`).
 */
let t: TTestApp;
let demo: { id: number; token: string };
let admin: string;
/** What the installation holds before any person: its own example texts (a template's "Santos Wedding"). */
let baseline: { tables: Map<string, number>; dump: Map<string, number> };
/** Her signed contracts the demo data never sealed (as if signed before sealing existed), with their event's name then. */
let unsealed: { id: number; event: string }[];
const BOUNDARY = '----forget-test';

// The demo client is Maria Santos (Santos Design Studio, +639171234567); nobody else in the demo data is a Maria or a Santos.
const re = (s: string) => new RegExp(s, 'iu');
const TERMS: TSearchTerm[] = [
  { label: 'full name', sql: 'maria\\s+santos', js: re('maria\\s+santos') },
  { label: 'first name', sql: '\\mmaria\\M', js: re('(?<![\\p{L}])maria(?![\\p{L}])') },
  { label: 'last name', sql: '\\msantos\\M', js: re('(?<![\\p{L}])santos(?![\\p{L}])') },
  { label: 'e-mail', sql: 'demo@venue\\.test', js: re('demo@venue\\.test') },
  { label: 'phone', sql: '917[-. ()]*123[-. ()]*4567', js: re('917[-. ()]*123[-. ()]*4567') },
];

const count = async (query: ReturnType<typeof sql>) => (await queryRows<{ n: number }>(t, query))[0]!.n;
const own = (table: string) => sql`select count(*)::int as n from ${sql.raw(table)} where event_id in (select id from events where client_id = ${demo.id})`;

function multipart(fields: Record<string, string>, file: { filename: string; data: Buffer }) {
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  chunks.push(
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    file.data,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  );
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, authorization: `Bearer ${demo.token}` } };
}

beforeAll(async () => {
  t = await createTestApp();
  const url = (t.database as { url?: string }).url;
  baseline = { tables: await tableCounts(t.database.db, TERMS), dump: url ? dumpCounts(url, TERMS) : new Map() };
  await t.database.db.transaction((tx) => seedDemoData(tx, venueDay(), t.app.ctx.storage));
  const login = (await t.api.post('/api/users/login/', { email: DEMO_EMAIL, password: DEMO_PASSWORD })).json();
  demo = { id: login.user.id, token: login.tokens.access };
  admin = (await accountWithRole(t, 'admin', 'forget-admin@venue.test')).tokens.access;
  unsealed = await queryRows(
    t,
    sql`select c.id, e.name as event from contracts c join events e on e.id = c.event_id
        where e.client_id = ${demo.id} and c.status = 'SIGNED' and c.sealed_pdf_key is null order by c.id`,
  );
});
afterAll(() => t.close());

describe('a confirmed deletion', () => {
  // Every table, file and a full dump searched: about 7 s quiet, past 20 s when the cores are shared (a timeout catches a hang).
  it('leaves the person in no table, no file and no dump, outside the kept books; the books remain', async () => {
    // Something of every kind: a photo, a document naming her, a message (staff are told "Maria Santos wrote in"),
    // a guest contact message, failed sign-ins (rate-limit keys), an audit entry naming her.
    const photo = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/avatar/',
      ...fileUpload(demo.token, { field: 'avatar', filename: 'me.png', data: TINY_PNG }),
    });
    expect(photo.statusCode, photo.body).toBe(200);
    const [wedding] = await queryRows<{ id: number }>(t, sql`select id from events where client_id = ${demo.id} order by id limit 1`);
    const doc = await t.app.inject({
      method: 'POST',
      url: `/api/client/events/${wedding!.id}/upload_file/`,
      ...multipart(
        { name: 'Guest list of Maria Santos', category: 'PLANNING' },
        { filename: 'maria-santos.txt', data: Buffer.from('Maria Santos, 0917 123 4567, demo@venue.test\n') },
      ),
    });
    expect(doc.statusCode, doc.body).toBe(201);
    const docKey = (await queryRows<{ file_key: string }>(t, sql`select file_key from event_documents where id = ${doc.json().id}`))[0]!.file_key;
    // A file given as a questionnaire answer on the portal's questionnaire tab, saved as the answer.
    const questions = (await t.api.get('/api/questionnaires/questionnaires/active/', { token: demo.token })).json()[0].fields as {
      id: number;
      name: string;
      type: string;
    }[];
    const question = (name: string) => questions.find((q) => q.name === name)!.id;
    const answerFile = await t.app.inject({
      method: 'POST',
      url: '/api/questionnaires/responses/upload/',
      ...multipart(
        { event: String(wedding!.id), field: String(question('Floor plan or mood board')) },
        { filename: 'maria-santos-floor-plan.pdf', data: Buffer.from('%PDF-1.4\n% Floor plan of Maria Santos, 0917 123 4567\n') },
      ),
    });
    expect(answerFile.statusCode, answerFile.body).toBe(201);
    const answered = await t.api.post(
      '/api/questionnaires/responses/save_event_responses/',
      {
        event_id: wedding!.id,
        responses: [
          { field_id: question('Main contact person'), value: 'Maria Santos' },
          { field_id: question('Contact phone on the day'), value: '0917 123 4567' },
          { field_id: question('Expected number of guests'), value: '120' },
          { field_id: question('Floor plan or mood board'), value: answerFile.json().file_id },
        ],
      },
      { token: demo.token },
    );
    expect(answered.statusCode, answered.body).toBe(200);
    const answerKey = (
      await queryRows<{ storage_key: string }>(t, sql`select storage_key from event_answer_files where file_id = ${answerFile.json().file_id}`)
    )[0]!.storage_key;
    const thread = await t.api.post(
      '/api/messages/threads/',
      { subject: 'Call me', body: 'This is Maria, my number is 0917 123 4567.' },
      { token: demo.token },
    );
    expect(thread.statusCode, thread.body).toBe(201);
    const contact = { name: 'Maria Santos', email: DEMO_EMAIL, phone: '09171234567', subject: 'Hello', message: 'From Maria Santos' };
    expect((await t.api.post('/api/site/contact/', contact)).statusCode).toBe(201);
    await t.api.post('/api/users/login/', { email: DEMO_EMAIL, password: 'wrong password' });
    await t.database.db.execute(
      sql`insert into audit_log (actor_name, actor_role, action, object_type, object_id, object_label, before, after)
          values ('Lorenzo Dela Cruz', 'staff', 'user.update', 'user', ${String(demo.id)}, 'Maria Santos',
                  ${JSON.stringify({ phone: '+639171234567' })}::jsonb, ${JSON.stringify({ phone: '0917 123 4567', email: DEMO_EMAIL })}::jsonb)`,
    );
    await t.drainMail();
    // The searches find her before (so their silence after means something).
    expect((await tableHits(t.database.db, TERMS, baseline.tables)).length).toBeGreaterThan(10);
    expect(fileHits(t.config.dataDir, TERMS, () => false).length).toBeGreaterThan(0);

    const books = {
      invoices: await count(own('invoices')),
      payments: await count(own('payments')),
      signed: await count(
        sql`select count(*)::int as n from contracts where fully_signed_at is not null and event_id in (select id from events where client_id = ${demo.id})`,
      ),
    };
    expect(books.invoices).toBeGreaterThan(0);
    expect(books.signed).toBeGreaterThan(0);

    const id = (await t.api.post('/api/client/privacy/deletion-request/', { reason: 'Please forget me, Maria Santos' }, { token: demo.token })).json().id;
    const confirmed = await t.api.post(`/api/admin/privacy-requests/${id}/confirm/`, undefined, { token: admin });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    // The farewell e-mail goes to the old address, and its record forgets it once sent.
    const mails = await t.drainMail();
    expect(mails.some((m) => m.to === DEMO_EMAIL && /^Your .+ account was deleted$/.test(m.subject))).toBe(true);

    const kept = new Set(KEPT_BOOK_COLUMNS);
    const outside = (hits: string[]) => hits.filter((h) => !kept.has(h.split(' ')[0]!));
    expect(outside(await tableHits(t.database.db, TERMS, baseline.tables)), 'columns still naming the person').toEqual([]);

    // Files: nothing left but the books' own files (the venue's proofs of payment and scanned contracts).
    // A kept file is one a remaining document or a kept book's column names (a signed contract's sealed PDF).
    const keptFiles = new Set((await queryRows<{ file_key: string }>(t, sql`select file_key from event_documents`)).map((r) => r.file_key));
    for (const column of KEPT_BOOK_COLUMNS) {
      const [table, name] = column.split('.') as [string, string];
      const values = await queryRows<{ v: string }>(
        t,
        sql`select ${sql.identifier(name)}::text as v from ${sql.identifier(table)} where ${sql.identifier(name)}::text ~ '^[A-Za-z0-9_-]+[.][a-z0-9]+$'`,
      );
      for (const { v } of values) keptFiles.add(v);
    }
    expect(
      fileHits(t.config.dataDir, TERMS, (path) => keptFiles.has(path.split('/').pop()!)),
      'files still naming the person',
    ).toEqual([]);
    expect(existsSync(join(t.config.dataDir, 'uploads', 'documents', docKey))).toBe(false);
    expect(existsSync(join(t.config.dataDir, 'uploads', ANSWER_FILES_AREA, answerKey))).toBe(false);
    expect(await count(own('event_answer_files'))).toBe(0);
    expect(await count(sql`select count(*)::int as n from users where avatar_key is not null and id = ${demo.id}`)).toBe(0);

    const url = (t.database as { url?: string }).url;
    if (url) expect(outside(dumpHits(url, TERMS, baseline.dump)), 'pg_dump lines still naming the person').toEqual([]);

    // The books remain, and the signed contract still names her as signed.
    expect(await count(own('invoices'))).toBe(books.invoices);
    expect(await count(own('payments'))).toBe(books.payments);
    expect(
      await count(
        sql`select count(*)::int as n from contracts where fully_signed_at is not null and event_id in (select id from events where client_id = ${demo.id})`,
      ),
    ).toBe(books.signed);
    expect(await count(sql`select count(*)::int as n from contract_signatures where signer_name ilike 'Maria Santos'`)).toBeGreaterThan(0);
    expect(await count(sql`select count(*)::int as n from privacy_requests where kept_name = 'Maria Santos'`)).toBe(1);
  }, 60_000);

  it('sealed her signed contracts before forgetting her: the sealed PDF names her and her event as signed', async () => {
    expect(unsealed.length).toBeGreaterThan(0);
    for (const c of unsealed) {
      const [row] = await queryRows<{ key: string | null; event: string }>(
        t,
        sql`select c.sealed_pdf_key as key, e.name as event from contracts c join events e on e.id = c.event_id where c.id = ${c.id}`,
      );
      expect(row!.key, `contract ${c.id} sealed`).not.toBeNull();
      // The event's name now is the placeholder's; the sealed file still shows it as it was signed.
      expect(row!.event).not.toBe(c.event);
      const stream = (await t.app.ctx.storage.open(SEALED_PDF_AREA, row!.key!))!;
      const text = pdfPages(Buffer.concat((await stream.toArray()) as Buffer[])).join('\n');
      expect(text).toContain('Maria Santos');
      expect(text).toContain(c.event);
    }
  });

  it('keeps the audit log append-only outside an anonymisation', async () => {
    await expect(t.database.db.execute(sql`update audit_log set actor_name = 'x'`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from audit_log`)).rejects.toThrow();
  });
});
