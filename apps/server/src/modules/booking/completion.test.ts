import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEXT_STEP_TEXT } from '@venue/shared/booking/next-steps';
import { sql } from 'drizzle-orm';
import { BOOKING_TEXT as T } from '@venue/shared/booking/steps';
import type { TBookingFlow } from '@venue/shared/booking/flow.schema';
import { invoiceTotals } from '@venue/shared/payments/invoice-totals';
import { balanceDueDate, formatLongDay } from '@venue/shared/contracts/template-variables';
import { formatMoney, fromMinor, toMinor } from '@venue/shared/money';
import { addDays, venueDay, venueInstant } from '@venue/shared/dates';
import { accountWithRole, createTestApp, queryRows, registerClient, type TTestApp } from '../../../test/test-app';
import { complete, daysAhead, fillWedding, flowOf, payWith, saveStep, sessionUrl, startBooking, stepOf } from '../../../test/booking-helpers';

const peso = (amount: string) => formatMoney(amount, 'PHP', { decimalPlaces: 2 });

let t: TTestApp;
let wedding: TBookingFlow;
beforeAll(async () => {
  t = await createTestApp();
  wedding = await flowOf(t);
});
afterAll(() => t.close());

const count = async (table: string) => (await queryRows<{ n: number }>(t, sql`select count(*)::int as n from ${sql.identifier(table)}`))[0]!.n;
const holdOf = (sessionId: string) =>
  queryRows<{ id: number }>(t, sql`select r.id from facility_reservations r join booking_sessions s on s.id = r.session_id where s.session_id = ${sessionId}`);

