import type { TPricingResult } from '@venue/shared/booking/session.schema';
import type { TTx } from '../../db/client';
import { insertQuote, lockEvent, nextQuoteVersion, replaceQuoteLines } from './staff-quotes.repo';

/**
 * A quote request becomes a DRAFT quote in the request's own transaction: the packages and add-ons the visitor
 * chose at the prices the wizard showed (hours included in a line's unit price), under each product's tax rate, and
 * the discount the code they applied takes off (`discount`; the request's own pricing is before it). The wizard and quotes price by one rule
 * (document-totals.ts), so the draft's total is the wizard's to the centavo. Staff edit it from there and send it;
 * its validity is the day the date hold ends, and it is for the guests the request named.
 */
export async function draftQuoteFromRequest(
  tx: TTx,
  r: { eventId: number; pricing: TPricingResult; discount: string; taxRateOf: (productId: number) => string; validUntil: string },
): Promise<number> {
  const lines = r.pricing.line_items.map((l) => ({
    productId: l.product_id,
    description: l.name,
    quantity: String(l.quantity),
    unitPrice: l.total_unit_price,
    taxRate: r.taxRateOf(l.product_id),
  }));
  const id = await insertQuote(tx, {
    eventId: r.eventId,
    version: await nextQuoteVersion(tx, r.eventId),
    status: 'DRAFT',
    discountAmount: r.discount,
    clientMessage: '',
    validUntil: r.validUntil,
    guestCount: (await lockEvent(tx, r.eventId))?.guestCount ?? null,
  });
  await replaceQuoteLines(tx, id, lines);
  return id;
}
