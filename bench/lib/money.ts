import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { venueDay, addDays } from '@venue/shared/dates';
import { fromPostgres } from '../../apps/server/src/db/client';
import { events, invoiceLineItems, invoices, payments, users } from '../../apps/server/src/db/schema';
import { BIG } from './big-client';
import { load, type TLoadResult } from './load';

/**
 * The big client's money: one large invoice per event (so paying never runs out of balance during the run)
 * and a paid deposit on each, for the payments list and the pay call.
 */
export async function seedBigClientMoney(url: string): Promise<void> {
  const database = fromPostgres(url, 2);
  const today = venueDay();
  await database.db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.email, BIG.email));
    const own = await tx.select({ id: events.id }).from(events).where(eq(events.clientId, user!.id));
    const rows = await tx
      .insert(invoices)
      .values(own.map((e, i) => ({ eventId: e.id, number: `INV-BENCH-${i + 1}`, status: 'ISSUED', issueDate: today, dueDate: addDays(today, 60) })))
      .returning({ id: invoices.id, eventId: invoices.eventId });
    await tx.insert(invoiceLineItems).values(
      rows.flatMap((r) => [
        { invoiceId: r.id, description: 'Venue package', itemType: 'PACKAGE', quantity: '1', unitPrice: '90000000.00' },
        { invoiceId: r.id, description: 'Catering per guest', itemType: 'SERVICE', quantity: '100', unitPrice: '1450.00' },
      ]),
    );
    await tx.insert(payments).values(
      rows.map((r, i) => ({
        eventId: r.eventId,
        invoiceId: r.id,
        number: `PAY-BENCH-${i + 1}`,
        description: 'Deposit',
        amount: '50000.00',
        status: 'COMPLETED',
        paidOn: new Date(),
      })),
    );
  });
  await database.close();
}

/** The payments list, and the pay call through the built-in test gateway (a new Idempotency-Key per request). */
export async function paymentsLoad(base: string, access: string): Promise<TLoadResult[]> {
  return [await paymentsListLoad(base, access), await payLoad(base, access)];
}

export const paymentsListLoad = (base: string, access: string) =>
  load('PostgreSQL GET /api/payments/client/payments/', {
    url: `${base}/api/payments/client/payments/`,
    connections: 20,
    headers: { authorization: `Bearer ${access}` },
  });

export async function payLoad(base: string, access: string): Promise<TLoadResult> {
  const auth = { authorization: `Bearer ${access}` };
  const invoiceIds = (
    (await (await fetch(`${base}/api/payments/client/invoices/?page_size=100`, { headers: auth })).json()) as { results: { id: number }[] }
  ).results.map((i) => i.id);
  const token = (
    (await (
      await fetch(`${base}/api/payments/test-gateway/tokens/`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ number: '4242424242424242', exp_month: 12, exp_year: 2035, cvc: '123' }),
      })
    ).json()) as { id: string }
  ).id;
  let n = 0;
  return load('PostgreSQL POST /api/payments/client/invoices/{id}/pay/ (test gateway)', {
    url: base,
    connections: 20,
    requests: [
      {
        method: 'POST',
        setupRequest: (req) => ({
          ...req,
          path: `/api/payments/client/invoices/${invoiceIds[n++ % invoiceIds.length]}/pay/`,
          headers: { ...auth, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
          body: JSON.stringify({ gateway_code: 'test', payment_method_token: token, payment_type: 'CUSTOM', amount: '100.00' }),
        }),
      },
    ],
  });
}
