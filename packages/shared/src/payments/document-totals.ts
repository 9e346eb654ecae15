import { applyRate, fromMinor, toMinor } from '../money';

/**
 * The one rule every priced document follows: the wizard's price, a quote, an invoice. A line is quantity × unit
 * price rounded half-up to the centavo, taxed at its own rate (a fraction, "0.12"), the tax rounded per line. A
 * discount comes off before tax (VAT is charged on what the client pays): it is split among the tax rates in
 * proportion to their lines, and each share is a negative line at its rate, taxed by the same rule. So a quote's
 * total and the invoice made from it (which carries those shares as lines) agree to the centavo by construction.
 */
/** Philippine VAT: the rate of a line that names none (a product's default, an invoice issued by hand). */
export const DEFAULT_TAX_RATE = '0.12';

export interface TTaxedLine {
  quantity: string;
  unit_price: string;
  /** A fraction: "0.12"; "0" for an untaxed line. */
  tax_rate: string;
}

/** "0.12" for "0.1200", "0" for "0.0000": one key per rate, whatever scale the database returned. */
/** A line's amount in centavos: quantity × unit price, rounded half away from zero. */
export function lineTotal(line: { quantity: string; unit_price: string }): bigint {
  // Quantities may carry up to 2 decimals (hours, metres): scale back after multiplying.
  const product = toMinor(line.quantity) * toMinor(line.unit_price);
  return product >= 0n ? (product + 50n) / 100n : -((-product + 50n) / 100n);
}

export const rateKey = (rate: string) => {
  const trimmed = rate
    .trim()
    .replace(/(\.\d*?)0+$/, '$1')
    .replace(/\.$/, '');
  return trimmed === '' ? '0' : trimmed;
};

export const lineTax = (line: TTaxedLine): bigint => applyRate(lineTotal(line), line.tax_rate);

export interface TDiscountShare {
  tax_rate: string;
  /** The part of the discount taken off this rate's lines, in centavos (positive). */
  amountMinor: bigint;
}

/**
 * A discount before tax, split among the lines' rates (in the order each rate first appears) in proportion to
 * their amounts; the last rate takes the odd centavos. A discount larger than the subtotal is the subtotal.
 */
export function discountShares(lines: readonly TTaxedLine[], discountMinor: bigint): TDiscountShare[] {
  const byRate = new Map<string, bigint>();
  for (const l of lines) byRate.set(rateKey(l.tax_rate), (byRate.get(rateKey(l.tax_rate)) ?? 0n) + lineTotal(l));
  const subtotal = [...byRate.values()].reduce((s, v) => s + v, 0n);
  const off = discountMinor > subtotal ? (subtotal > 0n ? subtotal : 0n) : discountMinor;
  if (off <= 0n) return [];
  const groups = [...byRate.entries()].filter(([, sum]) => sum > 0n);
  let left = off;
  return groups.map(([rate, sum], i) => {
    const share = i === groups.length - 1 ? left : (off * sum) / subtotal;
    left -= share;
    return { tax_rate: rate, amountMinor: share };
  });
}

/** A discount share as the line it becomes on an invoice: one of quantity 1 at minus the share, at its rate. */
export const discountShareLine = (s: TDiscountShare): TTaxedLine => ({ quantity: '1', unit_price: fromMinor(-s.amountMinor), tax_rate: s.tax_rate });

export interface TDocumentTotals {
  /** The lines before the discount (an invoice's discount lines, being lines, are in it). */
  subtotalMinor: bigint;
  discountMinor: bigint;
  taxMinor: bigint;
  totalMinor: bigint;
  shares: TDiscountShare[];
  /** The tax per rate, in the order each rate first appears; rates whose tax is zero are left out. */
  taxes: { tax_rate: string; taxMinor: bigint }[];
}

export function documentTotals(lines: readonly TTaxedLine[], discountMinor = 0n): TDocumentTotals {
  const shares = discountShares(lines, discountMinor);
  const taxed = [...lines, ...shares.map(discountShareLine)];
  const byRate = new Map<string, bigint>();
  for (const l of taxed) byRate.set(rateKey(l.tax_rate), (byRate.get(rateKey(l.tax_rate)) ?? 0n) + lineTax(l));
  // A discount of a whole rate's lines can round a centavo past their tax (two lines of 0.04 at 12 % pay no tax,
  // their 0.08 would take 0.01 off): a rate's tax never goes below nothing.
  for (const [rate, t] of byRate) if (t < 0n) byRate.set(rate, 0n);
  const subtotal = lines.reduce((s, l) => s + lineTotal(l), 0n);
  const off = shares.reduce((s, x) => s + x.amountMinor, 0n);
  const tax = [...byRate.values()].reduce((s, v) => s + v, 0n);
  return {
    subtotalMinor: subtotal,
    discountMinor: off,
    taxMinor: tax,
    totalMinor: subtotal - off + tax,
    shares,
    taxes: [...byRate.entries()].filter(([, t]) => t !== 0n).map(([rate, t]) => ({ tax_rate: rate, taxMinor: t })),
  };
}

/** The same totals from amounts as strings (a discount typed or stored as "5000.00"). */
export const documentTotalsOf = (lines: readonly TTaxedLine[], discount: string) => documentTotals(lines, toMinor(discount));

/** "12%" for "0.12", "12.5%" for "0.125" (display only: rates have at most four decimals). */
export const ratePercentText = (rate: string) => `${Math.round(Number(rate) * 10_000) / 100}%`;

/**
 * A discount before tax as the invoice lines that carry it: one negative line per rate it comes off (named for the
 * rate when there are several), so the invoice's total is the priced document's.
 */
export function discountLines(lines: readonly TTaxedLine[], discountMinor: bigint, label: string) {
  const shares = discountShares(lines, discountMinor);
  return shares.map((s) => ({
    description: shares.length > 1 ? `${label} (lines taxed at ${ratePercentText(s.tax_rate)})` : label,
    item_type: 'DISCOUNT',
    ...discountShareLine(s),
  }));
}
