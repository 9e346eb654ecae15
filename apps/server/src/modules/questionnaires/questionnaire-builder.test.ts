import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { venueDay } from '@venue/shared/dates';
import { QUESTIONNAIRE_TEXT as Q, type TStaffQuestionnaire, type TStaffQuestionnaireList } from '@venue/shared/staff/questionnaires.schema';
import type { TStaffEventAnswers } from '@venue/shared/staff/staff-event.schema';
import { fromPostgres } from '../../db/client';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemoData } from '../../seed/demo-data';
import { accountWithRole, createTestApp, queryRows, type TTestApp } from '../../../test/test-app';
import { testDatabase } from '../../../test/test-database';
import { flowOf, stepOf } from '../../../test/booking-helpers';

let t: TTestApp;
let admin: string;
let staff: string;
let client: string;

const portal = { title: 'Ceremony planning', description: 'A few choices for the day.', purpose: 'portal', event_type_id: null };
const audits = (id: number) =>
  queryRows<{ action: string; actor_role: string; object_label: string }>(
    t,
    sql`select action, actor_role, object_label from audit_log where object_type = 'questionnaire' and object_id = ${String(id)} order by id`,
  );
const create = async (body: Record<string, unknown> = portal) =>
  (await t.api.post('/api/admin/questionnaires/', body, { token: admin })).json() as TStaffQuestionnaire;
const addQuestion = async (id: number, body: Record<string, unknown>) =>
  (await t.api.post(`/api/admin/questionnaires/${id}/questions/`, body, { token: admin })).json() as TStaffQuestionnaire;
const bookingQuestionnaireOf = async (app: TTestApp, token: string, eventType = 'Wedding') =>
  ((await app.api.get('/api/staff/questionnaires/', { token })).json() as TStaffQuestionnaireList).questionnaires.find(
    (q) => q.purpose === 'booking' && q.event_type_name === eventType,
  )!;
const itemsOf = async (app: TTestApp) => stepOf(await flowOf(app), 'questionnaire').configuration.questionnaire_items as { id: number; name: string }[];

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.transaction((tx) => seedDemoData(tx, venueDay(), t.app.ctx.storage));
  admin = (await accountWithRole(t, 'admin')).tokens.access;
  staff = (await accountWithRole(t, 'staff')).tokens.access;
  client = (await t.api.post('/api/users/login/', { email: DEMO_EMAIL, password: DEMO_PASSWORD })).json().tokens.access;
});
afterAll(() => t.close());

describe('who may read and change questionnaires', () => {
  it('admins write, staff read only, a client is refused and a guest must sign in', async () => {
    for (const url of ['/api/staff/questionnaires/']) {
      expect((await t.api.get(url)).statusCode).toBe(401);
      expect((await t.api.get(url, { token: client })).statusCode).toBe(403);
      expect((await t.api.get(url, { token: staff })).statusCode).toBe(200);
      expect((await t.api.get(url, { token: admin })).statusCode).toBe(200);
    }
    expect((await t.api.post('/api/admin/questionnaires/', portal)).statusCode).toBe(401);
    expect((await t.api.post('/api/admin/questionnaires/', portal, { token: client })).statusCode).toBe(403);
    expect((await t.api.post('/api/admin/questionnaires/', portal, { token: staff })).statusCode).toBe(403);
    const made = await t.api.post('/api/admin/questionnaires/', portal, { token: admin });
    expect(made.statusCode).toBe(201);
    const id = made.json().id as number;
    expect((await t.api.get(`/api/staff/questionnaires/${id}/`, { token: staff })).statusCode).toBe(200);
    const q = (await addQuestion(id, { label: 'Colour theme', type: 'text' })).questions[0]!;
    for (const token of [undefined, client, staff]) {
      const expected = token ? 403 : 401;
      expect((await t.api.patch(`/api/admin/questionnaires/${id}/`, { title: 'x' }, { token })).statusCode).toBe(expected);
      expect((await t.api.post(`/api/admin/questionnaires/${id}/questions/`, { label: 'x', type: 'text' }, { token })).statusCode).toBe(expected);
      expect((await t.api.patch(`/api/admin/questionnaires/${id}/questions/${q.id}/`, { label: 'x' }, { token })).statusCode).toBe(expected);
      expect((await t.api.post(`/api/admin/questionnaires/${id}/questions/${q.id}/move/`, { direction: 'up' }, { token })).statusCode).toBe(expected);
      expect((await t.api.delete(`/api/admin/questionnaires/${id}/questions/${q.id}/`, { token })).statusCode).toBe(expected);
    }
  });
});

