import { BOOKING_TEXT as T } from '@venue/shared/booking/steps';
import type { TTx } from '../../db/client';
import { reserveOrRefuse, type TLimit } from '../../lib/rate-limit';

/**
 * Completions are limited inside the completion's transaction (after the session's row lock), so only attempts
 * that make something count: a repeat of a completed or paying session, or one refused for missing steps, costs
 * nothing; a declined card does count (it made and undid a booking). The env variables raise them for the browser
 * tests, which book many times from one address.
 */
export const completionsPerAddress = (): TLimit => ({
  name: 'booking-complete-ip',
  max: Number(process.env.BOOKING_COMPLETIONS_PER_HOUR) || 10,
  windowSeconds: 3600,
});
/** A quote request holds its slot for days and e-mails the venue: a few a day per address and per e-mail. */
export const quotesPerAddress = (): TLimit => ({
  name: 'booking-quote-ip',
  max: Number(process.env.BOOKING_QUOTES_PER_DAY_PER_ADDRESS) || 5,
  windowSeconds: 86_400,
});
export const quotesPerEmail = (): TLimit => ({
  name: 'booking-quote-email',
  max: Number(process.env.BOOKING_QUOTES_PER_DAY_PER_EMAIL) || 3,
  windowSeconds: 86_400,
});

export const reserveCompletion = (tx: TTx, ip: string) => reserveOrRefuse(tx, completionsPerAddress(), ip, T.tooManyCompletions);

/** One text for both limits: which one was reached says nothing about the address. */
export async function reserveQuote(tx: TTx, ip: string, email: string) {
  await reserveOrRefuse(tx, quotesPerAddress(), ip, T.tooManyQuotes);
  await reserveOrRefuse(tx, quotesPerEmail(), email.toLowerCase(), T.tooManyQuotes);
}
