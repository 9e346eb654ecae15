import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEEDBACK_NOT_FOUND } from '@venue/shared/events/feedback.schema';
import { FEEDBACK_NOT_PUBLIC } from '@venue/shared/site/pages.schema';
import { accountWithRole, createTestApp, queryRows, type TTestApp } from '../../../test/test-app';
import { auditOf } from '../../../test/staff-helpers';

let t: TTestApp;
let staff: string;
let client: string;
let shared: number;
let privateOne: number;
let noFeedback: number;

/** A past event of the client with feedback (or none). */
async function eventWith(clientId: number, day: string, feedback: { isPublic: boolean; testimonial: string } | null) {
  const [event] = await queryRows<{ id: number }>(
    t,
    sql`insert into events (client_id, event_type_id, name, status, start_date, end_date)
        values (${clientId}, (select id from event_types order by id limit 1), 'Reyes Family Reunion', 'COMPLETED', ${day}, ${day}) returning id`,
  );
  if (feedback)
    await t.database.db.execute(
      sql`insert into event_feedback (event_id, overall_rating, testimonial, is_public) values (${event!.id}, 5, ${feedback.testimonial}, ${feedback.isPublic})`,
    );
  return event!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  staff = (await accountWithRole(t, 'staff')).tokens.access;
  const c = await accountWithRole(t, 'client', 'ana.reyes@example.test');
  client = c.tokens.access;
  shared = await eventWith(c.user.id, '2026-03-14', { isPublic: true, testimonial: 'The gardens were perfect for our reunion.' });
  privateOne = await eventWith(c.user.id, '2026-04-18', { isPublic: false, testimonial: 'Just for the team.' });
  noFeedback = await eventWith(c.user.id, '2026-05-02', null);
});
afterAll(() => t.close());

const show = (eventId: number, shown: boolean, token = staff) =>
  t.api.put(`/api/staff/events/${eventId}/feedback/website/`, { shown_on_website: shown }, { token });

describe('reviews on the website', () => {
  it('shows only feedback the client shared and staff chose, with a first name, the event type and the month', async () => {
    expect((await t.api.get('/api/site/reviews/')).json()).toEqual([]);
    const res = await show(shared, true);
    expect(res.statusCode).toBe(200);
    const reviews = (await t.api.get('/api/site/reviews/')).json();
    expect(reviews).toEqual([
      {
        id: expect.any(Number),
        first_name: 'Liza',
        event_type: expect.any(String),
        month: 'March 2026',
        rating: 5,
        text: 'The gardens were perfect for our reunion.',
      },
    ]);
    // Nothing more of the client leaves the server: no last name, no event name or day.
    expect(JSON.stringify(reviews)).not.toMatch(/Soberano|Reunion|2026-03-14/);
    expect((await auditOf(t, 'event', shared)).at(-1)).toMatchObject({ action: 'feedback.website', after: { shown_on_website: true } });

    expect((await show(shared, false)).statusCode).toBe(200);
    expect((await t.api.get('/api/site/reviews/')).json()).toEqual([]);
  });

  it('refuses to show feedback the client kept private, or none, and refuses clients', async () => {
    expect((await show(privateOne, true)).json()).toMatchObject({ detail: FEEDBACK_NOT_PUBLIC, code: 'conflict' });
    expect((await show(noFeedback, true)).json()).toMatchObject({ detail: FEEDBACK_NOT_FOUND });
    expect((await show(shared, true, client)).statusCode).toBe(403);
    expect((await t.api.put(`/api/staff/events/${shared}/feedback/website/`, { shown_on_website: 'yes' }, { token: staff })).json()).toMatchObject({
      errors: { shown_on_website: ['shown_on_website must be true or false'] },
    });
  });
});