describe('validation', () => {
  it('refuses what breaks a rule, each with its field and a plain message', async () => {
    const bad = async (url: string, body: Record<string, unknown>, field: string, message: string, method: 'post' | 'patch' = 'post') => {
      const res = await t.api[method](url, body, { token: admin });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors[field]).toContain(message);
    };
    await bad('/api/admin/questionnaires/', { ...portal, title: '  ' }, 'title', Q.titleRequired);
    await bad('/api/admin/questionnaires/', { ...portal, purpose: 'booking' }, 'event_type_id', Q.eventTypeNeeded);
    await bad('/api/admin/questionnaires/', { ...portal, event_type_id: 999999 }, 'event_type_id', Q.eventTypeUnknown);
    const id = (await create()).id;
    const url = `/api/admin/questionnaires/${id}/questions/`;
    await bad(url, { label: '', type: 'text' }, 'label', Q.labelRequired);
    await bad(url, { label: 'Ceremony', type: 'select', options: ['Chapel'] }, 'options', Q.optionsNeeded);
    await bad(url, { label: 'Ceremony', type: 'radio', options: ['Chapel', 'chapel'] }, 'options', Q.optionsUnique);
    await bad(url, { label: 'Ceremony', type: 'select', options: ['Chapel', ' '] }, 'options.1', Q.optionEmpty);
    // An update is judged on the whole question: a text question turned into a drop-down needs its options.
    const text = (await addQuestion(id, { label: 'Colour theme', type: 'text' })).questions[0]!;
    await bad(`${url}${text.id}/`, { type: 'select' }, 'options', Q.optionsNeeded, 'patch');
    await bad(`/api/admin/questionnaires/${id}/`, { purpose: 'booking' }, 'event_type_id', Q.eventTypeNeeded, 'patch');
    expect((await t.api.get('/api/staff/questionnaires/99999/', { token: staff })).json().detail).toBe(Q.notFound);
    expect((await t.api.patch(`${url}99999/`, { label: 'x' }, { token: admin })).json().detail).toBe(Q.questionNotFound);
    const moved = await t.api.post(`${url}${text.id}/move/`, { direction: 'up' }, { token: admin });
    expect(moved.json().detail).toBe(Q.cannotMove);
  });
});

