import { eq } from 'drizzle-orm';
import { events, users } from '../../db/schema';
import type { TContext } from '../../context';
import type { TActor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { contentDisposition } from '../../lib/content-disposition';
import { invoicePdf } from '../../lib/pdf/invoice-pdf';
import { receiptPdf } from '../../lib/pdf/receipt-pdf';
import { letterheadOf } from '../venue/venue.service';
import { invoiceDetail, listPayments, paymentDetail } from './payments.service';

/** The receipt and the invoice as PDFs, for their owner (another client's answers 404 like the JSON). */
async function billedTo(ctx: TContext, eventId: number) {
  const [row] = await ctx.db
    .select({ first: users.firstName, last: users.lastName, email: users.email, address: users.billingAddress, tin: users.tin })
    .from(events)
    .innerJoin(users, eq(users.id, events.clientId))
    .where(eq(events.id, eventId));
  return { name: `${row?.first ?? ''} ${row?.last ?? ''}`.trim(), email: row?.email ?? '', address: row?.address ?? '', tin: row?.tin ?? '' };
}

export async function receiptPdfFor(ctx: TContext, actor: TActor, paymentId: number) {
  const payment = await paymentDetail(ctx, actor, paymentId);
  if (!payment.receipt_number) throw new AppError(404, 'This payment has no receipt yet: receipts are issued once a payment is completed.');
  const invoice = payment.invoice ? await invoiceDetail(ctx, actor, payment.invoice).catch(() => null) : null;
  const pdf = await receiptPdf(await letterheadOf(ctx), { payment, invoice, client: await billedTo(ctx, payment.event_details.id) });
  return { pdf, filename: contentDisposition(`receipt-payment-${payment.id}.pdf`) };
}

export async function invoicePdfFor(ctx: TContext, actor: TActor, invoiceId: number) {
  const invoice = await invoiceDetail(ctx, actor, invoiceId);
  const paid = new Set(invoice.related_payments.map((p) => p.id));
  const { results } = await listPayments(ctx, actor, { event: invoice.event_details.id, page: 1, page_size: 100 });
  const pdf = await invoicePdf(await letterheadOf(ctx), {
    invoice,
    client: await billedTo(ctx, invoice.event_details.id),
    payments: results.filter((p) => paid.has(p.id)),
  });
  return { pdf, filename: contentDisposition(`invoice-${invoice.id}.pdf`) };
}
