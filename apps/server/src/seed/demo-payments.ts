import { addDays } from '@venue/shared/dates';
import { eq } from 'drizzle-orm';
import type { TTx } from '../db/client';
import { events, invoiceLineItems, invoices, payments } from '../db/schema';

/** Invoices and payments of the demo client: paid, partly paid, overdue and upcoming. */
export async function seedPayments(tx: TTx, clientId: number, today: string) {
  const own = await tx.select({ id: events.id, status: events.status, name: events.name }).from(events).where(eq(events.clientId, clientId));
  const wedding = own.find((e) => e.status === 'CONFIRMED')!;
  const corporate = own.find((e) => e.status === 'IN_PROGRESS')!;
  const teamDay = own.find((e) => e.status === 'COMPLETED' && e.name === 'Studio Team Building Day')!;
  const ago = (days: number) => new Date(Date.now() - days * 86_400_000);
  const year = today.slice(0, 4);

  const invoice = async (v: { eventId: number; n: number; issued: number; due: number; lines: [string, string, string, string][] }) => {
    const [row] = await tx
      .insert(invoices)
      .values({
        eventId: v.eventId,
        number: `INV-${year}-${String(v.n).padStart(4, '0')}`,
        status: 'ISSUED',
        issueDate: addDays(today, v.issued),
        dueDate: addDays(today, v.due),
      })
      .returning({ id: invoices.id });
    await tx
      .insert(invoiceLineItems)
      .values(
        v.lines.map(([description, itemType, quantity, unitPrice], i) => ({ invoiceId: row!.id, description, itemType, quantity, unitPrice, sortOrder: i })),
      );
    return row!.id;
  };
  const wInv = await invoice({
    eventId: wedding.id,
    n: 41,
    issued: -30,
    due: 31,
    lines: [
      ['Wedding package: Sanctuary and Pavilion', 'PACKAGE', '1', '110000.00'],
      ['Plated dinner, per guest', 'SERVICE', '150', '1450.00'],
      ['Havila rooms, per night', 'ADDON', '6', '3200.00'],
    ],
  });
  const cInv = await invoice({
    eventId: corporate.id,
    n: 42,
    issued: -20,
    due: -5,
    lines: [
      ['Pavilion, two days', 'PACKAGE', '2', '60000.00'],
      ['Projector and sound', 'ADDON', '2', '6500.00'],
    ],
  });
  const tInv = await invoice({ eventId: teamDay.id, n: 37, issued: -70, due: -45, lines: [['Team building day package', 'PACKAGE', '1', '69642.86']] });

  await tx.insert(payments).values([
    {
      eventId: wedding.id,
      invoiceId: wInv,
      number: `PAY-${year}-1041`,
      description: 'Reservation deposit (30%)',
      amount: '116424.00',
      status: 'PAID',
      paidOn: ago(28),
      receiptNumber: `OR-${year}-5521`,
      methodType: 'BANK_TRANSFER',
    },
    {
      eventId: wedding.id,
      invoiceId: wInv,
      number: `PAY-${year}-1042`,
      description: 'Balance',
      amount: '271656.00',
      status: 'PENDING',
      dueDate: addDays(today, 31),
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
    },
    {
      eventId: corporate.id,
      invoiceId: cInv,
      number: `PAY-${year}-1052`,
      description: 'Balance',
      amount: '99040.00',
      status: 'PENDING',
      dueDate: addDays(today, -5),
    },
    {
      eventId: teamDay.id,
      invoiceId: tInv,
      number: `PAY-${year}-0987`,
      description: 'Full payment',
      amount: '78000.00',
      status: 'COMPLETED',
      paidOn: ago(50),
      receiptNumber: `OR-${year}-5402`,
      methodType: 'DIGITAL_WALLET',
    },
  ]);
}