describe('building a questionnaire', () => {
  it('creates, edits, orders and removes questions, each change audited with the questionnaire before and after', async () => {
    const made = await create({ ...portal, title: 'Audit trail' });
    expect(made).toMatchObject({ title: 'Audit trail', purpose: 'portal', is_active: true, questions: [], retired_questions: [] });
    const id = made.id;
    await addQuestion(id, { label: 'Colour theme', type: 'text', help_text: 'Two or three colours are plenty.' });
    const two = await addQuestion(id, { label: 'Allergies', type: 'textarea', purpose: 'dietary' });
    expect(two.questions.map((q) => [q.label, q.order, q.care])).toEqual([
      ['Colour theme', 1, false],
      ['Allergies', 2, true],
    ]);
    const allergies = two.questions[1]!;
    const moved = (await t.api.post(`/api/admin/questionnaires/${id}/questions/${allergies.id}/move/`, { direction: 'up' }, { token: admin })).json();
    expect(moved.questions.map((q: { label: string }) => q.label)).toEqual(['Allergies', 'Colour theme']);
    // Nobody answered it yet: the edit changes the row itself.
    const edited = (
      await t.api.patch(`/api/admin/questionnaires/${id}/questions/${allergies.id}/`, { label: 'Food allergies', required: true }, { token: admin })
    ).json();
    expect(edited.questions[0]).toMatchObject({ id: allergies.id, label: 'Food allergies', required: true, version: 1 });
    const removed = (await t.api.delete(`/api/admin/questionnaires/${id}/questions/${allergies.id}/`, { token: admin })).json();
    expect(removed.questions.map((q: { label: string }) => q.label)).toEqual(['Colour theme']);
    expect((await t.api.patch(`/api/admin/questionnaires/${id}/questions/${allergies.id}/`, { label: 'x' }, { token: admin })).statusCode).toBe(409);
    const off = (await t.api.patch(`/api/admin/questionnaires/${id}/`, { is_active: false, title: 'Audit trail (old)' }, { token: admin })).json();
    expect(off).toMatchObject({ is_active: false, title: 'Audit trail (old)' });

    const log = await audits(id);
    expect(log.map((a) => a.action)).toEqual([
      'questionnaire.create',
      'questionnaire.question_add',
      'questionnaire.question_add',
      'questionnaire.question_move',
      'questionnaire.question_edit',
      'questionnaire.question_remove',
      'questionnaire.update',
    ]);
    expect(log.every((a) => a.actor_role === 'admin')).toBe(true);
    expect(log[0]!.object_label).toBe('Audit trail');
    const list = (await t.api.get('/api/staff/questionnaires/', { token: staff })).json() as TStaffQuestionnaireList;
    expect(list.questionnaires.find((q) => q.id === id)).toMatchObject({ questions_count: 1, is_active: false });
    expect(list.event_types.map((e) => e.name)).toContain('Wedding');
  });
});

describe('versions: an answer keeps the question it answered', () => {
  it('an edit of an answered question makes a new version; staff still read the old answer as it was asked', async () => {
    const eventId = (await t.api.get('/api/client/events/', { token: client })).json().results[0].id as number;
    const id = (await create({ ...portal, title: 'Ceremony style' })).id;
    const v1 = (await addQuestion(id, { label: 'Where is the ceremony?', type: 'select', options: ['Chapel', 'Garden'] })).questions[0]!;
    const save = (fieldId: number, value: string) =>
      t.api.post('/api/questionnaires/responses/save_event_responses/', { event_id: eventId, responses: [{ field_id: fieldId, value }] }, { token: client });
    expect((await save(v1.id, 'Garden')).statusCode).toBe(200);

    const edit = await t.api.patch(
      `/api/admin/questionnaires/${id}/questions/${v1.id}/`,
      { label: 'Ceremony place', options: ['Chapel', 'Beach'] },
      { token: admin },
    );
    const after = edit.json() as TStaffQuestionnaire;
    const v2 = after.questions[0]!;
    expect(v2).toMatchObject({ label: 'Ceremony place', options: ['Chapel', 'Beach'], version: 2, answers: 0 });
    expect(v2.id).not.toBe(v1.id);
    expect(after.retired_questions).toEqual([
      expect.objectContaining({ id: v1.id, label: 'Where is the ceremony?', options: ['Chapel', 'Garden'], version: 1, answers: 1 }),
    ]);
    // The portal asks the new version only; the old answer cannot be given to it.
    const active = (await t.api.get('/api/questionnaires/questionnaires/active/', { token: client })).json() as { name: string; fields: { id: number }[] }[];
    expect(active.find((q) => q.name === 'Ceremony style')!.fields.map((f) => f.id)).toEqual([v2.id]);
    expect((await save(v1.id, 'Garden')).statusCode).toBe(400);
    expect((await save(v2.id, 'Garden')).statusCode).toBe(400);

    const sheet = async () =>
      ((await t.api.get(`/api/staff/events/${eventId}/answers/`, { token: staff })).json() as TStaffEventAnswers).find(
        (s) => s.questionnaire === 'Ceremony style',
      )!.answers;
    expect(await sheet()).toEqual([
      { question: 'Ceremony place', answer: null, care: false },
      { question: 'Where is the ceremony?', answer: 'Garden', care: false },
    ]);
    expect((await save(v2.id, 'Beach')).statusCode).toBe(200);
    const stored = await queryRows<{ field_id: number; value: string }>(
      t,
      sql`select field_id, value from questionnaire_responses where event_id = ${eventId} and field_id in (${v1.id}, ${v2.id}) order by field_id`,
    );
    expect(stored).toEqual([
      { field_id: v1.id, value: 'Garden' },
      { field_id: v2.id, value: 'Beach' },
    ]);
    expect(await sheet()).toEqual([
      { question: 'Ceremony place', answer: 'Beach', care: false },
      { question: 'Where is the ceremony?', answer: 'Garden', care: false },
    ]);

    // Making it required changes no answer's meaning: the same version, in place.
    const required = (await t.api.patch(`/api/admin/questionnaires/${id}/questions/${v2.id}/`, { required: true }, { token: admin })).json();
    expect(required.questions[0]).toMatchObject({ id: v2.id, required: true, version: 2 });
    // Removing an answered question retires it; its answer stays readable.
    const removed = (await t.api.delete(`/api/admin/questionnaires/${id}/questions/${v2.id}/`, { token: admin })).json() as TStaffQuestionnaire;
    expect(removed.questions).toEqual([]);
    expect(removed.retired_questions.map((q) => [q.label, q.version])).toEqual([
      ['Where is the ceremony?', 1],
      ['Ceremony place', 2],
    ]);
    expect((await sheet()).map((a) => a.answer)).toEqual(['Garden', 'Beach']);
  });
});

