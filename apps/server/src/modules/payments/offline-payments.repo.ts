import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { OFFLINE_METHOD_TYPES } from '@venue/shared/payments/offline-payments';
import type { TDb } from '../../db/client';
import { events, invoices, payments, users } from '../../db/schema';

/** Payments clients announced (a bank transfer, paying at the venue) that the venue has not confirmed yet, newest first. */
export function pendingOfflinePaymentRows(db: TDb, limit: number) {
  return db
    .select({
      id: payments.id,
      number: payments.number,
      description: payments.description,
      amount: payments.amount,
      currency: payments.currency,
      methodType: payments.methodType,
      createdAt: payments.createdAt,
      invoiceNumber: invoices.number,
      eventId: events.id,
      eventName: events.name,
      eventStartDate: events.startDate,
      clientId: users.id,
      clientName: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
      clientEmail: users.email,
    })
    .from(payments)
    .innerJoin(events, eq(events.id, payments.eventId))
    .innerJoin(users, eq(users.id, events.clientId))
    .leftJoin(invoices, eq(invoices.id, payments.invoiceId))
    .where(and(eq(payments.status, 'PENDING'), inArray(payments.methodType, [...OFFLINE_METHOD_TYPES])))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(limit);
}
