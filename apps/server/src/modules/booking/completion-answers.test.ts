import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, venueDay } from '@venue/shared/dates';
import type { TBookingFlow } from '@venue/shared/booking/flow.schema';
import { complete, daysAhead, fillWedding, flowOf, payWith, saveStep, startBooking, stepOf } from '../../../test/booking-helpers';
import { createTestApp, queryRows, type TTestApp } from '../../../test/test-app';
import { signIn } from '../../../test/staff-helpers';
import { DEMO_ADMIN, DEMO_STAFF, seedDemoData } from '../../seed/demo-data';

let t: TTestApp;
let wedding: TBookingFlow;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.transaction((tx) => seedDemoData(tx, venueDay(), t.app.ctx.storage));
  wedding = await flowOf(t);
  staff = await signIn(t, DEMO_STAFF.email, DEMO_STAFF.password);
});
afterAll(() => t.close());

const CARE = {
  'Will family stay overnight at Havila?': true,
  'Dietary needs or allergies': 'Peanut allergy (groom)',
  'Accessibility needs': 'Lola uses a wheelchair',
};
// The booking's overnight answer also answers the planning questionnaire's, which is said once, in the booking's words.
const CARE_NOTES = [
  { label: 'Will family stay overnight at Havila?', text: 'Yes' },
  { label: 'Dietary needs or allergies', text: 'Peanut allergy (groom)' },
  { label: 'Accessibility needs', text: 'Lola uses a wheelchair' },
  { label: 'Special requests', text: 'White chairs, please.' },
];

async function bookWithAnswers(email: string, day: number, ip: string) {
  const id = await startBooking(t, wedding, ip);
  await fillWedding(t, wedding, id, { day: daysAhead(day), email, createAccount: true, answers: CARE }, ip);
  await payWith(t, wedding, id, undefined, {}, ip);
  const res = await complete(t, id, 'payment', { ip });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().event_id as number;
}

