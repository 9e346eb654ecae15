import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { venueDay } from '@venue/shared/dates';
import { createTestApp, type TTestApp } from '../../../test/test-app';
import { auditOf, signIn } from '../../../test/staff-helpers';
import { DEMO_EMAIL, DEMO_PASSWORD, DEMO_STAFF, seedDemoData } from '../../seed/demo-data';

let t: TTestApp;
let staff: string;
let client: string;
let other: string;
type TEvent = { id: number; name: string; status: string };
let wedding: TEvent;
let teamDay: TEvent;
const today = venueDay();

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.transaction((tx) => seedDemoData(tx, today, t.app.ctx.storage));
  staff = await signIn(t, DEMO_STAFF.email, DEMO_STAFF.password);
  client = await signIn(t, DEMO_EMAIL, DEMO_PASSWORD);
  other = await signIn(t, 'ana.reyes@example.test', 'AnaClient#2026');
  const events = (await t.api.get('/api/client/events/', { token: client })).json().results as TEvent[];
  wedding = events.find((e) => e.name === 'Maria & Paolo Wedding')!;
  teamDay = events.find((e) => e.name === 'Studio Team Building Day')!;
});
afterAll(() => t.close());

function multipart(parts: { name: string; value?: string; filename?: string; data?: Buffer }[], token: string) {
  const boundary = '----venue-staff-upload';
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"` : ''}`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.filename ? 'Content-Type: application/octet-stream\r\n' : ''}\r\n`));
    chunks.push(p.data ?? Buffer.from(p.value ?? ''));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${token}` } };
}

describe('tasks', () => {
  it('adds a task the client sees and may update when allowed, with timeline and audit entries', async () => {
    const res = await t.api.post(
      `/api/staff/events/${wedding.id}/tasks/`,
      {
        title: 'Send the final guest list',
        description: 'Names and meal choices',
        priority: 'HIGH',
        due_date: '2030-01-15',
        requires_client_input: true,
        can_update: true,
      },
      { token: staff },
    );
    expect(res.statusCode).toBe(201);
    const task = res.json();
    expect(task).toMatchObject({
      event_id: wedding.id,
      title: 'Send the final guest list',
      status: 'PENDING',
      priority: 'HIGH',
      due_date: '2030-01-15',
      requires_client_input: true,
      can_update: true,
      completed_at: null,
    });
    const seen = (await t.api.get(`/api/client/events/${wedding.id}/tasks/`, { token: client })).json();
    expect(seen).toContainEqual(expect.objectContaining({ id: task.id, title: 'Send the final guest list', can_update: true }));
    expect((await t.api.patch(`/api/client/events/${wedding.id}/tasks/${task.id}/`, { status: 'IN_PROGRESS' }, { token: client })).statusCode).toBe(200);
    expect((await t.api.get(`/api/staff/events/${wedding.id}/tasks/`, { token: staff })).json()).toContainEqual(
      expect.objectContaining({ id: task.id, status: 'IN_PROGRESS' }),
    );
    expect((await t.api.get(`/api/client/events/${wedding.id}/timeline/`, { token: client })).json()[1]).toMatchObject({
      action_type: 'task_added',
      description: 'Task "Send the final guest list" added',
      actor_name: 'Lorenzo Dela Cruz',
    });
    const audit = await auditOf(t, 'task', task.id);
    expect(audit).toEqual([
      expect.objectContaining({ action: 'task.create', actor_role: 'staff', before: null, after: expect.objectContaining({ title: task.title }) }),
    ]);
  });

  it('changes and removes a task; the client sees the change and then no task', async () => {
    const task = (await t.api.post(`/api/staff/events/${wedding.id}/tasks/`, { title: 'Confirm the florist' }, { token: staff })).json();
    expect(task).toMatchObject({ priority: 'MEDIUM', can_update: false, requires_client_input: false, due_date: null });
    const done = await t.api.patch(`/api/staff/tasks/${task.id}/`, { status: 'COMPLETED', completion_notes: 'Booked Flores Blooms' }, { token: staff });
    expect(done.json()).toMatchObject({
      status: 'COMPLETED',
      completion_notes: 'Booked Flores Blooms',
      completed_at: expect.any(String),
      title: 'Confirm the florist',
    });
    const locked = await t.api.patch(`/api/client/events/${wedding.id}/tasks/${task.id}/`, { status: 'IN_PROGRESS' }, { token: client });
    expect(locked.json().detail).toBe('This task cannot be updated by the client.');
    expect((await t.api.delete(`/api/staff/tasks/${task.id}/`, { token: staff })).statusCode).toBe(204);
    expect((await t.api.get(`/api/client/events/${wedding.id}/tasks/`, { token: client })).json().map((x: { id: number }) => x.id)).not.toContain(task.id);
    const audit = await auditOf(t, 'task', task.id);
    expect(audit.map((a) => a.action)).toEqual(['task.create', 'task.update', 'task.delete']);
    expect(audit[1]).toMatchObject({ before: expect.objectContaining({ status: 'PENDING' }), after: expect.objectContaining({ status: 'COMPLETED' }) });
    expect(audit[2]).toMatchObject({ before: expect.objectContaining({ title: 'Confirm the florist' }), after: null });
  });

  it('refuses bad tasks with their field texts and unknown ids with 404', async () => {
    const bad = async (body: object, field: string, message: string) => {
      const res = await t.api.post(`/api/staff/events/${wedding.id}/tasks/`, body, { token: staff });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ detail: message, errors: { [field]: [message] } });
    };
    await bad({}, 'title', 'Title is required');
    await bad({ title: 'x', priority: 'ASAP' }, 'priority', 'Choose a valid priority');
    await bad({ title: 'x', due_date: '2026-02-30' }, 'due_date', 'Due date must be a date (YYYY-MM-DD)');
    await bad({ title: 'x', can_update: 'yes' }, 'can_update', 'can_update must be true or false');
    expect((await t.api.post('/api/staff/events/999999/tasks/', { title: 'x' }, { token: staff })).json()).toMatchObject({ detail: 'Event not found.' });
    expect((await t.api.get('/api/staff/events/999999/tasks/', { token: staff })).statusCode).toBe(404);
    expect((await t.api.patch('/api/staff/tasks/999999/', { title: 'x' }, { token: staff })).json()).toMatchObject({ detail: 'Task not found.' });
    expect((await t.api.delete('/api/staff/tasks/999999/', { token: staff })).statusCode).toBe(404);
  });
});

describe('notes', () => {
  const SECRET = 'Internal: the groom asked for a discount; do not mention to the bride';

  // It reads every GET call of the portal three times (the PDFs and the personal-data export among them): 15 s on a
  // loaded machine, and longer as the portal grows; a timeout is there to catch a hang.
  it('shares a client note on the timeline and keeps an internal note out of every client response', async () => {
    const shared = await t.api.post(`/api/staff/events/${wedding.id}/notes/`, { content: 'Parking for 60 cars is reserved.' }, { token: staff });
    expect(shared.statusCode).toBe(201);
    expect(shared.json()).toMatchObject({ content: 'Parking for 60 cars is reserved.', is_internal: false, created_by: 'Lorenzo Dela Cruz' });
    const before = (await t.api.get(`/api/client/events/${wedding.id}/`, { token: client })).json();
    const internal = await t.api.post(`/api/staff/events/${wedding.id}/notes/`, { content: SECRET, is_internal: true }, { token: staff });
    expect(internal.statusCode).toBe(201);
    expect(internal.json()).toMatchObject({ is_internal: true });

    const staffNotes = (await t.api.get(`/api/staff/events/${wedding.id}/notes/`, { token: staff })).json();
    expect(staffNotes.map((n: { content: string }) => n.content)).toEqual(expect.arrayContaining([SECRET, 'Parking for 60 cars is reserved.']));
    const clientNotes = (await t.api.get(`/api/client/events/${wedding.id}/notes/`, { token: client })).json();
    expect(clientNotes.map((n: { content: string }) => n.content)).toContain('Parking for 60 cars is reserved.');
    // The client's counts do not move either.
    expect((await t.api.get(`/api/client/events/${wedding.id}/`, { token: client })).json().notes_count).toBe(before.notes_count);

    // Every GET call of the portal, for this event wherever a call takes an id.
    const portalReads = t.app.accessTable().filter((r) => r.method === 'GET' && r.access === 'portal:use');
    expect(portalReads.length).toBeGreaterThan(15);
    for (const route of portalReads) {
      const url = route.url.replace(':id', String(wedding.id)).replace(/:[A-Za-z]+/g, '1');
      for (const query of [undefined, { search: 'Internal' }, { search: 'discount' }]) {
        const res = await t.api.get(url, { token: client, query });
        expect(res.statusCode, url).toBeLessThan(500);
        expect(res.body, `${url} ${JSON.stringify(query)}`).not.toContain('do not mention');
      }
    }
    const audit = await auditOf(t, 'note', internal.json().id);
    expect(audit).toEqual([expect.objectContaining({ action: 'note.create', after: expect.objectContaining({ is_internal: true, content: SECRET }) })]);
  }, 60_000);

  it('refuses an empty note and an unknown event', async () => {
    expect((await t.api.post(`/api/staff/events/${wedding.id}/notes/`, { content: '  ' }, { token: staff })).json()).toMatchObject({
      detail: 'Note content is required',
      errors: { content: ['Note content is required'] },
    });
    expect((await t.api.post('/api/staff/events/999999/notes/', { content: 'x' }, { token: staff })).statusCode).toBe(404);
    expect((await t.api.get('/api/staff/events/999999/notes/', { token: staff })).statusCode).toBe(404);
  });
});

describe('documents', () => {
  const PDF = Buffer.from('%PDF-1.4\n% floor plan\n');

  it('answers 400, not 500, to a part named file that is not a file (no filename)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/staff/events/${wedding.id}/documents/`,
      ...multipart(
        [
          { name: 'name', value: 'Floor Plan' },
          { name: 'file', value: 'not a file' },
        ],
        staff,
      ),
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toBeDefined();
  });

  it('uploads with the client rules, shares it with the client, and removes it with its file', async () => {
    const up = await t.app.inject({
      method: 'POST',
      url: `/api/staff/events/${wedding.id}/documents/`,
      ...multipart(
        [
          { name: 'name', value: 'Floor Plan' },
          { name: 'category', value: 'PLANNING' },
          { name: 'file', filename: 'floor plan.pdf', data: PDF },
        ],
        staff,
      ),
    });
    expect(up.statusCode).toBe(201);
    const doc = up.json();
    expect(doc).toMatchObject({ name: 'Floor Plan', category: 'PLANNING', file_type: 'application/pdf', uploaded_by: 'Lorenzo Dela Cruz' });
    expect(doc.download_url).toBe(`/api/staff/documents/${doc.id}/download/`);
    const seen = (await t.api.get(`/api/client/events/${wedding.id}/documents/`, { token: client })).json();
    const mine = seen.find((d: { id: number }) => d.id === doc.id);
    expect(mine).toMatchObject({ name: 'Floor Plan', download_url: `/api/client/events/${wedding.id}/documents/${doc.id}/download/` });
    expect((await t.api.get(mine.download_url, { token: client })).rawPayload.equals(PDF)).toBe(true);
    expect((await t.api.get(doc.download_url, { token: staff })).rawPayload.equals(PDF)).toBe(true);
    expect((await t.api.get(`/api/staff/events/${wedding.id}/documents/`, { token: staff })).json()).toContainEqual(expect.objectContaining({ id: doc.id }));

    expect((await t.api.delete(`/api/staff/documents/${doc.id}/`, { token: staff })).statusCode).toBe(204);
    expect((await t.api.get(`/api/client/events/${wedding.id}/documents/`, { token: client })).json().map((d: { id: number }) => d.id)).not.toContain(doc.id);
    expect((await t.api.get(mine.download_url, { token: client })).statusCode).toBe(404);
    expect((await auditOf(t, 'document', doc.id)).map((a) => a.action)).toEqual(['document.upload', 'document.delete']);
    expect((await t.api.get(`/api/client/events/${wedding.id}/timeline/`, { token: client })).json()[0]).toMatchObject({
      action_type: 'document_removed',
      description: 'Document "Floor Plan" removed',
    });
  });

  it('refuses what the client upload refuses, and unknown ids', async () => {
    const exe = await t.app.inject({
      method: 'POST',
      url: `/api/staff/events/${wedding.id}/documents/`,
      ...multipart(
        [
          { name: 'name', value: 'Tool' },
          { name: 'file', filename: 'tool.pdf', data: Buffer.from('MZ\x90\x00not a pdf') },
        ],
        staff,
      ),
    });
    expect(exe.statusCode).toBe(400);
    expect(exe.json().detail).toBe('File type not allowed. Allowed types: .pdf, .doc, .docx, .jpg, .jpeg, .png, .txt, .rtf');
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/staff/events/999999/documents/',
      ...multipart([{ name: 'file', filename: 'a.pdf', data: PDF }], staff),
    });
    expect(missing.statusCode).toBe(404);
    expect((await t.api.delete('/api/staff/documents/999999/', { token: staff })).json()).toMatchObject({ detail: 'Document not found.' });
    expect((await t.api.get('/api/staff/documents/999999/download/', { token: staff })).statusCode).toBe(404);
  });
});

