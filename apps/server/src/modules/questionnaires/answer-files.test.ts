import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_TEXT as T } from '@venue/shared/booking/steps';
import { venueDay } from '@venue/shared/dates';
import { ANSWER_FILE_TEXT as A } from '@venue/shared/events/questionnaire.schema';
import { complete, daysAhead, fillWedding, flowOf, payWith, startBooking } from '../../../test/booking-helpers';
import { signIn } from '../../../test/staff-helpers';
import { accountWithRole, createTestApp, queryRows, registerClient, TINY_PNG, type TTestApp } from '../../../test/test-app';
import { DEMO_EMAIL, DEMO_PASSWORD, DEMO_STAFF, seedDemoData } from '../../seed/demo-data';
import { UPLOADS_AREA } from '../booking/uploads.service';
import { ANSWER_FILES_AREA } from './answer-files.service';

/**
 * A file question answered from the event's questionnaire tab (issue 39, point 7): POST
 * /api/questionnaires/responses/upload/ (multipart: event, field, file), then the saved answer's file, read back by
 * the event's client and by staff, nobody else.
 */
let t: TTestApp;
let client: string;
let other: string;
let staff: string;
let admin: string;
let eventId: number;
let fields: { id: number; name: string; type: string }[];
const fieldId = (type: string) => fields.find((f) => f.type === type)!.id;
const PDF = Buffer.from('%PDF-1.4\n% floor plan, tables 1 to 18\n');
const REQUIRED = () => [
  { field_id: fields.find((f) => f.name === 'Main contact person')!.id, value: 'Maria Santos' },
  { field_id: fields.find((f) => f.name === 'Contact phone on the day')!.id, value: '0917 123 4567' },
  { field_id: fields.find((f) => f.name === 'Expected number of guests')!.id, value: '150' },
];

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.transaction((tx) => seedDemoData(tx, venueDay(), t.app.ctx.storage));
  client = await signIn(t, DEMO_EMAIL, DEMO_PASSWORD);
  other = (await registerClient(t, 'answer-intruder@example.test')).tokens.access;
  staff = await signIn(t, DEMO_STAFF.email, DEMO_STAFF.password);
  admin = (await accountWithRole(t, 'admin', 'answer-admin@venue.test')).tokens.access;
  const events = (await t.api.get('/api/client/events/', { token: client })).json().results as { id: number; status: string }[];
  eventId = events.find((e) => e.status === 'CONFIRMED')!.id;
  fields = (await t.api.get('/api/questionnaires/questionnaires/active/', { token: client })).json()[0].fields;
});
afterAll(() => t.close());

