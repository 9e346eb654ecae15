import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, type TTestApp } from './test-app';

/** A one-time card token from the built-in test gateway, as the browser's card form gets it. */
export async function testCardToken(t: TTestApp, number = '4242424242424242') {
  const res = await t.api.post('/api/payments/test-gateway/tokens/', { number, exp_month: 12, exp_year: 2030, cvc: '123' });
  if (res.statusCode !== 201) throw new Error(`tokenize failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { id: string }).id;
}

/** POST with a fresh (or given) Idempotency-Key, as the browser sends every charging call. */
export const payCall = (t: TTestApp, url: string, body: unknown, token: string, key: string = randomUUID()) =>
  t.api.post(url, body, { token, headers: { 'idempotency-key': key } });

/** Issues an invoice through the venue's API on one of the client's events, answering it. */
export async function issueInvoice(
  t: TTestApp,
  staffToken: string,
  eventId: number,
  lines: { description: string; quantity: string; unit_price: string }[],
  due?: string,
) {
  const res = await t.api.post('/api/staff/invoices/', { event_id: eventId, lines, ...(due ? { due_date: due } : {}) }, { token: staffToken });
  if (res.statusCode !== 201) throw new Error(`issue failed: ${res.statusCode} ${res.body}`);
  return res.json() as { id: number; total_amount: string; remaining_amount: string; invoice_id: string };
}

/** A provider's webhook as it arrives: the raw body exactly as signed, with the provider's headers. */
export const postWebhook = (t: TTestApp, provider: string, body: string, headers: Record<string, string>) =>
  t.api.post(`/api/payments/webhooks/${provider}/`, body, { headers: { 'content-type': 'application/json', ...headers } });

/** What a settled payment leaves behind, counted, so a test can show a repeat changed nothing. */
export async function moneyTrail(t: TTestApp, invoiceId: number) {
  const [row] = await queryRows<{ payments: number; completed: number; timeline: number; mails: number }>(
    t,
    sql`select
      (select count(*)::int from payments where invoice_id = ${invoiceId}) as payments,
      (select count(*)::int from payments where invoice_id = ${invoiceId} and status = 'COMPLETED') as completed,
      (select count(*)::int from event_timeline where action_type = 'PAYMENT_RECEIVED') as timeline,
      (select count(*)::int from outbox_messages where subject like 'Payment received:%') as mails`,
  );
  return row!;
}

/** The gateway's reference for a payment (Stripe's pi_..., PayMongo's intent id), as stored. */
export async function providerRefOf(t: TTestApp, paymentId: number) {
  const [row] = await queryRows<{ provider_ref: string }>(t, sql`select provider_ref from payments where id = ${paymentId}`);
  return row!.provider_ref;
}
