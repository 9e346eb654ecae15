import { venueDay } from '@venue/shared/dates';
import { discountUsable, type TDiscount } from '@venue/shared/booking/pricing';
import type { TPublicDiscount } from '@venue/shared/booking/catalogue.schema';
import { BOOKING_TEXT } from '@venue/shared/booking/steps';
import type { TContext } from '../../context';
import type { TDb, TTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { reserveOrRefuse, type TLimit } from '../../lib/rate-limit';
import { findDiscountRow, giveBackDiscountUse, listPublicDiscountRows, takeDiscountUse, type TDiscountRow } from './discounts.repo';

/** Guessing codes is limited per client address: every attempt counts, right or wrong. */
export const DISCOUNT_ATTEMPTS: TLimit = { name: 'booking-discount-ip', max: 20, windowSeconds: 15 * 60 };

export const invalidDiscount = (field = 'code') => new AppError(400, BOOKING_TEXT.invalidDiscount, { [field]: [BOOKING_TEXT.invalidDiscount] });

const toPublic = (d: TDiscountRow): TPublicDiscount => ({
  code: d.code,
  name: d.name,
  description: d.description,
  discount_type: d.kind as TPublicDiscount['discount_type'],
  value: d.value,
  valid_from: d.validFrom,
  valid_until: d.validUntil,
});

const usable = (d: TDiscountRow | null, today = venueDay()): d is TDiscountRow =>
  d !== null &&
  discountUsable({ is_active: d.isActive, valid_from: d.validFrom, valid_until: d.validUntil, usage_limit: d.usageLimit, times_used: d.timesUsed }, today);

export const toPricingDiscount = (d: TDiscountRow): TDiscount => ({ code: d.code, kind: d.kind as TDiscount['kind'], value: d.value });

export async function publicDiscounts(ctx: TContext): Promise<TPublicDiscount[]> {
  return (await listPublicDiscountRows(ctx.db)).filter((d) => usable(d)).map(toPublic);
}

/** A typed code: counted against the address's attempts, then "Invalid discount code" unless usable today. */
export async function checkDiscountCode(db: TDb | TTx, code: string, ip: string, field = 'code'): Promise<TDiscountRow> {
  await reserveOrRefuse(db, DISCOUNT_ATTEMPTS, ip, BOOKING_TEXT.tooManyDiscountAttempts);
  const d = await findDiscountRow(db, code);
  if (!usable(d)) throw invalidDiscount(field);
  return d;
}

export async function validateDiscount(ctx: TContext, code: string, ip: string) {
  return { valid: true as const, discount: toPublic(await checkDiscountCode(ctx.db, code, ip)) };
}

/** The session's code if it is still usable (no attempt counted: the visitor typed it before). */
export async function usableDiscount(tx: TTx, code: string | null): Promise<TDiscountRow | null> {
  if (!code) return null;
  const d = await findDiscountRow(tx, code);
  return usable(d) ? d : null;
}

export const takeDiscount = takeDiscountUse;
export const giveBackDiscount = giveBackDiscountUse;
