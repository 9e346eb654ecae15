import { z } from 'zod';

/**
 * Decimal fields as the database columns hold them, travelling as strings (docs/api.md: money is never a
 * float). Each refuses what its column could not store, so a too-large amount is a 400, not a database error.
 */

/** numeric(12,2): up to 10 whole digits and 2 decimals, never negative. */
export const zMoneyAmount = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .regex(/^\d{1,10}(\.\d{1,2})?$/, `${label} must be an amount with at most 2 decimals`);

/** numeric(6,4) tax rates are fractions: 0.12 is 12 % VAT. */
export const TAX_RATE_MESSAGE = 'The tax rate is a fraction between 0 and 1, such as 0.12';
export const zTaxRate = () =>
  z
    .string({ error: TAX_RATE_MESSAGE })
    .trim()
    .regex(/^(0(\.\d{1,4})?|1(\.0{1,4})?)$/, TAX_RATE_MESSAGE);

/** numeric(10,2) quantities: more than 0, up to 2 decimals (hours, metres, guests). */
export const QUANTITY_MESSAGE = 'The quantity must be a number above 0 with at most 2 decimals';
export const zQuantity = () =>
  z
    .string({ error: QUANTITY_MESSAGE })
    .trim()
    .regex(/^\d{1,8}(\.\d{1,2})?$/, QUANTITY_MESSAGE)
    .refine((q) => Number(q) > 0, QUANTITY_MESSAGE);

/** numeric(5,2) hours: 0 to 999.99. */
export const zHours = (label: string) =>
  z
    .string({ error: `${label} must be a number of hours` })
    .trim()
    .regex(/^\d{1,3}(\.\d{1,2})?$/, `${label} must be a number of hours with at most 2 decimals`);

/** A query-string flag: "true" or "false". */
export const zQueryFlag = () => z.enum(['true', 'false'], { error: 'Use true or false' }).transform((v) => v === 'true');
