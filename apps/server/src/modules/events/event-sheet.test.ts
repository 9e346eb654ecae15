import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { venueDay } from '@venue/shared/dates';
import type { TClientEventSheet, TEventSheet } from '@venue/shared/staff/event-sheet.schema';
import { createTestApp, type TTestApp } from '../../../test/test-app';
import { signIn } from '../../../test/staff-helpers';
import { DEMO_ADMIN, DEMO_EMAIL, DEMO_PASSWORD, DEMO_STAFF, seedDemoData } from '../../seed/demo-data';
import { pdfPages } from '../../lib/pdf/pdf-text';

let t: TTestApp;
let staff: string;
let admin: string;
let client: string;
let other: string;
let wedding: number;
const squash = (s: string) => s.replace(/\s+/g, ' ');
const SECRET = 'Groom’s father settles the band in cash on the day.';

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.transaction((tx) => seedDemoData(tx, venueDay(), t.app.ctx.storage));
  staff = await signIn(t, DEMO_STAFF.email, DEMO_STAFF.password);
  admin = await signIn(t, DEMO_ADMIN.email, DEMO_ADMIN.password);
  client = await signIn(t, DEMO_EMAIL, DEMO_PASSWORD);
  other = await signIn(t, 'ana.reyes@example.test', 'AnaClient#2026');
  const events = (await t.api.get('/api/client/events/', { token: client })).json().results as { id: number; name: string }[];
  wedding = events.find((e) => e.name === 'Maria & Paolo Wedding')!.id;
  expect((await t.api.post(`/api/staff/events/${wedding}/notes/`, { content: SECRET, is_internal: true }, { token: staff })).statusCode).toBe(201);
});
afterAll(() => t.close());

const sheetOf = async (token = staff) => (await t.api.get(`/api/staff/events/${wedding}/sheet/`, { token })).json() as TEventSheet;
const rowsOf = (s: TEventSheet) => ({
  run_of_show: s.run_of_show,
  suppliers: s.suppliers.map(({ role, name, phone, arrives_at, cost }) => ({ role, name, phone, arrives_at, cost })),
  coordinator_id: s.coordinator?.id ?? null,
});

describe('who may read and change the event sheet', () => {
  it('refuses a stranger (401) and a client the staff calls (403); staff and admin read it (200)', async () => {
    const url = `/api/staff/events/${wedding}/sheet/`;
    expect((await t.api.get(url)).statusCode).toBe(401);
    expect((await t.api.get(`/api/staff/events/${wedding}/sheet.pdf`)).statusCode).toBe(401);
    expect((await t.api.get(`/api/client/events/${wedding}/sheet/`)).statusCode).toBe(401);
    expect((await t.api.get(url, { token: client })).statusCode).toBe(403);
    expect((await t.api.put(url, { run_of_show: [], suppliers: [], coordinator_id: null }, { token: client })).statusCode).toBe(403);
    expect((await t.api.post(`${url}printed/`, undefined, { token: client })).statusCode).toBe(403);
    expect((await t.api.get(`/api/staff/events/${wedding}/sheet.pdf`, { token: client })).statusCode).toBe(403);
    expect((await t.api.get(url, { token: staff })).statusCode).toBe(200);
    expect((await t.api.get(url, { token: admin })).statusCode).toBe(200);
    expect((await t.api.get('/api/staff/events/999999/sheet/', { token: staff })).statusCode).toBe(404);
  });

  it('shows a client their own sheet and 404 for another client’s; the venue does not use the portal call', async () => {
    expect((await t.api.get(`/api/client/events/${wedding}/sheet/`, { token: client })).statusCode).toBe(200);
    expect((await t.api.get(`/api/client/events/${wedding}/sheet/`, { token: other })).statusCode).toBe(404);
    expect((await t.api.post(`/api/client/events/${wedding}/sheet/confirm/`, { version: 1 }, { token: other })).statusCode).toBe(404);
    expect((await t.api.get(`/api/client/events/${wedding}/sheet/`, { token: staff })).statusCode).toBe(403);
  });
});