describe('completing with a payment', () => {
  it('creates the account, the CONFIRMED event on the facility, the invoice from the pricing, and takes the money once', async () => {
    const id = await startBooking(t, wedding, '10.20.0.1');
    const email = 'maria.santos@example.test';
    const summary = await fillWedding(t, wedding, id, { day: daysAhead(130), email, createAccount: true, discount: 'WELCOME10' }, '10.20.0.1');
    const before = (await queryRows<{ n: number }>(t, sql`select times_used as n from discounts where code = 'WELCOME10'`))[0]!.n;
    expect((await payWith(t, wedding, id, undefined, {}, '10.20.0.1')).statusCode).toBe(200);
    const res = await complete(t, id);
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json();
    expect(result).toMatchObject({
      session_id: id,
      booking_reference: id.slice(-8).toUpperCase(),
      completion_type: 'payment',
      completion_status: 'completed',
      event_status: 'CONFIRMED',
      account_created: true,
      total_price: summary.total_price,
      payment: { status: 'COMPLETED', amount: summary.total_price, payment_type: 'FULL' },
      calendar_url: `http://portal.test/api/bookingflow/public/session/${id}/calendar.ics`,
    });
    const [event] = await queryRows<{ status: string; payment_status: string; facility_id: number; client_id: number; total_price: string }>(
      t,
      sql`select status, payment_status, facility_id, client_id, total_price from events where id = ${result.event_id}`,
    );
    expect(event).toMatchObject({
      status: 'CONFIRMED',
      payment_status: 'PAID',
      facility_id: stepOf(wedding, 'date_time').configuration.default_facility_id,
      total_price: summary.total_price,
    });
    // The invoice totals exactly what the wizard showed, discount line included.
    const lines = await queryRows<{ quantity: string; unit_price: string; tax_rate: string; item_type: string }>(
      t,
      sql`select quantity::text, unit_price::text, tax_rate::text, item_type from invoice_line_items where invoice_id = ${result.invoice_id} order by sort_order`,
    );
    expect(lines.map((l) => l.item_type)).toEqual(['PACKAGE', 'PRODUCT', 'DISCOUNT']);
    expect(fromMinor(invoiceTotals(lines).totalMinor)).toBe(summary.total_price);
    expect((await queryRows<{ n: number }>(t, sql`select times_used as n from discounts where code = 'WELCOME10'`))[0]!.n).toBe(before + 1);
    // The hold became the booking; the answers became the event's questionnaire responses.
    expect(await holdOf(id)).toEqual([]);
    expect(await queryRows(t, sql`select id from facility_reservations where event_id = ${result.event_id}`)).toHaveLength(1);
    expect((await queryRows(t, sql`select field_id from questionnaire_responses where event_id = ${result.event_id}`)).length).toBe(3);
    // The guest can sign in with the password chosen in the contact step and sees the event.
    const login = await t.api.post('/api/users/login/', { email, password: 'sampaguita2026' });
    expect(login.statusCode).toBe(200);
    const events = (await t.api.get('/api/client/events/', { token: login.json().tokens.access })).json();
    expect(events.results.map((e: { id: number }) => e.id)).toEqual([result.event_id]);

    // Repeats do nothing twice: the same answer, one event, one payment, one confirmation e-mail.
    const payments = await count('payments');
    const again = await complete(t, id);
    expect(again.json()).toEqual(result);
    expect(await count('payments')).toBe(payments);
    const mails = (await t.drainMail()).filter((m) => m.to === email && m.subject.startsWith('Booking confirmed'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`/api/bookingflow/public/session/${id}/calendar.ics`);
    // The support hours as Venue Details say them (the demo's).
    expect(mails[0]!.text).toContain('We are here for you 8AM-8PM daily.');
    // No promise in numbers the venue never set (issue 39): no notice in days for a change, no reply time.
    expect(mails[0]!.text).toContain(`${NEXT_STEP_TEXT.coordinator} ${NEXT_STEP_TEXT.dateChanges} We are here for you 8AM-8PM daily.`);
    expect(mails[0]!.text).not.toMatch(/days\u2019 notice|days' notice|within \d+ hours/);
    // The e-mail itemises what was booked, as the wizard priced it, to the centavo; paid in full, no balance is left.
    expect(mails[0]!.text).toContain(
      [
        'What you booked:',
        'Garden Wedding Package: ₱185,000.00',
        'Buffet dinner, per guest × 100: ₱145,000.00',
        'Discount WELCOME10: −₱33,000.00',
        'VAT: ₱35,640.00',
        `Total: ${peso(result.total_price)}`,
      ].join('\n'),
    );
    expect(result.total_price).toBe('332640.00');
    expect(mails[0]!.text).not.toContain('Balance');
    // The calendar file is a named link in the HTML, never its long address printed.
    expect(mails[0]!.html).toContain('>Add to Calendar</a>');
    expect(mails[0]!.html).not.toContain('Add it to your calendar:');
    // The calendar invitation travels with the e-mail, written by the ics package.
    expect(mails[0]!.attachments).toEqual([
      { filename: expect.stringMatching(/^booking-.+\.ics$/), contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: expect.any(String) },
    ]);
    expect(mails[0]!.attachments![0]!.content).toMatch(/BEGIN:VEVENT[\s\S]*SUMMARY:Wedding[\s\S]*END:VEVENT/);
    for (let i = 0; i < 2; i++) expect((await t.api.post(sessionUrl(id, 'send-confirmation'), {})).json()).toEqual({ sent: false, already_sent: true, email });
    expect((await t.drainMail()).filter((m) => m.subject.startsWith('Booking confirmed'))).toHaveLength(1);
    const session = (await t.api.get(sessionUrl(id))).json();
    expect(session).toMatchObject({ is_completed: true, completion_status: 'completed', confirmation_email_sent: true, booking_completion_result: result });
    // Nothing about the session can change any more.
    expect((await saveStep(t, id, stepOf(wedding, 'introduction').id, { acknowledged: true })).statusCode).toBe(409);

    const ics = await t.api.get(`/api/bookingflow/public/session/${id}/calendar.ics`);
    expect(ics.headers['content-type']).toContain('text/calendar');
    expect(ics.body).toContain('BEGIN:VEVENT');
    // Named and placed for the guest's own calendar: the venue's name, the space and the venue's address.
    const unfolded = ics.body.replace(/\r\n[ \t]/g, '');
    expect(unfolded).toContain('SUMMARY:Wedding at Havila Gardens');
    expect(unfolded).toMatch(/LOCATION:[^\r\n]*\\, Havila Gardens\\, /);
  });

  it('sends the confirmation by the call when the flow did not send it at completion, once', async () => {
    await t.database.db.execute(
      sql`update booking_steps set configuration = configuration || '{"send_confirmation_email": false}'::jsonb where step_type = 'confirmation' and flow_id = ${wedding.id}`,
    );
    try {
      const id = await startBooking(t, wedding, '10.20.0.2');
      const day = daysAhead(131);
      await fillWedding(t, wedding, id, { day, email: 'ana@example.test' }, '10.20.0.2');
      await payWith(t, wedding, id, undefined, { payment_type: 'DEPOSIT' }, '10.20.0.2');
      const result = (await complete(t, id)).json();
      expect(result.payment.payment_type).toBe('DEPOSIT');
      expect(Number(result.payment.amount)).toBeLessThan(Number(result.total_price));
      expect((await t.api.post(sessionUrl(id, 'send-confirmation'), {})).json()).toEqual({ sent: true, already_sent: false, email: 'ana@example.test' });
      expect((await t.api.post(sessionUrl(id, 'send-confirmation'), {})).json()).toEqual({ sent: false, already_sent: true, email: 'ana@example.test' });
      const sent = (await t.drainMail()).filter((m) => m.to === 'ana@example.test' && m.subject.startsWith('Booking confirmed'));
      expect(sent).toHaveLength(1);
      // What is left after the deposit, and by when, as the wizard's confirmation step said it.
      const balance = fromMinor(toMinor(result.total_price) - toMinor(result.payment.amount));
      expect(sent[0]!.text).toMatch(new RegExp(`Balance after today: ${peso(balance).replace(/[.]/g, '\\.')}, due by \\w+day, \\w+ \\d+, \\d{4}\\.`));
      // The invoice is due that same day, so the portal, its PDF and the payment reminders agree with the e-mail.
      const [settings] = await queryRows<{ days: number }>(t, sql`select balance_due_days as days from payment_settings where id = 1`);
      const due = balanceDueDate(day, settings!.days, venueDay());
      expect(await queryRows(t, sql`select due_date::text as due from invoices where id = ${result.invoice_id}`)).toEqual([{ due }]);
      expect(sent[0]!.text).toContain(`due by ${formatLongDay(due)}.`);
    } finally {
      await t.database.db.execute(
        sql`update booking_steps set configuration = configuration || '{"send_confirmation_email": true}'::jsonb where step_type = 'confirmation' and flow_id = ${wedding.id}`,
      );
    }
  });

  it('leaves nothing half-made when the card is declined, keeps the hold, and lets the visitor pay with another card', async () => {
    const id = await startBooking(t, wedding, '10.20.0.3');
    await fillWedding(t, wedding, id, { day: daysAhead(132), email: 'declined@example.test', createAccount: true, discount: 'WELCOME10' }, '10.20.0.3');
    await payWith(t, wedding, id, '4000000000000002', {}, '10.20.0.3');
    const before = { events: await count('events'), invoices: await count('invoices'), payments: await count('payments'), users: await count('users') };
    const used = (await queryRows<{ n: number }>(t, sql`select times_used as n from discounts where code = 'WELCOME10'`))[0]!.n;
    const res = await complete(t, id);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ code: 'declined', errors: { payment_method: [expect.any(String)] } });
    expect({ events: await count('events'), invoices: await count('invoices'), payments: await count('payments'), users: await count('users') }).toEqual(
      before,
    );
    expect((await queryRows<{ n: number }>(t, sql`select times_used as n from discounts where code = 'WELCOME10'`))[0]!.n).toBe(used);
    expect(await holdOf(id)).toHaveLength(1);
    expect((await t.api.get(sessionUrl(id))).json()).toMatchObject({ completion_status: 'failed', is_completed: false, hold: { facility_name: 'Pavilion' } });

    await payWith(t, wedding, id, '4242424242424242', {}, '10.20.0.3');
    const paid = await complete(t, id);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ event_status: 'CONFIRMED', account_created: true });
  });

  it('links the signed-in client to the booking', async () => {
    const client = await registerClient(t, 'signed-in@example.test');
    const id = await startBooking(t, wedding, '10.20.0.4');
    await fillWedding(t, wedding, id, { day: daysAhead(133), email: 'signed-in@example.test' }, '10.20.0.4');
    await payWith(t, wedding, id, undefined, {}, '10.20.0.4');
    const users = await count('users');
    const res = await complete(t, id, 'payment', { token: client.tokens.access, ip: '10.20.0.4' });
    expect(res.json()).toMatchObject({ event_status: 'CONFIRMED', account_created: false });
    expect(await count('users')).toBe(users);
    expect((await queryRows<{ client_id: number }>(t, sql`select client_id from events where id = ${res.json().event_id}`))[0]!.client_id).toBe(client.user.id);
  });

  it('refuses to complete before every required step is done', async () => {
    const id = await startBooking(t, wedding, '10.20.0.5');
    await saveStep(t, id, stepOf(wedding, 'introduction').id, { acknowledged: true }, true, '10.20.0.5');
    const res = await complete(t, id);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ detail: T.notReadyToComplete, errors: { 'date_time.non_field_errors': [T.notReadyToComplete] } });
  });
});

