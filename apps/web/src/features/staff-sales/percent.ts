import { z } from 'zod';

/**
 * Tax rates travel as fractions with up to 4 decimals ("0.1200" is 12 % VAT); staff read and type percentages
 * with up to 2 ("12", "12.5"). Converted as text, digit by digit, so 12.34 % is exactly "0.1234".
 */
export const PERCENT_MESSAGE = 'The tax rate is a percentage from 0 to 100 with at most 2 decimals, such as 12';
export const zPercent = () =>
  z
    .string({ error: PERCENT_MESSAGE })
    .trim()
    .regex(/^\d{1,3}(\.\d{1,2})?$/, PERCENT_MESSAGE)
    .refine((p) => Number(p) <= 100, PERCENT_MESSAGE);

/** Ten-thousandths of a whole ("12.5" % -> 1250n). */
function hundredthsOf(percent: string): bigint {
  const [whole, decimals = ''] = percent.trim().split('.');
  return BigInt(whole!) * 100n + BigInt(decimals.padEnd(2, '0') || '0');
}

const trimZeros = (text: string) => (text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text);

/** "12" -> "0.12", "12.34" -> "0.1234", "100" -> "1". Assumes a value zPercent accepts. */
export function percentToRate(percent: string): string {
  const tenThousandths = hundredthsOf(percent);
  return trimZeros(`${tenThousandths / 10000n}.${(tenThousandths % 10000n).toString().padStart(4, '0')}`);
}

/** "0.1200" -> "12", "0.125" -> "12.5", "1.0000" -> "100". */
export function rateToPercent(rate: string): string {
  const [whole, decimals = ''] = rate.trim().split('.');
  const tenThousandths = BigInt(whole!) * 10000n + BigInt(decimals.padEnd(4, '0').slice(0, 4) || '0');
  return trimZeros(`${tenThousandths / 100n}.${(tenThousandths % 100n).toString().padStart(2, '0')}`);
}

/** "0.12" -> "12%" for tables. */
export const formatRate = (rate: string) => `${rateToPercent(rate)}%`;
