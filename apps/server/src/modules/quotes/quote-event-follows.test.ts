import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { venueDay } from '@venue/shared/dates';
import { quoteReminderLink } from '@venue/shared/quotes/quote-status';
import { QUOTE_MESSAGES } from '@venue/shared/quotes/staff-quote.schema';
import { demoAppSignedIn } from '../../../test/staff-helpers';
import { queryRows, type TTestApp } from '../../../test/test-app';
import { DEMO_EMAIL } from '../../seed/demo-data';

/** Issue 39, point 4: the accepted version is what the event is (guests, package); a version's validity follows its date. */
let t: TTestApp;
let staff: string;
let client: string;
let event: { id: number; guest_count: number };
let pkg: { id: number; name: string };
const today = venueDay();

beforeAll(async () => {
  ({ t, staff, client } = await demoAppSignedIn(today));
  event = (
    await queryRows<{ id: number; guest_count: number }>(
      t,
      sql`select e.id, e.guest_count from events e join users u on u.id = e.client_id
        where u.email = ${DEMO_EMAIL} and e.status = 'CONFIRMED' and e.guest_count is not null order by e.id limit 1`,
    )
  )[0]!;
  pkg = (
    await queryRows<{ id: number; name: string }>(t, sql`select id, name from products where type = 'PACKAGE' and is_active order by id desc limit 1`)
  )[0]!;
});
afterAll(() => t.close());

const createQuote = (body: object) => t.api.post(`/api/staff/events/${event.id}/quotes/`, body, { token: staff });

describe('a quote version says how many guests it is for', () => {
  it("defaults to the event's guest count, takes one the venue names, and refuses one that is not a count", async () => {
    const plain = await createQuote({ line_items: [{ description: 'Hall', unit_price: '1000.00' }] });
    expect(plain.statusCode, plain.body).toBe(201);
    expect(plain.json().guest_count).toBe(event.guest_count);
    const bad = await createQuote({ guest_count: 0, line_items: [] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errors: { guest_count: ['Guest count must be at least 1'] } });
    const changed = await t.api.patch(`/api/staff/quotes/${plain.json().id}/`, { guest_count: 90 }, { token: staff });
    expect(changed.json().guest_count).toBe(90);
    expect((await t.api.delete(`/api/staff/quotes/${plain.json().id}/`, { token: staff })).statusCode).toBe(204);
  });
});

describe('accepting a version brings the event to it', () => {
  it("makes the version's guests and package the event's, in the acceptance, and the timeline says so", async () => {
    const guests = event.guest_count + 20;
    const draft = await createQuote({
      guest_count: guests,
      line_items: [{ product_id: pkg.id }, { description: 'Dinner, per guest', quantity: String(guests), unit_price: '1450.00' }],
    });
    expect(draft.statusCode, draft.body).toBe(201);
    const { id, version } = draft.json() as { id: number; version: number };
    expect((await t.api.post(`/api/staff/quotes/${id}/send/`, undefined, { token: staff })).statusCode).toBe(200);

    // The reminders to accept it (one naming the quote, one of before they did) and an unrelated notice.
    await queryRows(
      t,
      sql`insert into notifications (user_id, type, priority, title, body, link)
          select client_id, 'event', 'medium', t.title, 'Accept it before then to keep your date.', t.link from events,
          (values ('Your quote expires in 2 days', ${quoteReminderLink(event.id, id)}), ('Your quote expires tomorrow', ${`/events/${event.id}`}),
                  ('Your event is near', ${`/events/${event.id}`})) as t(title, link)
          where events.id = ${event.id}`,
    );
    const res = await t.api.post(`/api/sales/client/quotes/${id}/accept/`, {}, { token: client });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ACCEPTED', guest_count: guests });
    const left = (await t.api.get('/api/notifications/', { token: client, query: { page_size: '100' } })).json().results as { title: string }[];
    expect(left.map((n) => n.title)).toContain('Your event is near');
    expect(left.filter((n) => n.title.startsWith('Your quote expires'))).toEqual([]);

    const after = (await t.api.get(`/api/staff/events/${event.id}/`, { token: staff })).json() as {
      guest_count: number;
      booked_items: { name: string; kind: string }[];
    };
    expect(after.guest_count).toBe(guests);
    expect(after.booked_items.filter((i) => i.kind === 'PACKAGE').map((i) => i.name)).toEqual([pkg.name]);
    const timeline = (await t.api.get(`/api/client/events/${event.id}/timeline/`, { token: client })).json() as { action_type: string; description: string }[];
    expect(timeline.find((e) => e.action_type === 'guest_count_changed')?.description).toBe(
      `Guests changed from ${event.guest_count} to ${guests}: quote version ${version} was accepted`,
    );
    expect(timeline.find((e) => e.action_type === 'package_changed')?.description).toMatch(
      new RegExp(`to ${pkg.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: quote version ${version} was accepted$`),
    );
  });
});

describe("a version's validity is not before its date", () => {
  it('refuses a valid-until on or before the day the version is made or changed, with the catalogue text', async () => {
    const res = await createQuote({ valid_until: today, line_items: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ detail: QUOTE_MESSAGES.validUntilPast, errors: { valid_until: [QUOTE_MESSAGES.validUntilPast] } });
    const [past] = await queryRows<{ id: number }>(t, sql`select id from quotes where status = 'DRAFT' order by id limit 1`);
    const change = await t.api.patch(`/api/staff/quotes/${past!.id}/`, { valid_until: '2020-01-01' }, { token: staff });
    expect(change.json()).toMatchObject({ detail: QUOTE_MESSAGES.validUntilPast });
  });

  it('never shows a demo version valid until a day before it was made', async () => {
    const bad = await queryRows<{ id: number }>(
      t,
      sql`select id from quotes where valid_until < (created_at at time zone 'Asia/Manila')::date
          or valid_until < (sent_at at time zone 'Asia/Manila')::date`,
    );
    expect(bad).toEqual([]);
  });
});
