import { addDays } from '@venue/shared/dates';
import { and, eq } from 'drizzle-orm';
import { tokenizeTestCard } from '../lib/gateways/test-gateway';
import { sharedSecrets } from '../db/app-secrets';
import type { TTx } from '../db/client';
import { events, installments, invoiceLineItems, invoices, paymentMethods, paymentPlans, payments, quotes } from '../db/schema';
import { CORPORATE_INVOICE, DEMO_TOTALS, RETREAT_INVOICE, TEAM_DAY_INVOICE, weddingInvoiceLines, weddingPlan } from './demo-prices';

/** Invoices and payments of the demo client: unpaid, partly paid through a plan, overdue and paid; a saved test card. */
export async function seedPayments(tx: TTx, clientId: number, today: string) {
  const own = await tx.select({ id: events.id, status: events.status, name: events.name }).from(events).where(eq(events.clientId, clientId));
  const wedding = own.find((e) => e.status === 'CONFIRMED')!;
  const corporate = own.find((e) => e.status === 'IN_PROGRESS')!;
  const teamDay = own.find((e) => e.status === 'COMPLETED' && e.name === 'Studio Team Building Day')!;
  const retreat = own.find((e) => e.name === 'Family Lenten Retreat')!;
  const ago = (days: number) => new Date(Date.now() - days * 86_400_000);
  const year = today.slice(0, 4);

  const invoice = async (v: {
    eventId: number;
    n: number;
    issued: number;
    due: number;
    quoteId?: number;
    lines: readonly (readonly [string, string, string, string])[] | ReturnType<typeof weddingInvoiceLines>;
  }) => {
    const [row] = await tx
      .insert(invoices)
      .values({
        eventId: v.eventId,
        number: `INV-${year}-${String(v.n).padStart(4, '0')}`,
        status: 'ISSUED',
        issueDate: addDays(today, v.issued),
        dueDate: addDays(today, v.due),
        quoteId: v.quoteId ?? null,
      })
      .returning({ id: invoices.id });
    const lines = v.lines.map((l) =>
      'description' in l
        ? { description: l.description, itemType: l.item_type, quantity: l.quantity, unitPrice: l.unit_price, taxRate: l.tax_rate }
        : { description: l[0], itemType: l[1], quantity: l[2], unitPrice: l[3], taxRate: '0.12' },
    );
    await tx.insert(invoiceLineItems).values(lines.map((l, i) => ({ invoiceId: row!.id, ...l, sortOrder: i })));
    return row!.id;
  };
  // The wedding is billed from the quote the couple accepted: the same lines, so the same total (demo-prices.ts).
  const [accepted] = await tx
    .select({ id: quotes.id })
    .from(quotes)
    .where(and(eq(quotes.eventId, wedding.id), eq(quotes.status, 'ACCEPTED')));
  const wInv = await invoice({ eventId: wedding.id, n: 41, issued: -30, due: 31, quoteId: accepted!.id, lines: weddingInvoiceLines() });
  const cInv = await invoice({ eventId: corporate.id, n: 42, issued: -20, due: -5, lines: CORPORATE_INVOICE });
  const tInv = await invoice({ eventId: teamDay.id, n: 37, issued: -70, due: -45, lines: TEAM_DAY_INVOICE });
  // Unpaid: the retreat's first invoice, with an hourly package (hours beyond those included billed apart).
  const rInv = await invoice({ eventId: retreat.id, n: 44, issued: -2, due: 60, lines: RETREAT_INVOICE });
  await tx
    .update(invoiceLineItems)
    .set({ baseUnitPrice: '46000.00', excessHours: '2.00', excessHourPrice: '3000.00' })
    .where(and(eq(invoiceLineItems.invoiceId, rInv), eq(invoiceLineItems.itemType, 'PACKAGE')));

  // The wedding is paid through a plan: the deposit settled the first installment, the second is overdue,
  // the third is due before the event.
  const plan = weddingPlan();
  const [planRow] = await tx
    .insert(paymentPlans)
    .values({ invoiceId: wInv, totalAmount: plan.total, createdAt: ago(30) })
    .returning({ id: paymentPlans.id });
  await tx.insert(installments).values([
    { planId: planRow!.id, sequence: 1, amount: plan.parts[0], dueDate: addDays(today, -28), status: 'PAID', paidAt: ago(28) },
    { planId: planRow!.id, sequence: 2, amount: plan.parts[1], dueDate: addDays(today, -3) },
    { planId: planRow!.id, sequence: 3, amount: plan.parts[2], dueDate: addDays(today, 31) },
  ]);

  // A saved card of the built-in test gateway (a token for 4242 4242 4242 4242), the client's default.
  // Signed with the instance secret the server will verify it with (the environment's, else the stored one).
  const { jwtSecret } = await sharedSecrets(tx, { jwtSecret: process.env.JWT_SECRET });
  const card = tokenizeTestCard(jwtSecret, { number: '4242424242424242', exp_month: 12, exp_year: Number(year) + 3, cvc: '123' });
  await tx.insert(paymentMethods).values({
    clientId,
    type: 'CREDIT_CARD',
    gatewayCode: 'test',
    providerRef: `pm_test_${card.id.slice('tok_test_'.length)}`,
    nickname: 'Personal Visa',
    isDefault: true,
    lastFour: '4242',
    cardBrand: 'visa',
    expMonth: 12,
    expYear: Number(year) + 3,
    isTest: true,
  });

  await tx.insert(payments).values([
    {
      eventId: wedding.id,
      invoiceId: wInv,
      number: `PAY-${year}-1041`,
      description: 'Reservation deposit (30%)',
      amount: plan.parts[0],
      status: 'PAID',
      paidOn: ago(28),
      receiptNumber: `OR-${year}-5521`,
      methodType: 'BANK_TRANSFER',
    },
    {
      eventId: corporate.id,
      invoiceId: cInv,
      number: `PAY-${year}-1051`,
      description: 'Deposit',
      amount: '50000.00',
      status: 'PAID',
      paidOn: ago(18),
      receiptNumber: `OR-${year}-5530`,
      methodType: 'CREDIT_CARD',
      methodLastFour: '4242',
      gatewayCode: 'test',
      isTest: true,
      paymentType: 'DEPOSIT',
    },
    {
      eventId: teamDay.id,
      invoiceId: tInv,
      number: `PAY-${year}-0987`,
      description: 'Full payment',
      amount: DEMO_TOTALS.teamDay,
      status: 'COMPLETED',
      paidOn: ago(50),
      receiptNumber: `OR-${year}-5402`,
      methodType: 'DIGITAL_WALLET',
    },
  ]);
}
