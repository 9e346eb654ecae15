import { randomUUID } from 'node:crypto';
import type { TTestApp } from './test-app';

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