describe("a booking's answers become the event's", () => {
  it('sets the guest count and dietary note, answers the planning questionnaire, and flags what needs care', async () => {
    const eventId = await bookWithAnswers('answers@example.test', 210, '10.50.0.1');
    const [event] = await queryRows<{ guest_count: number; dietary: string }>(
      t,
      sql`select guest_count, preferences->>'dietary_restrictions' as dietary from events where id = ${eventId}`,
    );
    expect(event).toEqual({ guest_count: 100, dietary: 'Peanut allergy (groom)' });

    const detail = (await t.api.get(`/api/staff/events/${eventId}/`, { token: staff })).json();
    expect(detail.guest_count).toBe(100);
    expect(detail.care_notes).toEqual(CARE_NOTES);

    const sheets = (await t.api.get(`/api/staff/events/${eventId}/answers/`, { token: staff })).json() as {
      questionnaire: string;
      answers: { question: string; answer: string | null; care: boolean }[];
    }[];
    const sheet = (name: string) => sheets.find((s) => s.questionnaire === name)!.answers;
    expect(sheet('Wedding details')).toEqual(
      expect.arrayContaining([
        { question: 'Names of the couple', answer: 'Maria & Jose', care: false },
        { question: 'Expected number of guests', answer: '100', care: false },
        { question: 'Will family stay overnight at Havila?', answer: 'Yes', care: true },
        { question: 'Dietary needs or allergies', answer: 'Peanut allergy (groom)', care: true },
        { question: 'Accessibility needs', answer: 'Lola uses a wheelchair', care: true },
        { question: 'Coordinator phone on the day', answer: null, care: false },
      ]),
    );
    // The planning questionnaire is not asked again for what the booking answered.
    expect(sheet('Event Planning Questionnaire')).toEqual(
      expect.arrayContaining([
        { question: 'Expected number of guests', answer: '100', care: false },
        { question: 'Will you need overnight rooms at Havila?', answer: 'Yes', care: true },
        { question: 'Main contact person', answer: null, care: false },
      ]),
    );
  });

  it('keeps the chosen packages and add-ons on the event, priced as its invoice bills them, for a booking and a quote request', async () => {
    const eventId = await bookWithAnswers('chosen@example.test', 215, '10.50.0.4');
    const items = (await t.api.get(`/api/staff/events/${eventId}/`, { token: staff })).json().booked_items as Record<string, string>[];
    expect(items.map(({ name, kind, quantity }) => ({ name, kind, quantity }))).toEqual([
      { name: expect.stringMatching(/Garden/), kind: 'PACKAGE', quantity: '1.00' },
      { name: expect.stringMatching(/Buffet/), kind: 'ADDON', quantity: '100.00' },
    ]);
    // One figure: the event keeps the very unit prices and line totals its invoice bills (before tax).
    const billed = await queryRows<{ name: string; unit_price: string; line_total: string }>(
      t,
      sql`select l.description as name, l.unit_price::text, (l.unit_price * l.quantity)::numeric(12,2)::text as line_total
          from invoice_line_items l join invoices i on i.id = l.invoice_id
          where i.event_id = ${eventId} and l.item_type <> 'DISCOUNT' order by l.id`,
    );
    expect(items.map(({ name, unit_price, line_total }) => ({ name, unit_price, line_total }))).toEqual(billed);

    const id = await startBooking(t, wedding, '10.50.0.5');
    await fillWedding(t, wedding, id, { day: daysAhead(220), email: 'chosen-quote@example.test' }, '10.50.0.5');
    await saveStep(t, id, stepOf(wedding, 'payment_info').id, { completion_type: 'quote', quote_message: '' }, true, '10.50.0.5');
    const requested = await complete(t, id, 'quote', { ip: '10.50.0.5' });
    expect(requested.statusCode, requested.body).toBe(200);
    const asked = (await t.api.get(`/api/staff/events/${requested.json().event_id}/`, { token: staff })).json().booked_items;
    expect(asked).toEqual(items);
  });

  it('shows the client the booking questions answered, and an edit there reaches the event and the staff', async () => {
    const eventId = await bookWithAnswers('edits@example.test', 212, '10.50.0.2');
    const client = await signIn(t, 'edits@example.test', 'sampaguita2026');
    const typeId = (await queryRows<{ event_type_id: number }>(t, sql`select event_type_id from events where id = ${eventId}`))[0]!.event_type_id;
    const list = (await t.api.get('/api/questionnaires/questionnaires/active/', { token: client, query: { event_type: String(typeId) } })).json() as {
      name: string;
      fields: { id: number; name: string }[];
    }[];
    expect(list.map((q) => q.name)).toEqual(['Wedding details', 'Event Planning Questionnaire']);
    const field = (q: string, name: string) => list.find((x) => x.name === q)!.fields.find((f) => f.name === name)!.id;
    const saved = (await t.api.get('/api/questionnaires/responses/', { token: client, query: { event: String(eventId) } })).json();
    expect(saved).toContainEqual({ field: field('Wedding details', 'Dietary needs or allergies'), value: 'Peanut allergy (groom)' });
    expect(saved).toContainEqual({ field: field('Event Planning Questionnaire', 'Expected number of guests'), value: '100' });

    const res = await t.api.post(
      '/api/questionnaires/responses/save_event_responses/',
      {
        event_id: eventId,
        responses: [
          { field_id: field('Wedding details', 'Dietary needs or allergies'), value: 'Peanut and shellfish allergy' },
          { field_id: field('Wedding details', 'Expected number of guests'), value: '120' },
        ],
      },
      { token: client },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toContainEqual({ field: field('Event Planning Questionnaire', 'Expected number of guests'), value: '120' });
    const detail = (await t.api.get(`/api/staff/events/${eventId}/`, { token: staff })).json();
    expect(detail.guest_count).toBe(120);
    expect(detail.preferences.dietary_restrictions).toBe('Peanut and shellfish allergy');
    expect(detail.care_notes).toContainEqual({ label: 'Dietary needs or allergies', text: 'Peanut and shellfish allergy' });
  });

  it('flags care notes on Today for events of the next 14 days only', async () => {
    const soon = await bookWithAnswers('soon@example.test', 214, '10.50.0.3');
    const later = await bookWithAnswers('later@example.test', 216, '10.50.0.4');
    // Move them close (the wizard books weddings 30 days ahead at the least); Today reads the event's days.
    const move = (id: number, days: number) => {
      const day = addDays(venueDay(), days);
      return queryRows(t, sql`update events set start_date = ${day}, end_date = ${day} where id = ${id}`);
    };
    await move(soon, 13);
    await move(later, 15);
    const today = (await t.api.get('/api/staff/today/', { token: staff })).json() as {
      upcoming_events: { events: { id: number; name: string; care_notes: unknown[] }[] }[];
    };
    const all = today.upcoming_events.flatMap((g) => g.events);
    expect(all.find((e) => e.id === soon)!.care_notes).toEqual(CARE_NOTES);
    expect(all.find((e) => e.id === later)!.care_notes).toEqual([]);
    // The demo's wedding ten days out answered its booking questions with an allergy and a wheelchair.
    expect(all.find((e) => e.name === 'Reyes-Villanueva Wedding')!.care_notes).toEqual([
      { label: 'Will family stay overnight at Havila?', text: 'Yes' },
      { label: 'Dietary needs or allergies', text: 'Two guests are allergic to shellfish; the groom’s table is vegetarian.' },
      { label: 'Accessibility needs', text: 'The bride’s grandmother uses a wheelchair: a table near the ramp, please.' },
    ]);
  });

  it('lets staff and admins read the answers; a client is refused, a guest must sign in, an unknown event is not found', async () => {
    const id = (await queryRows<{ id: number }>(t, sql`select id from events where name = 'Reyes-Villanueva Wedding'`))[0]!.id;
    const client = (
      await t.api.post('/api/users/register/', {
        first_name: 'Nosy',
        last_name: 'Client',
        email: 'nosy@example.test',
        password: 'Sampaguita#2026',
        confirm_password: 'Sampaguita#2026',
      })
    ).json().tokens.access as string;
    const admin = await signIn(t, DEMO_ADMIN.email, DEMO_ADMIN.password);
    expect((await t.api.get(`/api/staff/events/${id}/answers/`, { token: admin })).statusCode).toBe(200);
    expect((await t.api.get(`/api/staff/events/${id}/answers/`, { token: staff })).statusCode).toBe(200);
    expect((await t.api.get(`/api/staff/events/${id}/answers/`, { token: client })).statusCode).toBe(403);
    expect((await t.api.get(`/api/staff/events/${id}/answers/`)).statusCode).toBe(401);
    const missing = await t.api.get('/api/staff/events/999999/answers/', { token: staff });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe('Event not found.');
  });
});
