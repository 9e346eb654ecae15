import { z } from 'zod';
import { zSingleLine } from '../common/input';

/**
 * The buyer's TIN as the BIR prints it (issue 41: the invoice shows the buyer's TIN when given): nine digits, and
 * the branch code when there is one (three to five digits, 000 or 00000 for the head office), in groups of three
 * with dashes: 123-456-789, 123-456-789-000, 123-456-789-00000. Spaces and dashes as typed are forgiven; the
 * answer is the printed form, or null when the digits are not a TIN. Empty means "not given".
 */
export const BUYER_TIN_MESSAGE = 'Enter the TIN as 000-000-000 or with its branch code, 000-000-000-00000.';

export function normalizeTin(typed: string): string | null {
  const text = typed.trim();
  if (text === '') return '';
  if (!/^[\d\s-]+$/.test(text)) return null;
  const digits = text.replace(/[\s-]/g, '');
  if (digits.length < 9 || (digits.length > 9 && digits.length < 12) || digits.length > 14) return null;
  const branch = digits.slice(9);
  return [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 9), ...(branch ? [branch] : [])].join('-');
}

/** The profile's TIN field: optional, stored in its printed form. */
export const zBuyerTin = z
  .string()
  .max(40, BUYER_TIN_MESSAGE)
  .transform((v, c) => {
    const tin = normalizeTin(v);
    if (tin === null) {
      c.addIssue({ code: 'custom', message: BUYER_TIN_MESSAGE });
      return z.NEVER;
    }
    return tin;
  });

/** The buyer's registered address, as it should print on an invoice (one line; optional). */
export const zBuyerAddress = zSingleLine(z.string().trim().max(300, 'Address must be at most 300 characters long'));
