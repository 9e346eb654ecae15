import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TBookingFlow } from '@venue/shared/booking/flow.schema';
import { venueDay } from '@venue/shared/dates';
import { complete, daysAhead, fillWedding, flowOf, saveStep, startBooking, stepOf } from '../../../test/booking-helpers';
import { postWebhook, providerRefOf } from '../../../test/payments-helpers';
import { startPaymongoFake, type TPaymongoFake } from '../../../test/paymongo-fake';
import { createTestApp, queryRows, type TTestApp } from '../../../test/test-app';
import { seedDemoData } from '../../seed/demo-data';

/**
 * Paying a booking with GCash or Maya (issue 25, point 6): the wizard offers the venue's PayMongo wallets, `complete`
 * answers 202 with the wallet's page to go to, and the payer comes back to /booking/complete, whose repeat of
 * `complete` (or PayMongo's webhook, whichever is first) finishes the booking with the money.
 */
let t: TTestApp;
let fake: TPaymongoFake;
let wedding: TBookingFlow;
beforeAll(async () => {
  fake = await startPaymongoFake();
  t = await createTestApp({ env: fake.env });
  await t.database.db.transaction((tx) => seedDemoData(tx, venueDay(), t.app.ctx.storage));
  wedding = await flowOf(t);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const WALLET_WAY = { completion_type: 'payment', payment_type: 'DEPOSIT', payment_method: 'DIGITAL_WALLET', payment_gateway_code: 'gcash' };

/** An intimate wedding (₱126,560.00, a deposit of ₱37,968.00) up to the payment step, paid with `way`. */
async function walletBooking(day: number, ip: string, way: Record<string, unknown> = WALLET_WAY) {
  const id = await startBooking(t, wedding, ip);
  await fillWedding(t, wedding, id, { day: daysAhead(day), packageSku: 'PKG-WED-INTIMATE', addons: [] }, ip);
  const step = await saveStep(t, id, stepOf(wedding, 'payment_info').id, way, true, ip);
  expect(step.statusCode, step.body).toBe(200);
  return id;
}

const eventOf = async (id: number) =>
  (await queryRows<{ status: string; payment_status: string }>(t, sql`select status, payment_status from events where id = ${id}`))[0];

describe('a booking paid with GCash or Maya', () => {
  it('offers the wallets after the cards and before the offline ways; PayPal stays out', async () => {
    const res = (await t.api.get(`/api/bookingflow/public/flows/${wedding.id}/payment_gateways/`)).json();
    const ways = res.available_gateways.map((g: { code: string; method_type: string }) => [g.code, g.method_type]);
    expect(ways.map((w: string[]) => w[1])).toEqual([...ways.map((w: string[]) => w[1])].sort((a, b) => rank(a) - rank(b)));
    expect(ways).toEqual(
      expect.arrayContaining([
        ['gcash', 'DIGITAL_WALLET'],
        ['paymaya', 'DIGITAL_WALLET'],
      ]),
    );
    expect(ways.some((w: string[]) => w[0] === 'paypal')).toBe(false);
  });

  it('sends the payer to the wallet and back to the booking page; coming back completes the booking with the deposit', async () => {
    const id = await walletBooking(150, '10.60.0.1');
    const started = await complete(t, id, 'payment', { ip: '10.60.0.1' });
    expect(started.statusCode, started.body).toBe(202);
    const waiting = started.json();
    const intentId = await providerRefOf(t, waiting.payment.id);
    expect(waiting).toMatchObject({
      completion_status: 'processing',
      event_status: 'DRAFT',
      payment: { amount: '37968.00', status: 'PROCESSING' },
      next_action: { type: 'redirect', url: `${fake.url}/redirect/${intentId}` },
    });
    // The wallet sends the payer back to this booking's confirmation page, not to the portal.
    const attach = fake.state.requests.find((r) => r.path === `/v1/payment_intents/${intentId}/attach`)!;
    expect(attach.attributes).toMatchObject({ return_url: `http://portal.test/booking/complete?session_id=${id}` });
    expect(fake.state.intents.get(intentId)).toMatchObject({ amount: 3796800, allowed: ['gcash'] });

    // Approved in GCash; the payer is back before PayMongo's webhook: the page's repeat of `complete` asks PayMongo.
    fake.pay(intentId);
    const back = await complete(t, id, 'payment', { ip: '10.60.0.1' });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({
      completion_status: 'completed',
      event_status: 'CONFIRMED',
      payment: { id: waiting.payment.id, status: 'COMPLETED', amount: '37968.00', receipt_number: expect.stringMatching(/^OR-/) },
    });
    expect(await eventOf(back.json().event_id)).toEqual({ status: 'CONFIRMED', payment_status: 'PARTIAL' });
    const mails = await t.drainMail();
    expect(mails.filter((m) => m.subject.startsWith('Booking confirmed'))).toHaveLength(1);
  });

  it('is finished by the webhook when the payer never comes back', async () => {
    const id = await walletBooking(152, '10.60.0.2', { ...WALLET_WAY, payment_gateway_code: 'paymaya' });
    const waiting = (await complete(t, id, 'payment', { ip: '10.60.0.2' })).json();
    const webhook = fake.pay(await providerRefOf(t, waiting.payment.id));
    expect((await postWebhook(t, 'paymongo', webhook.body, webhook.headers)).statusCode).toBe(200);
    expect(await eventOf(waiting.event_id)).toMatchObject({ status: 'CONFIRMED' });
    expect((await complete(t, id, 'payment', { ip: '10.60.0.2' })).json()).toMatchObject({ completion_status: 'completed', event_status: 'CONFIRMED' });
  });

  it('gives the date back when the wallet declines, and the visitor may pay another way', async () => {
    const id = await walletBooking(154, '10.60.0.3');
    const waiting = (await complete(t, id, 'payment', { ip: '10.60.0.3' })).json();
    fake.fail(await providerRefOf(t, waiting.payment.id));
    const back = await complete(t, id, 'payment', { ip: '10.60.0.3' });
    expect(back.statusCode, back.body).toBe(402);
    expect(back.json()).toMatchObject({ code: 'declined', detail: expect.stringMatching(/insufficient balance/) });
    expect(await queryRows(t, sql`select id from events where id = ${waiting.event_id}`)).toEqual([]);

    const card = await saveStep(
      t,
      id,
      stepOf(wedding, 'payment_info').id,
      { ...WALLET_WAY, payment_gateway_code: 'bank_transfer', payment_method: 'BANK_TRANSFER' },
      true,
      '10.60.0.3',
    );
    expect(card.statusCode, card.body).toBe(200);
    expect((await complete(t, id, 'payment', { ip: '10.60.0.3' })).json()).toMatchObject({ completion_status: 'completed', payment: { status: 'PENDING' } });
  });

  it("refuses an amount over the wallet's limit before anything is made, with the limit in words", async () => {
    const id = await walletBooking(156, '10.60.0.4', { ...WALLET_WAY, payment_type: 'FULL' });
    const count = async (table: 'events' | 'invoices' | 'payments') =>
      (await queryRows<{ n: number }>(t, sql`select count(*)::int as n from ${sql.identifier(table)}`))[0]!.n;
    const before = { events: await count('events'), invoices: await count('invoices'), payments: await count('payments') };
    const res = await complete(t, id, 'payment', { ip: '10.60.0.4' });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ detail: 'Maximum amount is ₱100,000.00' });
    // What the attempt made (the DRAFT event, its invoice) is undone with it; no payment was ever made.
    expect({ events: await count('events'), invoices: await count('invoices'), payments: await count('payments') }).toEqual(before);
    expect(fake.state.requests.filter((r) => r.path === '/v1/payment_intents' && (r.attributes?.amount as number) === 12656000)).toEqual([]);
  });
});

function rank(type: string) {
  return type === 'CREDIT_CARD' ? 0 : type === 'DIGITAL_WALLET' ? 1 : 2;
}
