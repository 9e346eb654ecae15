import { lineTotal, rateKey, type TTaxedLine } from './document-totals';
import { invoiceTotals } from './invoice-totals';

/**
 * An invoice's sales as the EOPT rules (RA 11976 / BIR RR 7-2024) print them: VATable sales (lines at a rate above
 * zero, before their VAT), the VAT, VAT-exempt sales (lines at rate 0) and zero-rated sales. The figures come from
 * the one documents rule (invoiceTotals), so they add up to the total the API answers, to the centavo. Lines carry
 * only a rate, so no line is told apart as zero-rated (an export, a PEZA client): that figure is always zero.
 */
export interface TVatBreakdown {
  vatableMinor: bigint;
  vatMinor: bigint;
  exemptMinor: bigint;
  zeroRatedMinor: bigint;
  totalMinor: bigint;
  /** The VAT per rate, in the order each rate first appears (rates whose tax is zero left out). */
  taxes: { tax_rate: string; taxMinor: bigint }[];
}

export function vatBreakdown(lines: readonly TTaxedLine[]): TVatBreakdown {
  const totals = invoiceTotals(lines);
  let vatable = 0n;
  let exempt = 0n;
  for (const l of lines) {
    if (rateKey(l.tax_rate) === '0') exempt += lineTotal(l);
    else vatable += lineTotal(l);
  }
  return { vatableMinor: vatable, vatMinor: totals.taxMinor, exemptMinor: exempt, zeroRatedMinor: 0n, totalMinor: totals.totalMinor, taxes: totals.taxes };
}
