import { eq } from 'drizzle-orm';
import { fromMinor, toMinor } from '@venue/shared/money';
import { PAYMENT_NOT_FOUND } from '@venue/shared/payments/payments.schema';
import { refundDue, refundTermsText } from '@venue/shared/payments/refund-rule';
import type { TRefundTermsOfPayment } from '@venue/shared/payments/refunds.schema';
import { readPaymentSettings } from '../../db/payment-settings';
import { events, payments } from '../../db/schema';
import type { TContext } from '../../context';
import { AppError } from '../../lib/app-error';

/**
 * What the venue's refund terms give back on a payment now: its percentage of the payment while the booking is
 * within the deadline hours of being made (the event's booked time), nothing after. Staff decide the refund; this
 * is where they start from.
 */
export async function refundTermsOfPayment(ctx: TContext, paymentId: number, now = new Date()): Promise<TRefundTermsOfPayment> {
  const [p] = await ctx.db
    .select({ amount: payments.amount, refunded: payments.refundedAmount, bookedAt: events.createdAt })
    .from(payments)
    .innerJoin(events, eq(events.id, payments.eventId))
    .where(eq(payments.id, paymentId));
  if (!p) throw new AppError(404, PAYMENT_NOT_FOUND);
  const s = await readPaymentSettings(ctx.db);
  const terms = { allowed: s.allowRefunds, percentage: s.refundPercentage, deadline_hours: s.refundDeadlineHours };
  const due = refundDue(terms, toMinor(p.amount), p.bookedAt, now);
  const left = toMinor(p.amount) - toMinor(p.refunded);
  return {
    terms_text: refundTermsText(terms),
    booked_at: p.bookedAt.toISOString(),
    deadline_at: due.deadline.toISOString(),
    within_deadline: due.within,
    percentage: terms.percentage,
    suggested_amount: fromMinor(due.amountMinor < left ? due.amountMinor : left),
    refundable_amount: fromMinor(left),
  };
}
