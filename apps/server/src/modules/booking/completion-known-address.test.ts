import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { BOOKING_TEXT as T } from '@venue/shared/booking/steps';
import { longDay } from '@venue/shared/dates';
import type { TBookingFlow } from '@venue/shared/booking/flow.schema';
import { accountWithRole, createTestApp, queryRows, registerClient, type TTestApp } from '../../../test/test-app';
import { complete, daysAhead, fillWedding, flowOf, payWith, saveStep, startBooking, stepOf } from '../../../test/booking-helpers';

let t: TTestApp;
let wedding: TBookingFlow;
beforeAll(async () => {
  t = await createTestApp();
  wedding = await flowOf(t);
});
afterAll(() => t.close());

const contactStep = () => stepOf(wedding, 'contact_info').id;
const contact = (email: string) => ({ full_name: 'Probe Person', email, phone: '0917 123 4567', create_account: false });

/** The limits read their env at each call: a test may lower one for its own run. */
async function withEnv<T>(name: string, value: string, run: () => Promise<T>): Promise<T> {
  const before = process.env[name];
  process.env[name] = value;
  try {
    return await run();
  } finally {
    if (before === undefined) delete process.env[name];
    else process.env[name] = before;
  }
}

describe('a guest typing the address of an existing account', () => {
  it('answers a declined card the same for known, staff and unknown addresses', async () => {
    await registerClient(t, 'known-probe@example.test');
    const staff = await accountWithRole(t, 'admin');
    const ip = '10.40.0.1';
    const id = await startBooking(t, wedding, ip);
    await fillWedding(t, wedding, id, { day: daysAhead(300), email: 'unknown-probe@example.test' }, ip);
    await payWith(t, wedding, id, '4000000000000002', {}, ip);
    const answers = [];
    for (const email of ['unknown-probe@example.test', 'known-probe@example.test', staff.user.email, 'another-unknown@example.test']) {
      expect((await saveStep(t, id, contactStep(), contact(email), true, ip)).statusCode).toBe(200);
      const res = await complete(t, id, 'payment', { ip });
      answers.push({ status: res.statusCode, body: res.json() });
    }
    expect(answers[0]!.status).toBe(402);
    for (const a of answers.slice(1)) expect(a).toEqual(answers[0]);
  });

  it('completes the booking into that account without signing the guest in, and tells its owner', async () => {
    const owner = await registerClient(t, 'owner@example.test');
    const users = (await queryRows<{ n: number }>(t, sql`select count(*)::int as n from users`))[0]!.n;
    const ip = '10.40.0.2';
    const id = await startBooking(t, wedding, ip);
    await fillWedding(t, wedding, id, { day: daysAhead(301), email: 'Owner@Example.test', createAccount: true }, ip);
    await payWith(t, wedding, id, undefined, {}, ip);
    await t.drainMail();
    const res = await complete(t, id, 'payment', { ip });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json();
    // The same answer as for a new address: no token, no sign of the account.
    expect(result).toMatchObject({ event_status: 'CONFIRMED', account_created: true });
    expect(JSON.stringify(result)).not.toMatch(/token|owner@/i);
    expect((await queryRows<{ n: number }>(t, sql`select count(*)::int as n from users`))[0]!.n).toBe(users);
    expect((await queryRows<{ client_id: number }>(t, sql`select client_id from events where id = ${result.event_id}`))[0]!.client_id).toBe(owner.user.id);
    // The guest's password was not given to the account.
    expect((await t.api.post('/api/users/login/', { email: 'owner@example.test', password: 'sampaguita2026' })).statusCode).toBe(401);
    const mails = (await t.drainMail()).filter((m) => m.to === 'owner@example.test');
    const notice = mails.find((m) => m.subject === 'A booking was made with your e-mail address');
    expect(notice?.text).toContain(result.booking_reference);
    expect(notice?.text).toContain("If this wasn't you, please contact us");
    expect(mails.some((m) => m.subject.startsWith('Booking confirmed'))).toBe(true);
    // The owner sees it in their account.
    const events = (await t.api.get('/api/client/events/', { token: owner.tokens.access })).json();
    expect(events.results.map((e: { id: number }) => e.id)).toContain(result.event_id);
  });

  it('does the same for a quote request, and a new address gets no notice', async () => {
    const owner = await registerClient(t, 'quote-owner@example.test');
    const ip = '10.40.0.3';
    const ids = [];
    for (const [n, email] of ['quote-owner@example.test', 'quote-new@example.test'].entries()) {
      const id = await startBooking(t, wedding, ip);
      await fillWedding(t, wedding, id, { day: daysAhead(302 + n), email }, ip);
      await saveStep(t, id, stepOf(wedding, 'payment_info').id, { completion_type: 'quote', quote_message: '' }, true, ip);
      ids.push(id);
    }
    await t.drainMail();
    const known = await complete(t, ids[0]!, 'quote', { ip });
    const unknown = await complete(t, ids[1]!, 'quote', { ip });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json().account_created).toBe(unknown.json().account_created);
    const mails = await t.drainMail();
    expect(mails.filter((m) => m.subject === 'A quote request was made with your e-mail address').map((m) => m.to)).toEqual(['quote-owner@example.test']);
    expect((await queryRows<{ client_id: number }>(t, sql`select client_id from events where id = ${known.json().event_id}`))[0]!.client_id).toBe(
      owner.user.id,
    );
  });
});