describe('feedback', () => {
  it('lists feedback without a response first, and the response reaches the client feedback tab', async () => {
    const given = await t.api.post(
      `/api/client/events/${teamDay.id}/feedback/`,
      { overall_rating: 4, comments: 'Great field, slow lunch.' },
      { token: client },
    );
    expect(given.statusCode).toBe(201);
    const list = (await t.api.get('/api/staff/feedback/', { token: staff })).json();
    expect(list.count).toBe(2);
    expect(list.results[0]).toMatchObject({ event_id: teamDay.id, has_response: false, client: { email: DEMO_EMAIL }, event_name: 'Studio Team Building Day' });
    expect(list.results[1]).toMatchObject({ has_response: true });
    expect((await t.api.get('/api/staff/feedback/', { token: staff, query: { has_response: 'false' } })).json().count).toBe(1);

    const res = await t.api.post(
      `/api/staff/events/${teamDay.id}/feedback/response/`,
      { response: 'Thank you! Lunch service is now doubled.' },
      { token: staff },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      response: 'Thank you! Lunch service is now doubled.',
      has_response: true,
      response_by_name: 'Lorenzo Dela Cruz',
      responded_at: expect.any(String),
    });
    const seen = (await t.api.get(`/api/client/events/${teamDay.id}/feedback/`, { token: client })).json();
    expect(seen).toMatchObject({ response: 'Thank you! Lunch service is now doubled.', has_response: true, response_by_name: 'Lorenzo Dela Cruz' });
    // The event's page in the console reads the same feedback on its own.
    const one = await t.api.get(`/api/staff/events/${teamDay.id}/feedback/`, { token: staff });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({
      id: seen.id,
      event_id: teamDay.id,
      comments: 'Great field, slow lunch.',
      has_response: true,
      client: { email: DEMO_EMAIL },
    });
    const edit = await t.api.patch(`/api/client/events/${teamDay.id}/feedback/${seen.id}/`, { comments: 'changed' }, { token: client });
    expect(edit.json().detail).toBe('Feedback can no longer be edited because the team has responded.');
    expect(await auditOf(t, 'feedback', seen.id)).toEqual([
      expect.objectContaining({
        action: 'feedback.respond',
        before: { response: null, response_by_name: null },
        after: { response: 'Thank you! Lunch service is now doubled.', response_by_name: 'Lorenzo Dela Cruz' },
      }),
    ]);
    expect((await t.api.get('/api/staff/feedback/', { token: staff, query: { has_response: 'false' } })).json().count).toBe(0);
  });

  it('answers 404 when the event has no feedback or does not exist', async () => {
    expect((await t.api.get(`/api/staff/events/${wedding.id}/feedback/`, { token: staff })).json()).toMatchObject({
      detail: 'No feedback has been submitted for this event.',
    });
    expect((await t.api.get('/api/staff/events/999999/feedback/', { token: staff })).statusCode).toBe(404);
    expect((await t.api.get(`/api/staff/events/${wedding.id}/feedback/`, { token: client })).statusCode).toBe(403);
    expect((await t.api.post(`/api/staff/events/${wedding.id}/feedback/response/`, { response: 'x' }, { token: staff })).json()).toMatchObject({
      detail: 'No feedback has been submitted for this event.',
    });
    expect((await t.api.post('/api/staff/events/999999/feedback/response/', { response: 'x' }, { token: staff })).statusCode).toBe(404);
    expect((await t.api.post(`/api/staff/events/${wedding.id}/feedback/response/`, { response: '' }, { token: staff })).json().detail).toBe(
      'A response is required',
    );
  });
});

describe('the venue calls stay the venue', () => {
  it('refuses clients', async () => {
    expect((await t.api.post(`/api/staff/events/${wedding.id}/notes/`, { content: 'x' }, { token: other })).statusCode).toBe(403);
    expect((await t.api.get('/api/staff/feedback/', { token: client })).statusCode).toBe(403);
  });
});
