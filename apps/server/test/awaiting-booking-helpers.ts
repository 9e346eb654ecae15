import { sql } from 'drizzle-orm';
import { queryRows, type TTestApp } from './test-app';

/** What a booking's payment attempt leaves in the database, for tests of the payer's confirmation step. */

export const count = async (t: TTestApp, table: string) =>
  (await queryRows<{ n: number }>(t, sql`select count(*)::int as n from ${sql.identifier(table)}`))[0]!.n;

/** Rows an attempt makes: undoing it must bring every count back. */
export const madeRows = async (t: TTestApp) => ({
  events: await count(t, 'events'),
  invoices: await count(t, 'invoices'),
  payments: await count(t, 'payments'),
  users: await count(t, 'users'),
});

export const timesUsed = async (t: TTestApp, code: string) =>
  (await queryRows<{ n: number }>(t, sql`select times_used as n from discounts where code = ${code}`))[0]!.n;

/** The session's own hold (null once the event's reservation took its place). */
export const sessionHold = (t: TTestApp, sessionId: string) =>
  queryRows<{ id: number }>(t, sql`select r.id from facility_reservations r join booking_sessions s on s.id = r.session_id where s.session_id = ${sessionId}`);

export async function eventState(t: TTestApp, eventId: number) {
  const [event] = await queryRows<{ status: string; payment_status: string }>(t, sql`select status, payment_status from events where id = ${eventId}`);
  const reservations = await queryRows(t, sql`select id from facility_reservations where event_id = ${eventId}`);
  const payments = await queryRows<{ status: string; amount: string }>(
    t,
    sql`select status, amount::text from payments where event_id = ${eventId} order by id`,
  );
  return { event: event ?? null, reservations: reservations.length, payments };
}

/** "Booking confirmed" e-mails sent to one address so far. */
export const bookingMails = async (t: TTestApp, to: string) => (await t.drainMail()).filter((m) => m.to === to && m.subject.startsWith('Booking confirmed'));

/** As if the payer walked away STALE_CHARGE_MINUTES ago: the stale-charge job may now settle the charge. */
export const ageCharge = (t: TTestApp, paymentId: number) =>
  t.database.db.execute(sql`update payments set updated_at = now() - interval '2 hours' where id = ${paymentId}`);
