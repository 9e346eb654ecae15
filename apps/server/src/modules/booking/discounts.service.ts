import { emailKey } from '@venue/shared/accounts/email-key';
import { venueDay } from '@venue/shared/dates';
import { discountRefusal, discountUsable, type TDiscount } from '@venue/shared/booking/pricing';
import { discountFitsEventType } from '@venue/shared/booking/discount-rules';
import type { TPublicDiscount } from '@venue/shared/booking/catalogue.schema';
import { BOOKING_TEXT } from '@venue/shared/booking/steps';
import type { TContext } from '../../context';
import type { TDb, TTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { reserveOrRefuse, type TLimit } from '../../lib/rate-limit';
import { findAccountByEmail } from './booking-sessions.repo';
import {
  accountEmails,
  discountHistory,
  findDiscountRow,
  giveBackDiscountUse,
  listPublicDiscountRows,
  lockClientDiscounts,
  takeDiscountUse,
  type TDiscountRow,
} from './discounts.repo';

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

/** eventTypeId: the booking's event type (undefined where none is known yet: the code's types are not judged). */
const usable = (d: TDiscountRow | null, eventTypeId?: number | null, today = venueDay()): d is TDiscountRow =>
  d !== null &&
  discountUsable({ is_active: d.isActive, valid_from: d.validFrom, valid_until: d.validUntil, usage_limit: d.usageLimit, times_used: d.timesUsed }, today) &&
  (eventTypeId === undefined || discountFitsEventType(d.eventTypeIds, eventTypeId));

export const toPricingDiscount = (d: TDiscountRow): TDiscount => ({ code: d.code, kind: d.kind as TDiscount['kind'], value: d.value });

export async function publicDiscounts(ctx: TContext): Promise<TPublicDiscount[]> {
  return (await listPublicDiscountRows(ctx.db)).filter((d) => usable(d)).map(toPublic);
}

/** A typed code: counted against the address's attempts, then "Invalid discount code" unless usable today. */
export async function checkDiscountCode(db: TDb | TTx, code: string, ip: string, field = 'code', eventTypeId?: number | null): Promise<TDiscountRow> {
  await reserveOrRefuse(db, DISCOUNT_ATTEMPTS, ip, BOOKING_TEXT.tooManyDiscountAttempts);
  const d = await findDiscountRow(db, code);
  if (!usable(d, eventTypeId)) throw invalidDiscount(field);
  return d;
}

/** Whom a code's eligibility is judged for: the signed-in client, and the account at the contact's address. */
export interface TDiscountWho {
  clientId: number | null;
  email: string | null;
}

/** The accounts judged, and the people they are (emailKey of the typed address and of each account's). */
async function whoIs(tx: TDb | TTx, who: TDiscountWho): Promise<{ clientIds: number[]; emailKeys: string[] }> {
  const ids = new Set<number>();
  if (who.clientId !== null) ids.add(who.clientId);
  const byEmail = who.email ? await findAccountByEmail(tx, who.email) : null;
  if (byEmail) ids.add(byEmail.id);
  const clientIds = [...ids];
  const addresses = [...(who.email ? [who.email] : []), ...(await accountEmails(tx, clientIds))];
  return { clientIds, emailKeys: [...new Set(addresses.map(emailKey).filter((k) => k !== ''))] };
}

const refusedDiscount = (text: string, field: string) => new AppError(400, text, { [field]: [text] });

/**
 * The code's eligibility rules (first booking only, uses per client) for whom it is judged: null, or the 400 with
 * its text. A read: completion judges again under the client's lock (takeDiscount).
 */
export async function discountEligibility(tx: TDb | TTx, d: TDiscountRow, who: TDiscountWho, field: string, exceptEventId: number | null = null) {
  if (!d.firstBookingOnly && d.perClientLimit === null) return null;
  const { clientIds, emailKeys } = await whoIs(tx, who);
  const refusal = discountRefusal(
    { first_booking_only: d.firstBookingOnly, per_client_limit: d.perClientLimit },
    await discountHistory(tx, d.id, clientIds, emailKeys, exceptEventId),
  );
  if (!refusal) return null;
  return refusedDiscount(refusal === 'first_booking_only' ? BOOKING_TEXT.discountFirstBookingOnly : BOOKING_TEXT.discountAlreadyUsed, field);
}

/** The spec's validate: a usable code, and (for a signed-in client) one they may use. */
export async function validateDiscount(ctx: TContext, code: string, ip: string, clientId: number | null) {
  const d = await checkDiscountCode(ctx.db, code, ip);
  const refused = await discountEligibility(ctx.db, d, { clientId, email: null }, 'code');
  if (refused) throw refused;
  return { valid: true as const, discount: toPublic(d) };
}

/** The session's code if it is still usable (no attempt counted: the visitor typed it before). */
export async function usableDiscount(tx: TTx, code: string | null, eventTypeId?: number | null): Promise<TDiscountRow | null> {
  if (!code) return null;
  const d = await findDiscountRow(tx, code);
  return usable(d, eventTypeId) ? d : null;
}

/**
 * Takes the booking's use of its code, in the completion's transaction: under the client's lock, the eligibility
 * rules are judged on the history every earlier completion committed, then the use is counted (usage limit) and
 * recorded with the person's key; so of parallel completions of one client (or person) only those the rules allow
 * get the code.
 */
export async function takeDiscount(tx: TTx, d: TDiscountRow, booking: { clientId: number; email: string; eventId: number; amount: string }, field: string) {
  const key = emailKey(booking.email);
  await lockClientDiscounts(tx, booking.clientId, key);
  const refused = await discountEligibility(tx, d, { clientId: booking.clientId, email: booking.email }, field, booking.eventId);
  if (refused) throw refused;
  const use = { clientId: booking.clientId, eventId: booking.eventId, amount: booking.amount, emailKey: key };
  if (!(await takeDiscountUse(tx, d.id, use))) throw invalidDiscount(field);
}

export const giveBackDiscount = giveBackDiscountUse;