describe('the demo wedding’s sheet', () => {
  it('holds its guests, package, add-ons with quantities, the allergy answer first, the run of show, suppliers and coordinator', async () => {
    const s = await sheetOf();
    expect(s).toMatchObject({ name: 'Maria & Paolo Wedding', guest_count: 150, coordinator: { name: 'Lorenzo Dela Cruz' } });
    expect(s.contacts.map((c) => c.role)).toEqual(['Client', 'Coordinator']);
    expect(s.contacts[0]).toMatchObject({ name: 'Maria Santos', email: DEMO_EMAIL });
    expect(s.space).toMatchObject({ name: expect.any(String) });
    expect(s.items).toContainEqual({ name: 'Pavilion reception, full day', kind: 'PACKAGE', quantity: '1.00' });
    expect(s.items).toContainEqual({ name: 'Plated dinner, per guest', kind: 'ADDON', quantity: '150.00' });
    expect(s.answers[0]).toMatchObject({ question: 'Dietary needs or allergies', care: true, answer: expect.stringContaining('allergic to peanuts') });
    expect(s.answers.findIndex((a) => !a.care)).toBeGreaterThan(0);
    expect(s.answers.slice(s.answers.findIndex((a) => !a.care)).every((a) => !a.care)).toBe(true);
    expect(s.care_notes.map((n) => n.text).join(' ')).toContain('allergic to peanuts');
    expect(s.run_of_show.map((r) => `${r.time} ${r.what}`)).toEqual(expect.arrayContaining(['15:00 Ceremony in the garden', '22:00 Send-off']));
    expect(s.suppliers.map((x) => x.role)).toEqual(['Florist', 'Photographer', 'Band']);
    expect(s.suppliers[0]).toMatchObject({ name: 'Bloom & Vine Florals', arrives_at: '10:00', cost: '45000.00' });
    expect(s.internal_notes.map((n) => n.content)).toContain(SECRET);
    expect(s.coordinator_choices.map((c) => c.name)).toEqual(expect.arrayContaining(['Lorenzo Dela Cruz', 'Carmela Bautista']));
  });

  it('prints as a PDF on A4 and Letter whose text shows them, and marks the version printed', async () => {
    for (const [paper, width] of [
      ['a4', 595],
      ['letter', 612],
    ] as const) {
      const res = await t.api.get(`/api/staff/events/${wedding}/sheet.pdf`, { token: staff, query: { paper } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(res.rawPayload.toString('latin1')).toMatch(new RegExp(`MediaBox \\[0 0 ${width}`));
      const text = squash(pdfPages(res.rawPayload).join(' '));
      for (const want of [
        'Maria & Paolo Wedding',
        'Guests 150',
        'Pavilion reception, full day',
        'Plated dinner, per guest 150',
        'allergic to peanuts',
        'Ceremony in the garden',
        '3:00 PM',
        'Bloom & Vine Florals',
        'The Sampaguita Strings',
        '₱45,000.00',
        SECRET,
        'Lorenzo Dela Cruz',
      ])
        expect(text, want).toContain(want);
    }
    expect((await t.api.get(`/api/staff/events/${wedding}/sheet.pdf`, { token: staff, query: { paper: 'a3' } })).statusCode).toBe(400);
    const s = await sheetOf();
    expect(s.printed_version).toBe(s.version);
    expect(s.changed_since_printed).toBe(false);
  });
});

describe('changing the sheet', () => {
  it('replaces the rows, bumps the version and marks a change after printing on the event', async () => {
    const before = await sheetOf();
    expect((await t.api.post(`/api/staff/events/${wedding}/sheet/printed/`, undefined, { token: staff })).statusCode).toBe(200);
    const body = rowsOf(before);
    body.run_of_show = [...body.run_of_show, { time: '23:30', what: 'Last shuttle leaves', who: 'Transport' }];
    const res = await t.api.put(`/api/staff/events/${wedding}/sheet/`, body, { token: staff });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json() as TEventSheet;
    expect(after.version).toBe(before.version + 1);
    expect(after.changed_at).not.toBeNull();
    expect(after.run_of_show.at(-1)).toEqual({ time: '23:30', what: 'Last shuttle leaves', who: 'Transport' });
    expect(after.changed_since_printed).toBe(true);
    // Saving the same rows again is no new version.
    expect(((await t.api.put(`/api/staff/events/${wedding}/sheet/`, body, { token: staff })).json() as TEventSheet).version).toBe(after.version);
    // A change made elsewhere (a note) is a new version too.
    await t.api.post(`/api/staff/events/${wedding}/notes/`, { content: 'Valet for 40 cars.', is_internal: true }, { token: staff });
    expect((await sheetOf()).version).toBe(after.version + 1);
  });

  it('refuses rows it cannot print and a coordinator who is not on the team', async () => {
    const url = `/api/staff/events/${wedding}/sheet/`;
    const bad = await t.api.put(url, { run_of_show: [{ time: '25:00', what: '' }], suppliers: [], coordinator_id: null }, { token: staff });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({ 'run_of_show.0.time': [expect.stringContaining('time')] });
    const clientId = (await t.api.get(`/api/staff/events/${wedding}/`, { token: staff })).json().client.id as number;
    const notStaff = await t.api.put(url, { ...rowsOf(await sheetOf()), coordinator_id: clientId }, { token: staff });
    expect(notStaff.statusCode).toBe(400);
  });
});

describe('the client’s version', () => {
  it('leaves out internal notes and supplier costs, and confirms the version the client read', async () => {
    const res = await t.api.get(`/api/client/events/${wedding}/sheet/`, { token: client });
    const s = res.json() as TClientEventSheet;
    expect(res.body).not.toContain(SECRET);
    expect(res.body).not.toContain('45000');
    expect(s).not.toHaveProperty('internal_notes');
    expect(s.suppliers[0]).toEqual({ role: 'Florist', name: 'Bloom & Vine Florals', phone: '+63 917 555 0142', arrives_at: '10:00' });
    expect(s.run_of_show.length).toBeGreaterThan(4);
    expect(s.answers[0]).toMatchObject({ care: true });

    const stale = await t.api.post(`/api/client/events/${wedding}/sheet/confirm/`, { version: s.version - 1 }, { token: client });
    expect(stale.statusCode).toBe(409);
    const ok = await t.api.post(`/api/client/events/${wedding}/sheet/confirm/`, { version: s.version }, { token: client });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ confirmed_version: s.version, confirmed_at: expect.any(String) });
    expect((await sheetOf()).confirmed_version).toBe(s.version);
    const timeline = (await t.api.get(`/api/client/events/${wedding}/timeline/`, { token: client })).json() as { description: string }[];
    expect(timeline.map((e) => e.description)).toContain(`Event sheet version ${s.version} confirmed by the client`);
  });
});