describe('completion limits', () => {
  it('limits completions per address (a declined card counts)', async () => {
    const ip = '10.41.0.1';
    const id = await startBooking(t, wedding, ip);
    await fillWedding(t, wedding, id, { day: daysAhead(310) }, ip);
    await payWith(t, wedding, id, '4000000000000002', {}, ip);
    await withEnv('BOOKING_COMPLETIONS_PER_HOUR', '3', async () => {
      for (let i = 0; i < 3; i++) expect((await complete(t, id, 'payment', { ip })).statusCode).toBe(402);
      const refused = await complete(t, id, 'payment', { ip });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ detail: T.tooManyCompletions, code: 'rate_limited' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // Another address is not affected.
      expect((await complete(t, id, 'payment', { ip: '10.41.0.2' })).statusCode).toBe(402);
    });
  });

  it('limits quote requests per address and per e-mail', async () => {
    const quote = async (ip: string, email: string, day: number) => {
      const id = await startBooking(t, wedding, ip);
      await fillWedding(t, wedding, id, { day: daysAhead(day), email }, ip);
      await saveStep(t, id, stepOf(wedding, 'payment_info').id, { completion_type: 'quote', quote_message: '' }, true, ip);
      return complete(t, id, 'quote', { ip });
    };
    await withEnv('BOOKING_QUOTES_PER_DAY_PER_EMAIL', '1', async () => {
      expect((await quote('10.42.0.1', 'quotes@example.test', 320)).statusCode).toBe(200);
      const byEmail = await quote('10.42.0.2', 'QUOTES@example.test', 321);
      expect(byEmail.statusCode).toBe(429);
      expect(byEmail.json()).toEqual({ detail: T.tooManyQuotes, code: 'rate_limited' });
    });
    await withEnv('BOOKING_QUOTES_PER_DAY_PER_ADDRESS', '1', async () => {
      expect((await quote('10.42.0.3', 'quotes-a@example.test', 322)).statusCode).toBe(200);
      const byAddress = await quote('10.42.0.3', 'quotes-b@example.test', 323);
      expect(byAddress.statusCode).toBe(429);
      expect(byAddress.json()).toEqual({ detail: T.tooManyQuotes, code: 'rate_limited' });
    });
  });
});

describe("the names of a client's booked events", () => {
  it('say what, whose and when, and number a second booking that would share a name', async () => {
    const owner = await registerClient(t, 'two-weddings@example.test');
    const book = async (day: string, ip: string) => {
      const id = await startBooking(t, wedding, ip);
      await fillWedding(t, wedding, id, { day, email: 'two-weddings@example.test' }, ip);
      await payWith(t, wedding, id, undefined, {}, ip);
      const res = await complete(t, id, 'payment', { ip });
      expect(res.statusCode, res.body).toBe(200);
      return (await queryRows<{ name: string }>(t, sql`select name from events where id = ${res.json().event_id}`))[0]!.name;
    };
    const first = daysAhead(330);
    const second = daysAhead(331);
    expect(await book(first, '10.43.0.1')).toBe(`Wedding for Liza Soberano, ${longDay(first)}`);
    // An event of that client already bears the name the second booking would take (staff named it so).
    const clash = `Wedding for Liza Soberano, ${longDay(second)}`;
    await queryRows(t, sql`update events set name = ${clash} where client_id = ${owner.user.id}`);
    expect(await book(second, '10.43.0.2')).toBe(`${clash} (2)`);
  });
});
