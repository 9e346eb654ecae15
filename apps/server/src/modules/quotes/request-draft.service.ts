import { fromMinor, toMinor } from '@venue/shared/money';
import type { TPricingResult } from '@venue/shared/booking/session.schema';
import { quoteTotals } from '@venue/shared/quotes/quote-totals';
import type { TTx } from '../../db/client';
import { insertQuote, nextQuoteVersion, replaceQuoteLines } from './staff-quotes.repo';

/**
 * A quote request becomes a DRAFT quote in the request's own transaction: the packages and add-ons the visitor
 * chose at the prices the wizard showed (hours included in a line's unit price), under each product's tax rate, and
 * the discount code they applied as the quote's discount. The discount is sized so the draft's total is the
 * wizard's discounted total to the centavo, whatever order the two rules apply tax and discount in. Staff edit it
 * from there and send it; its validity is the day the date hold ends.
 */
export async function draftQuoteFromRequest(
  tx: TTx,
  r: { eventId: number; pricing: TPricingResult; discountedTotal: string | null; taxRateOf: (productId: number) => string; validUntil: string },
): Promise<number> {
  const lines = r.pricing.line_items.map((l) => ({
    productId: l.product_id,
    description: l.name,
    quantity: String(l.quantity),
    unitPrice: l.total_unit_price,
    taxRate: r.taxRateOf(l.product_id),
  }));
  const before = quoteTotals(
    lines.map((l) => ({ quantity: l.quantity, unit_price: l.unitPrice, tax_rate: l.taxRate })),
    [],
    '0',
  );
  const discountMinor = r.discountedTotal === null ? 0n : toMinor(before.total_amount) - toMinor(r.discountedTotal);
  const id = await insertQuote(tx, {
    eventId: r.eventId,
    version: await nextQuoteVersion(tx, r.eventId),
    status: 'DRAFT',
    discountAmount: fromMinor(discountMinor > 0n ? discountMinor : 0n),
    clientMessage: '',
    validUntil: r.validUntil,
  });
  await replaceQuoteLines(tx, id, lines);
  return id;
}