describe('the booking questionnaire', () => {
  it('a flagged allergy question added by an admin is asked by the booking wizard at its next request', async () => {
    const wedding = await bookingQuestionnaireOf(t, staff);
    expect((await itemsOf(t)).map((i) => i.name)).not.toContain('Nut or shellfish allergies?');
    const after = await addQuestion(wedding.id, {
      label: 'Nut or shellfish allergies?',
      type: 'textarea',
      purpose: 'dietary',
      help_text: 'So our kitchen can plan.',
    });
    expect(after.questions.at(-1)).toMatchObject({ label: 'Nut or shellfish allergies?', care: true });
    expect((await itemsOf(t)).map((i) => i.name)).toContain('Nut or shellfish allergies?');
    // A rating or a file may be asked in the wizard, never in the portal.
    expect(
      (await t.api.post(`/api/admin/questionnaires/${wedding.id}/questions/`, { label: 'How did you find us?', type: 'rating' }, { token: admin })).statusCode,
    ).toBe(201);
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('two processes on one PostgreSQL', () => {
  let a: TTestApp;
  let b: TTestApp;
  beforeAll(async () => {
    const first = await testDatabase();
    a = await createTestApp({ database: first });
    b = await createTestApp({ database: fromPostgres(first.url!) });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('the other process asks a new question at its next request', async () => {
    // b loads (and caches) the wedding flow first.
    expect((await itemsOf(b)).map((i) => i.name)).not.toContain('Wheelchair users in your party?');
    const token = (await accountWithRole(a, 'admin')).tokens.access;
    const wedding = await bookingQuestionnaireOf(a, token);
    const res = await a.api.post(
      `/api/admin/questionnaires/${wedding.id}/questions/`,
      { label: 'Wheelchair users in your party?', type: 'boolean', purpose: 'accessibility' },
      { token },
    );
    expect(res.statusCode).toBe(201);
    expect((await itemsOf(b)).map((i) => i.name)).toContain('Wheelchair users in your party?');
    const staffB = (await accountWithRole(b, 'staff')).tokens.access;
    const seen = (await b.api.get(`/api/staff/questionnaires/${wedding.id}/`, { token: staffB })).json() as TStaffQuestionnaire;
    expect(seen.questions.at(-1)).toMatchObject({ label: 'Wheelchair users in your party?', care: true });
  });
});
