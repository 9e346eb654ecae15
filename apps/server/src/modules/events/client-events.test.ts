import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, venueDay } from '@venue/shared/dates';
import type { TClientEvent } from '@venue/shared/events/event.schema';
import { createTestApp, queryRows, registerClient, type TTestApp } from '../../../test/test-app';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemoData } from '../../seed/demo-data';

let t: TTestApp;
let token: string;
let other: string;
const today = venueDay();
type TEvent = { id: number; name: string; status: string; start_date: string };
let events: TEvent[];
const byStatus = (s: string) => events.find((e) => e.status === s && e.name !== 'Santos Family Reunion')!;

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.transaction((tx) => seedDemoData(tx, today, t.app.ctx.storage));
  token = (await t.api.post('/api/users/login/', { email: DEMO_EMAIL, password: DEMO_PASSWORD })).json().tokens.access;
  other = (await registerClient(t, 'intruder@example.test')).tokens.access;
  events = (await t.api.get('/api/client/events/', { token })).json().results;
});
afterAll(() => t.close());

function multipart(parts: { name: string; value?: string; filename?: string; data?: Buffer }[]) {
  const boundary = '----venue-upload';
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"` : ''}`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.filename ? 'Content-Type: application/octet-stream\r\n' : ''}\r\n`));
    chunks.push(p.data ?? Buffer.from(p.value ?? ''));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const upload = (eventId: number, parts: Parameters<typeof multipart>[0], as = token) =>
  t.app.inject({
    method: 'POST',
    url: `/api/client/events/${eventId}/upload_file/`,
    ...multipart(parts),
    headers: { ...multipart(parts).headers, authorization: `Bearer ${as}` },
  });

describe('event list', () => {
  it('pages the client own events with derived fields', async () => {
    const res = await t.api.get('/api/client/events/', { token });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ count: 6, next: null, previous: null });
    const wedding = body.results.find((e: TEvent) => e.name === 'Maria & Paolo Wedding');
    expect(wedding).toMatchObject({
      event_type_name: 'Wedding',
      status: 'CONFIRMED',
      payment_status: 'PARTIAL',
      total_price: '397264.00',
      days_until_event: 45,
      tasks_count: 8,
      completed_tasks_count: 2,
      current_stage_name: 'Final Planning',
    });
    expect(JSON.stringify(body)).not.toContain('Reyes');
  });

  it('answers each event as its detail does, in JSON written as JSON.stringify writes it', async () => {
    const res = await t.api.get('/api/client/events/', { token });
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.body).toBe(JSON.stringify(res.json()));
    const listed: TClientEvent[] = res.json().results;
    expect(listed.some((e) => e.has_contracts)).toBe(true);
    for (const e of listed) {
      const detail = (await t.api.get(`/api/client/events/${e.id}/`, { token })).json();
      expect(Object.fromEntries(Object.keys(e).map((k) => [k, detail[k]]))).toEqual(e);
    }
  });

  it('filters by status and upcoming_only, and pages', async () => {
    const completed = (await t.api.get('/api/client/events/', { token, query: { status: 'COMPLETED' } })).json();
    expect(completed.count).toBe(2);
    const upcoming = (await t.api.get('/api/client/events/', { token, query: { upcoming_only: 'true' } })).json();
    expect(upcoming.results.every((e: TEvent) => e.start_date >= today)).toBe(true);
    const page = (await t.api.get('/api/client/events/', { token, query: { page: '2', page_size: '2' } })).json();
    expect(page.results).toHaveLength(2);
    expect(page.next).toBe('/api/client/events/?page=3&page_size=2');
    expect(page.previous).toBe('/api/client/events/?page=1&page_size=2');
    const bad = await t.api.get('/api/client/events/', { token, query: { status: 'PARTY' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe('Choose a valid event status');
  });
});

describe('event detail and tabs', () => {
  it('answers the detail with its derived fields', async () => {
    const res = await t.api.get(`/api/client/events/${byStatus('CONFIRMED').id}/`, { token });
    expect(res.statusCode).toBe(200);
    const d = res.json();
    expect(d).toMatchObject({ accessible_documents_count: 2, notes_count: 2, has_notes: true, preferences: { special_requests: '' } });
    // A fully signed contract and a pending amendment: the pending one ranks higher.
    expect(d).toMatchObject({ has_contracts: true, contracts_count: 2, contract_status: 'SENT', contract_expiry_days: 2, pending_signature_required: true });
    expect(d.upcoming_tasks.length).toBeLessThanOrEqual(5);
    expect(d.recent_updates[0]).toMatchObject({ type: 'stage_changed' });
  });

  it('lists tasks, notes, documents and the timeline', async () => {
    const id = byStatus('CONFIRMED').id;
    expect((await t.api.get(`/api/client/events/${id}/tasks/`, { token })).json()).toHaveLength(8);
    expect((await t.api.get(`/api/client/events/${id}/notes/`, { token })).json()[0]).toMatchObject({ created_by: expect.stringContaining('Grace') });
    const docs = (await t.api.get(`/api/client/events/${id}/documents/`, { token })).json();
    expect(docs.map((d: { name: string }) => d.name).sort()).toEqual(['Program of the Day', 'Venue Guidelines']);
    expect((await t.api.get(`/api/client/events/${id}/timeline/`, { token })).json().length).toBeGreaterThanOrEqual(4);
  });

  it('saves preferences and writes the timeline', async () => {
    const id = byStatus('CONFIRMED').id;
    const res = await t.api.patch(
      `/api/client/events/${id}/update_preferences/`,
      {
        preferences: {
          special_requests: 'String quartet at the ceremony',
          dietary_restrictions: 'No pork for 12 guests',
          communication_preferences: 'Viber, evenings',
        },
      },
      { token },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().preferences.special_requests).toBe('String quartet at the ceremony');
    const timeline = (await t.api.get(`/api/client/events/${id}/timeline/`, { token })).json();
    expect(timeline[0]).toMatchObject({ action_type: 'preferences_updated', actor_name: 'Maria Santos' });
  });
});

describe('tasks', () => {
  const tasksOf = async (id: number) =>
    (await t.api.get(`/api/client/events/${id}/tasks/`, { token })).json() as { id: number; title: string; can_update: boolean; completion_notes: string }[];

  it('moves an updatable task and keeps its notes', async () => {
    const id = byStatus('CONFIRMED').id;
    const task = (await tasksOf(id)).find((x) => x.title === 'Confirm final guest count')!;
    const res = await t.api.patch(
      `/api/client/events/${id}/tasks/${task.id}/`,
      { status: 'IN_PROGRESS', completion_notes: 'Waiting for two RSVPs' },
      { token },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'IN_PROGRESS', completion_notes: 'Waiting for two RSVPs', completed_at: null });
    const done = await t.api.patch(`/api/client/events/${id}/tasks/${task.id}/`, { status: 'COMPLETED' }, { token });
    expect(done.json()).toMatchObject({ status: 'COMPLETED', completion_notes: 'Waiting for two RSVPs', completed_at: expect.any(String) });
    const timeline = (await t.api.get(`/api/client/events/${id}/timeline/`, { token })).json();
    expect(timeline[0]).toMatchObject({ action_type: 'task_completed', description: 'Task "Confirm final guest count" marked completed' });
  });

  it('refuses tasks the venue keeps, and other statuses', async () => {
    const id = byStatus('CONFIRMED').id;
    const locked = (await tasksOf(id)).find((x) => !x.can_update)!;
    const res = await t.api.patch(`/api/client/events/${id}/tasks/${locked.id}/`, { status: 'COMPLETED' }, { token });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: 'This task cannot be updated by the client.', code: 'forbidden' });
    const open = (await tasksOf(id)).find((x) => x.can_update)!;
    const bad = await t.api.patch(`/api/client/events/${id}/tasks/${open.id}/`, { status: 'CANCELLED' }, { token });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe('Status must be In Progress or Completed');
    expect((await t.api.patch(`/api/client/events/${id}/tasks/999999/`, { status: 'COMPLETED' }, { token })).statusCode).toBe(404);
  });
});