const BOUNDARY = '----answer-file';
function multipart(parts: { name: string; value?: string; filename?: string; data?: Buffer }[]) {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"` : ''}`;
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n${p.filename ? 'Content-Type: application/octet-stream\r\n' : ''}\r\n`));
    chunks.push(p.data ?? Buffer.from(p.value ?? ''));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}
const upload = (fieldsAndFile: { event?: number | string; field?: number | string; filename?: string; data?: Buffer }, token: string | null = client) => {
  const parts = [
    ...(fieldsAndFile.event === undefined ? [] : [{ name: 'event', value: String(fieldsAndFile.event) }]),
    ...(fieldsAndFile.field === undefined ? [] : [{ name: 'field', value: String(fieldsAndFile.field) }]),
    ...(fieldsAndFile.filename === undefined ? [] : [{ name: 'file', filename: fieldsAndFile.filename, data: fieldsAndFile.data ?? PDF }]),
  ];
  return t.app.inject({
    method: 'POST',
    url: '/api/questionnaires/responses/upload/',
    payload: multipart(parts),
    // A guest passes the CSRF check (a cookie session's POST) so that what answers is the sign-in check.
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, ...(token ? { authorization: `Bearer ${token}` } : { 'x-csrftoken': 'c' }) },
    cookies: token ? {} : { csrftoken: 'c' },
  });
};
const uploadPdf = async (name = 'floor plan.pdf') => {
  const res = await upload({ event: eventId, field: fieldId('file'), filename: name });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { file_id: string; name: string; size: number; content_type: string; field: number };
};
const save = (responses: { field_id: number; value: string }[], token = client) =>
  t.api.post('/api/questionnaires/responses/save_event_responses/', { event_id: eventId, responses }, { token });
const responses = async (token = client) =>
  (await t.api.get('/api/questionnaires/responses/', { token, query: { event: String(eventId) } })).json() as {
    field: number;
    value: string;
    file?: { file_id: string; name: string; download_url: string };
  }[];
const rowsOf = () =>
  queryRows<{ file_id: string; storage_key: string }>(
    t,
    sql`select file_id, storage_key from event_answer_files where event_id = ${eventId} and field_id = ${fieldId('file')} order by id`,
  );
const stored = (key: string) => existsSync(join(t.config.dataDir, 'uploads', ANSWER_FILES_AREA, key));
const staffSheet = async (id = eventId) =>
  (
    (await t.api.get(`/api/staff/events/${id}/answers/`, { token: staff })).json() as {
      answers: { question: string; answer: string | null; file?: { download_url: string } }[];
    }[]
  ).flatMap((s) => s.answers);

describe('a file answer from the questionnaire tab', () => {
  it('is uploaded, saved as the answer, read back with its name, and downloaded by the client and by staff', async () => {
    const file = await uploadPdf();
    expect(file).toEqual({
      file_id: expect.stringMatching(/^ans_[0-9a-f]{32}$/),
      name: 'floor plan.pdf',
      size: PDF.length,
      content_type: 'application/pdf',
      field: fieldId('file'),
    });
    const [row] = await rowsOf();
    expect(row!.storage_key).toMatch(/^[A-Za-z0-9_-]{32}\.pdf$/);
    expect(stored(row!.storage_key)).toBe(true);
    // Not the answer until the questionnaire is saved, and not served meanwhile.
    expect((await responses()).find((r) => r.field === fieldId('file'))).toBeUndefined();
    expect((await t.api.get(`/api/questionnaires/responses/files/${file.file_id}/`, { token: client })).statusCode).toBe(404);

    const saved = await save([...REQUIRED(), { field_id: fieldId('file'), value: file.file_id }]);
    expect(saved.statusCode, saved.body).toBe(200);
    const answer = (await responses()).find((r) => r.field === fieldId('file'))!;
    expect(answer).toEqual({
      field: fieldId('file'),
      value: file.file_id,
      file: {
        file_id: file.file_id,
        name: 'floor plan.pdf',
        size: PDF.length,
        content_type: 'application/pdf',
        download_url: `/api/questionnaires/responses/files/${file.file_id}/`,
      },
    });
    const bytes = await t.api.get(answer.file!.download_url, { token: client });
    expect(bytes.statusCode).toBe(200);
    expect(bytes.rawPayload.equals(PDF)).toBe(true);
    expect(bytes.headers['content-type']).toBe('application/pdf');
    expect(bytes.headers['content-disposition']).toBe(`attachment; filename="floor plan.pdf"; filename*=UTF-8''floor%20plan.pdf`);

    // Staff read the file's name where the answer is, and download it through their own route.
    const staffAnswer = (await staffSheet()).find((a) => a.question === 'Floor plan or mood board')!;
    expect(staffAnswer).toMatchObject({ answer: 'floor plan.pdf', file: { download_url: `/api/staff/events/${eventId}/answer-files/${file.file_id}/` } });
    const staffBytes = await t.api.get(staffAnswer.file!.download_url, { token: staff });
    expect(staffBytes.statusCode).toBe(200);
    expect(staffBytes.rawPayload.equals(PDF)).toBe(true);
  });

  it('keeps the saved file and at most one waiting upload; a replaced or cleared answer takes its file with it', async () => {
    const first = (await responses()).find((r) => r.field === fieldId('file'))!.value;
    const waiting = await uploadPdf('draft.pdf');
    const next = await uploadPdf('final.pdf');
    // The earlier upload never saved is gone; the saved answer and the newest upload stay.
    expect((await rowsOf()).map((r) => r.file_id)).toEqual([first, next.file_id]);
    expect((await rowsOf()).map((r) => r.file_id)).not.toContain(waiting.file_id);

    const before = await rowsOf();
    expect((await save([...REQUIRED(), { field_id: fieldId('file'), value: next.file_id }])).statusCode).toBe(200);
    expect((await rowsOf()).map((r) => r.file_id)).toEqual([next.file_id]);
    expect(stored(before[0]!.storage_key)).toBe(false);
    expect((await t.api.get(`/api/questionnaires/responses/files/${first}/`, { token: client })).statusCode).toBe(404);

    // Saving the questionnaire again with the file it holds keeps it.
    expect((await save([...REQUIRED(), { field_id: fieldId('file'), value: next.file_id }])).statusCode).toBe(200);
    expect((await rowsOf()).map((r) => r.file_id)).toEqual([next.file_id]);

    // Cleared (an empty value), the answer and its file go.
    const kept = (await rowsOf())[0]!.storage_key;
    expect((await save([...REQUIRED(), { field_id: fieldId('file'), value: '' }])).statusCode).toBe(200);
    expect(await rowsOf()).toEqual([]);
    expect(stored(kept)).toBe(false);
    expect((await responses()).find((r) => r.field === fieldId('file'))).toBeUndefined();

    const again = await uploadPdf('floor plan.pdf');
    expect((await save([...REQUIRED(), { field_id: fieldId('file'), value: again.file_id }])).statusCode).toBe(200);
  });

  it('refuses as the answer a file that was not uploaded for this question of this event', async () => {
    const mine = await uploadPdf('mine.pdf');
    // A file of the same client's other event is not this event's.
    const events = (await t.api.get('/api/client/events/', { token: client })).json().results as { id: number; status: string }[];
    const elsewhere = events.find((e) => e.id !== eventId && e.status !== 'CANCELLED')!.id;
    const theirs = await upload({ event: elsewhere, field: fieldId('file'), filename: 'other.pdf' });
    expect(theirs.statusCode, theirs.body).toBe(201);
    for (const value of ['ans_00000000000000000000000000000000', theirs.json().file_id as string, 'floor plan.pdf']) {
      const res = await save([...REQUIRED(), { field_id: fieldId('file'), value }]);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        detail: `Floor plan or mood board: ${T.invalidFile}`,
        errors: { [`field_${fieldId('file')}`]: [`Floor plan or mood board: ${T.invalidFile}`] },
      });
    }
    expect((await rowsOf()).map((r) => r.file_id)).toContain(mine.file_id);
  });

  it.each([
    ['no event', { field: 'file', filename: 'a.pdf' }, 400, 'event', 'event is required'],
    ['no question', { event: 'mine', filename: 'a.pdf' }, 400, 'field', 'field is required'],
    ['a question of no questionnaire of the event', { event: 'mine', field: 999999, filename: 'a.pdf' }, 400, 'field', A.notOnEvent],
    ['a question that asks for no file', { event: 'mine', field: 'text', filename: 'a.pdf' }, 400, 'field', A.notAFileQuestion],
    ['no file', { event: 'mine', field: 'file' }, 400, 'file', T.invalidFile],
    ['an empty file', { event: 'mine', field: 'file', filename: 'a.pdf', data: Buffer.alloc(0) }, 400, 'file', T.invalidFile],
    [
      'a Word file',
      { event: 'mine', field: 'file', filename: 'plan.docx', data: Buffer.from('PK\u0003\u0004word') },
      400,
      'file',
      T.filesWrongType(['pdf', 'jpg', 'jpeg', 'png']),
    ],
    [
      'a picture named .pdf',
      { event: 'mine', field: 'file', filename: 'plan.pdf', data: TINY_PNG },
      400,
      'file',
      T.filesWrongType(['pdf', 'jpg', 'jpeg', 'png']),
    ],
    [
      'an 11 MB file',
      { event: 'mine', field: 'file', filename: 'big.pdf', data: Buffer.concat([PDF, Buffer.alloc(11 * 1024 * 1024)]) },
      413,
      'file',
      T.filesTooLarge(10),
    ],
  ])('refuses %s with the catalogue body, keeping nothing', async (_name, input, status, key, message) => {
    const before = await queryRows<{ n: number }>(t, sql`select count(*)::int as n from event_answer_files`);
    const { event, field } = input as { event?: string; field?: string | number };
    const res = await upload({ ...input, event: event === 'mine' ? eventId : event, field: field === 'file' || field === 'text' ? fieldId(field) : field });
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toMatchObject({ detail: message, errors: { [key]: [message] } });
    expect(await queryRows<{ n: number }>(t, sql`select count(*)::int as n from event_answer_files`)).toEqual(before);
  });

  it('refuses a body that is not multipart', async () => {
    const res = await t.api.post('/api/questionnaires/responses/upload/', { event: eventId }, { token: client });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(A.notMultipart);
  });
});

describe('who may upload and download a file answer', () => {
  it('upload: the event’s client 201; another client 404, keeping nothing; a guest 401; staff and admins 403', async () => {
    const count = async () => (await queryRows<{ n: number }>(t, sql`select count(*)::int as n from event_answer_files`))[0]!.n;
    const before = await count();
    const input = { event: eventId, field: fieldId('file'), filename: 'x.pdf' };
    expect((await upload(input, other)).statusCode).toBe(404);
    expect(await count()).toBe(before);
    expect((await upload(input, null)).statusCode).toBe(401);
    expect((await upload(input, staff)).statusCode).toBe(403);
    expect((await upload(input, admin)).statusCode).toBe(403);
    expect((await upload(input, client)).statusCode).toBe(201);
  });

  it('download: the client’s route serves the event’s client only; the staff route serves staff, for the file’s own event', async () => {
    const answer = (await responses()).find((r) => r.field === fieldId('file'))!;
    const clientUrl = answer.file!.download_url;
    const staffUrl = (id: number) => `/api/staff/events/${id}/answer-files/${answer.value}/`;
    expect((await t.api.get(clientUrl, { token: client })).statusCode).toBe(200);
    expect((await t.api.get(clientUrl, { token: other })).statusCode).toBe(404);
    expect((await t.api.get(clientUrl)).statusCode).toBe(401);
    expect((await t.api.get(clientUrl, { token: staff })).statusCode).toBe(403);
    expect((await t.api.get(staffUrl(eventId), { token: staff })).statusCode).toBe(200);
    expect((await t.api.get(staffUrl(eventId), { token: admin })).statusCode).toBe(200);
    expect((await t.api.get(staffUrl(eventId + 1), { token: staff })).statusCode).toBe(404);
    expect((await t.api.get(staffUrl(eventId), { token: client })).statusCode).toBe(403);
    expect((await t.api.get(staffUrl(eventId))).statusCode).toBe(401);
    // Another client's answers and saves of this event are not found either.
    expect((await t.api.get('/api/questionnaires/responses/', { token: other, query: { event: String(eventId) } })).statusCode).toBe(404);
    const missing = await t.api.get('/api/questionnaires/responses/files/ans_00000000000000000000000000000000/', { token: client });
    expect(missing.json()).toMatchObject({ detail: A.notFound });
  });
});

describe("a booking's file answer", () => {
  it('reads as the file it names on the event, for the client and staff, and downloads', async () => {
    const wedding = await flowOf(t);
    const ip = '10.71.0.1';
    const session = await startBooking(t, wedding, ip);
    await fillWedding(t, wedding, session, { day: daysAhead(230), email: 'booked-file@example.test', createAccount: true }, ip);
    await payWith(t, wedding, session, undefined, {}, ip);
    const done = await complete(t, session, 'payment', { ip });
    expect(done.statusCode, done.body).toBe(200);
    const booked = done.json().event_id as number;
    const token = await signIn(t, 'booked-file@example.test', 'sampaguita2026');

    // A file question the wizard asked and the file it took (as uploads.service.ts keeps it), saved as the answer.
    const key = await t.app.ctx.storage.put(UPLOADS_AREA, 'png', TINY_PNG);
    await t.database.db.execute(sql`with q as (select id from questionnaires where name = 'Wedding details'),
      f as (insert into questionnaire_fields (questionnaire_id, name, type, sort_order) select id, 'Mood board', 'file', 60 from q returning id),
      s as (select id from booking_sessions where session_id = ${session}),
      u as (insert into booking_uploads (file_id, session_id, questionnaire_id, field_id, storage_key, name, size, content_type)
            select 'upl_booked', s.id, q.id, f.id, ${key}, 'mood board.png', ${TINY_PNG.length}, 'image/png' from s, q, f)
      insert into questionnaire_responses (event_id, field_id, value) select ${booked}, f.id, 'upl_booked' from f`);

    const answers = (await t.api.get('/api/questionnaires/responses/', { token, query: { event: String(booked) } })).json() as {
      file?: { name: string; download_url: string };
    }[];
    const file = answers.find((a) => a.file)!.file!;
    expect(file.name).toBe('mood board.png');
    expect((await t.api.get(file.download_url, { token })).rawPayload.equals(TINY_PNG)).toBe(true);
    expect((await t.api.get(file.download_url, { token: client })).statusCode).toBe(404);
    const staffAnswer = (await staffSheet(booked)).find((a) => a.question === 'Mood board')!;
    expect(staffAnswer.answer).toBe('mood board.png');
    expect((await t.api.get(staffAnswer.file!.download_url, { token: staff })).statusCode).toBe(200);
  });
});