describe('completing with a quote request', () => {
  it('creates the event awaiting a quote and the quote request, and keeps the hold for the configured days', async () => {
    const id = await startBooking(t, wedding, '10.21.0.1');
    await fillWedding(t, wedding, id, { day: daysAhead(140), email: 'quote@example.test' }, '10.21.0.1');
    const pay = await saveStep(
      t,
      id,
      stepOf(wedding, 'payment_info').id,
      { completion_type: 'quote', quote_message: 'About 150 guests; can we have the lawn?' },
      true,
      '10.21.0.1',
    );
    expect(pay.statusCode).toBe(200);
    const res = await complete(t, id, 'quote');
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json();
    expect(result).toMatchObject({ completion_type: 'quote', event_status: 'DRAFT', invoice_id: null, payment: null, quote_request_id: expect.any(Number) });
    const [request] = await queryRows<{ status: string; message: string; event_id: number; hold_until: string }>(
      t,
      sql`select status, message, event_id, hold_until::text from quote_requests where id = ${result.quote_request_id}`,
    );
    expect(request).toMatchObject({ status: 'OPEN', message: 'About 150 guests; can we have the lawn?', event_id: result.event_id });
    const days = (new Date(result.hold_expires_at).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(2.9);
    expect(days).toBeLessThanOrEqual(3);
    const [hold] = await queryRows<{ expires_at: string }>(
      t,
      sql`select r.expires_at::text from facility_reservations r join booking_sessions s on s.id = r.session_id where s.session_id = ${id}`,
    );
    expect(new Date(hold!.expires_at).toISOString()).toBe(result.hold_expires_at);
    expect((await queryRows<{ facility_id: number | null }>(t, sql`select facility_id from events where id = ${result.event_id}`))[0]!.facility_id).toBeNull();
    expect(await queryRows(t, sql`select id from invoices where event_id = ${result.event_id}`)).toEqual([]);
    const received = (await t.drainMail()).filter((m) => m.to === 'quote@example.test' && m.subject.startsWith('Quote request received'));
    expect(received).toHaveLength(1);
    // It says how long the date is held, as the completion page does.
    expect(received[0]!.text).toMatch(/ until [A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2}\s?[AP]M PHT while we prepare your quote\./);
    expect((await complete(t, id, 'quote')).json()).toEqual(result);
  });

  it('becomes a draft quote of the lines asked for, valid until the hold ends, the applied code as its discount', async () => {
    const ip = '10.21.0.2';
    const id = await startBooking(t, wedding, ip);
    const summary = await fillWedding(t, wedding, id, { day: daysAhead(142), email: 'quote-draft@example.test', discount: 'WELCOME10' }, ip);
    await saveStep(t, id, stepOf(wedding, 'payment_info').id, { completion_type: 'quote', quote_message: '' }, true, ip);
    const result = (await complete(t, id, 'quote', { ip })).json();
    const quotes = await queryRows<{ id: number; status: string; version: number; valid_until: string; discount_amount: string }>(
      t,
      sql`select id, status, version, valid_until::text, discount_amount::text from quotes where event_id = ${result.event_id}`,
    );
    expect(quotes).toHaveLength(1);
    const [draft] = quotes;
    expect(draft).toMatchObject({ status: 'DRAFT', version: 1, valid_until: venueDay(new Date(result.hold_expires_at)) });
    const lines = await queryRows<{ description: string; quantity: string; unit_price: string; tax_rate: string }>(
      t,
      sql`select description, quantity::text, unit_price::text, tax_rate::text from quote_line_items where quote_id = ${draft!.id} order by sort_order`,
    );
    expect(lines.map((l) => [l.description, Number(l.quantity), l.unit_price])).toEqual(
      summary.pricing.line_items.map((l: { name: string; quantity: number; total_unit_price: string }) => [l.name, l.quantity, l.total_unit_price]),
    );
    // Its total is the wizard's total with the code's discount, to the centavo.
    const staff = (await accountWithRole(t, 'staff')).tokens.access;
    const quote = (await t.api.get(`/api/staff/quotes/${draft!.id}/`, { token: staff })).json();
    expect(toMinor(quote.discount_amount)).toBeGreaterThan(0n);
    expect(quote.total_amount).toBe(summary.total_price);
    // ...and so is every other figure of the request (issue 39, point 4): /booking/complete, the event, Today.
    expect(result.total_price).toBe(summary.total_price);
    expect((await t.api.get(`/api/staff/events/${result.event_id}/`, { token: staff })).json().total_price).toBe(summary.total_price);
    const today = (await t.api.get('/api/staff/today/', { token: staff })).json();
    expect(today.quote_requests.find((r: { event_id: number }) => r.event_id === result.event_id)?.estimate).toBe(summary.total_price);

    // Sent with ten days to run, the quote keeps the date held until its last valid day ends, and Today says so.
    const validUntil = addDays(venueDay(), 10);
    expect((await t.api.patch(`/api/staff/quotes/${draft!.id}/`, { valid_until: validUntil }, { token: staff })).statusCode).toBe(200);
    expect((await t.api.post(`/api/staff/quotes/${draft!.id}/send/`, undefined, { token: staff })).statusCode).toBe(200);
    const end = venueInstant(addDays(validUntil, 1)).toISOString();
    const [hold] = await queryRows<{ expires_at: string }>(
      t,
      sql`select r.expires_at::text from facility_reservations r join booking_sessions s on s.id = r.session_id where s.session_id = ${id}`,
    );
    expect(new Date(hold!.expires_at).toISOString()).toBe(end);
    const [request] = await queryRows<{ hold_until: string }>(t, sql`select hold_until::text from quote_requests where event_id = ${result.event_id}`);
    expect(new Date(request!.hold_until).toISOString()).toBe(end);
  });
});

describe('racing', () => {
  it('gives one booking for 50 concurrent completions of one session, every caller the same answer', async () => {
    const id = await startBooking(t, wedding, '10.22.0.1');
    await fillWedding(t, wedding, id, { day: daysAhead(160), email: 'race1@example.test' }, '10.22.0.1');
    await payWith(t, wedding, id, undefined, {}, '10.22.0.1');
    const events = await count('events');
    const answers = await Promise.all(Array.from({ length: 50 }, () => complete(t, id)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(200));
    expect(new Set(answers.map((a) => a.json().event_id)).size).toBe(1);
    expect(await count('events')).toBe(events + 1);
    expect((await queryRows(t, sql`select id from payments where event_id = ${answers[0]!.json().event_id}`)).length).toBe(1);
  });

  it('gives one booking for 50 sessions completing one facility and time at once (their holds gone)', async () => {
    const day = daysAhead(170);
    const ids: string[] = [];
    for (let i = 0; i < 50; i++) {
      const ip = `10.23.${i}.1`;
      const id = await startBooking(t, wedding, ip);
      // Each session holds the slot in turn and lets go, as if its hold had expired: all 50 reach completion.
      await fillWedding(t, wedding, id, { day, email: `race-${i}@example.test` }, ip);
      await payWith(t, wedding, id, undefined, {}, ip);
      await t.database.db.execute(sql`delete from facility_reservations where session_id = (select id from booking_sessions where session_id = ${id})`);
      ids.push(id);
    }
    const events = await count('events');
    const answers = await Promise.all(ids.map((id) => complete(t, id)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(new Set(refused.map((a) => a.statusCode))).toEqual(new Set([409]));
    expect(refused[0]!.json().detail).toMatch(/^This facility is already booked from .* PHT\.$/);
    expect(await count('events')).toBe(events + 1);
  }, 180_000);
});