describe('documents', () => {
  const PDF = Buffer.from('%PDF-1.4\n% seating plan\n');
  it('stores an upload under a random key and streams it back with its name', async () => {
    const id = byStatus('CONFIRMED').id;
    const res = await upload(id, [
      { name: 'name', value: 'Seating Plan' },
      { name: 'description', value: 'Tables 1 to 18' },
      { name: 'file', filename: 'seating plan (final).pdf', data: PDF },
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Seating Plan', category: 'OTHER', file_type: 'application/pdf', size: PDF.length, uploaded_by: 'Maria Santos' });
    const [row] = await queryRows<{ file_key: string }>(t, sql`select file_key from event_documents where name = 'Seating Plan'`);
    expect(row!.file_key).toMatch(/^[A-Za-z0-9_-]{32}\.pdf$/);
    const file = await t.api.get(res.json().download_url, { token });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="seating plan (final).pdf"; filename*=UTF-8''seating%20plan%20%28final%29.pdf`);
    expect((await t.api.get(res.json().download_url, { token: other })).statusCode).toBe(404);
  });

  it.each([
    [
      'an 11 MB file',
      [
        { name: 'name', value: 'Big' },
        { name: 'file', filename: 'big.pdf', data: Buffer.concat([PDF, Buffer.alloc(11 * 1024 * 1024)]) },
      ],
      413,
      'File size must be less than 10MB',
    ],
    [
      'an .exe',
      [
        { name: 'name', value: 'Tool' },
        { name: 'file', filename: 'setup.exe', data: Buffer.from('MZ\x90\x00') },
      ],
      400,
      'File type not allowed. Allowed types: .pdf, .doc, .docx, .jpg, .jpeg, .png, .txt, .rtf',
    ],
    [
      'a renamed executable',
      [
        { name: 'name', value: 'Plan' },
        { name: 'file', filename: 'plan.pdf', data: Buffer.from('MZ\x90\x00\x03') },
      ],
      400,
      'File type not allowed. Allowed types: .pdf, .doc, .docx, .jpg, .jpeg, .png, .txt, .rtf',
    ],
    [
      'no name',
      [
        { name: 'name', value: '  ' },
        { name: 'file', filename: 'plan.pdf', data: PDF },
      ],
      400,
      'Please select a file and provide a name',
    ],
    ['no file', [{ name: 'name', value: 'Plan' }], 400, 'Please select a file and provide a name'],
  ])('refuses %s', async (_what, parts, status, detail) => {
    const files = () => readdirSync(join(t.config.dataDir, 'uploads/documents')).length;
    const before = await queryRows<{ n: number }>(t, sql`select count(*)::int as n from event_documents`);
    const filesBefore = files();
    const res = await upload(byStatus('CONFIRMED').id, parts);
    expect(res.statusCode).toBe(status);
    expect(res.json().detail).toBe(detail);
    // Nothing half-written: no row and no file left behind.
    expect(await queryRows(t, sql`select count(*)::int as n from event_documents`)).toEqual(before);
    expect(files()).toBe(filesBefore);
  });
});

describe('feedback', () => {
  it('is refused before the event is completed', async () => {
    const res = await t.api.post(`/api/client/events/${byStatus('CONFIRMED').id}/feedback/`, { overall_rating: 5 }, { token });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: 'Feedback can be given once the event is completed.', code: 'conflict' });
  });

  it('is given once, read, edited, and 404 when there is none', async () => {
    const id = byStatus('COMPLETED').id;
    const none = await t.api.get(`/api/client/events/${id}/feedback/`, { token });
    expect(none.statusCode).toBe(404);
    const res = await t.api.post(`/api/client/events/${id}/feedback/`, { comments: 'Great games!', categories: { organization: 5 } }, { token });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ overall_rating: 5, comments: 'Great games!', has_response: false, categories: { organization: 5 } });
    expect((await t.api.post(`/api/client/events/${id}/feedback/`, { overall_rating: 4 }, { token })).json()).toEqual({
      detail: 'Feedback for this event has already been submitted.',
      code: 'conflict',
    });
    const edited = await t.api.patch(`/api/client/events/${id}/feedback/${res.json().id}/`, { overall_rating: 4, categories: { value: 3 } }, { token });
    expect(edited.json()).toMatchObject({ overall_rating: 4, comments: 'Great games!', categories: { organization: 5, value: 3 } });
    const bad = await t.api.patch(`/api/client/events/${id}/feedback/${res.json().id}/`, { overall_rating: 6 }, { token });
    expect(bad.json().detail).toBe('Overall rating must be from 1 to 5');
  });

  it('is locked once the team has responded', async () => {
    const reunion = events.find((e) => e.name === 'Santos Family Reunion')!;
    const fb = (await t.api.get(`/api/client/events/${reunion.id}/feedback/`, { token })).json();
    expect(fb).toMatchObject({ has_response: true, response_by_name: expect.stringContaining('Grace') });
    const res = await t.api.patch(`/api/client/events/${reunion.id}/feedback/${fb.id}/`, { overall_rating: 1 }, { token });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe('Feedback can no longer be edited because the team has responded.');
  });
});

describe('authorization matrix', () => {
  it('answers 404 to another client on every event-scoped call', async () => {
    const id = byStatus('CONFIRMED').id;
    const taskId = (await t.api.get(`/api/client/events/${id}/tasks/`, { token })).json()[0].id;
    const doc = (await t.api.get(`/api/client/events/${id}/documents/`, { token })).json()[0];
    const reunion = events.find((e) => e.name === 'Santos Family Reunion')!;
    const fbId = (await t.api.get(`/api/client/events/${reunion.id}/feedback/`, { token })).json().id;
    const calls = [
      t.api.get(`/api/client/events/${id}/`, { token: other }),
      t.api.get(`/api/client/events/${id}/timeline/`, { token: other }),
      t.api.get(`/api/client/events/${id}/documents/`, { token: other }),
      t.api.get(`/api/client/events/${id}/notes/`, { token: other }),
      t.api.get(`/api/client/events/${id}/tasks/`, { token: other }),
      t.api.get(doc.download_url, { token: other }),
      t.api.patch(`/api/client/events/${id}/update_preferences/`, { preferences: {} }, { token: other }),
      t.api.patch(`/api/client/events/${id}/tasks/${taskId}/`, { status: 'COMPLETED' }, { token: other }),
      upload(
        id,
        [
          { name: 'name', value: 'x' },
          { name: 'file', filename: 'a.txt', data: Buffer.from('hello') },
        ],
        other,
      ),
      t.api.get(`/api/client/events/${reunion.id}/feedback/`, { token: other }),
      t.api.post(`/api/client/events/${reunion.id}/feedback/`, { overall_rating: 1 }, { token: other }),
      t.api.patch(`/api/client/events/${reunion.id}/feedback/${fbId}/`, { overall_rating: 1 }, { token: other }),
      t.api.get('/api/questionnaires/responses/', { token: other, query: { event: String(id) } }),
      t.api.post('/api/questionnaires/responses/save_event_responses/', { event_id: id, responses: [] }, { token: other }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode, res.body).toBe(404);
    }
    expect((await t.api.get('/api/client/events/', { token: other })).json().count).toBe(0);
    expect((await t.api.get(`/api/client/events/${id}/`)).statusCode).toBe(401);
  });
});

describe('questionnaires', () => {
  it('lists the active questionnaire with every field type', async () => {
    const list = (await t.api.get('/api/questionnaires/questionnaires/active/', { token })).json();
    expect(list).toHaveLength(1);
    expect(new Set(list[0].fields.map((f: { type: string }) => f.type)).size).toBe(12);
  });

  it('saves answers in one go, enforcing required fields and types', async () => {
    const id = byStatus('CONFIRMED').id;
    const fields = (await t.api.get('/api/questionnaires/questionnaires/active/', { token })).json()[0].fields as { id: number; name: string; type: string }[];
    const f = (type: string) => fields.find((x) => x.type === type)!.id;
    const responsesOf = () => queryRows(t, sql`select field_id, value from questionnaire_responses where event_id = ${id} order by field_id`);
    const before = await responsesOf();
    const missing = await t.api.post(
      '/api/questionnaires/responses/save_event_responses/',
      { event_id: id, responses: [{ field_id: f('boolean'), value: 'true' }] },
      { token },
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().detail).toBe('Main contact person is required');
    expect(await responsesOf()).toEqual(before); // nothing written

    const answers = [
      { field_id: f('text'), value: 'Maria Santos' },
      { field_id: f('phone'), value: '+63 917 123 4567' },
      { field_id: f('number'), value: '150' },
      { field_id: f('boolean'), value: 'false' },
      { field_id: f('multi-select'), value: 'Bonfire,Nature walk' },
      { field_id: f('textarea'), value: '' },
    ];
    const res = await t.api.post('/api/questionnaires/responses/save_event_responses/', { event_id: id, responses: answers }, { token });
    expect(res.statusCode).toBe(200);
    const saved = (await t.api.get('/api/questionnaires/responses/', { token, query: { event: String(id) } })).json();
    expect(saved).toContainEqual({ field: f('phone'), value: '+639171234567' });
    expect(saved).toContainEqual({ field: f('multi-select'), value: 'Bonfire,Nature walk' });
    expect(saved.find((r: { field: number }) => r.field === f('textarea'))).toBeUndefined();

    const wrong = await t.api.post(
      '/api/questionnaires/responses/save_event_responses/',
      { event_id: id, responses: [{ field_id: f('select'), value: 'Picnic blankets' }] },
      { token },
    );
    expect(wrong.json().detail).toBe('Seating style: choose one of the listed options');
  });
});

describe('dashboard', () => {
  it('answers greeting, event status, urgent tasks and recent updates in one call', async () => {
    const res = await t.api.get('/api/client/dashboard/', { token });
    expect(res.statusCode).toBe(200);
    const d = res.json();
    expect(d.first_name).toBe('Maria');
    expect(d.event_status.current_event.status).toBe('IN_PROGRESS');
    expect(d.event_status.progress).toBe(0);
    expect(d.event_status.next_event.start_date).toBe(addDays(today, 20));
    expect(d.urgent_tasks.length).toBeGreaterThan(0);
    expect(d.urgent_tasks.every((x: { requires_client_input: boolean; status: string }) => x.requires_client_input && x.status === 'PENDING')).toBe(true);
    expect(d.recent_updates.length).toBeLessThanOrEqual(5);
    expect(d.recent_updates[0].event_name).toBeTruthy();
  });
});

describe('demo history', () => {
  it('gives every COMPLETED demo event a timeline', async () => {
    const completed = (await t.api.get('/api/client/events/', { token, query: { status: 'COMPLETED' } })).json().results as { id: number }[];
    expect(completed.length).toBeGreaterThanOrEqual(2);
    for (const e of completed) expect((await t.api.get(`/api/client/events/${e.id}/timeline/`, { token })).json().length).toBeGreaterThan(0);
  });
});
