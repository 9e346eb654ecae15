import { z } from 'zod';
import { zSingleLine } from '../common/input';

/** Field rules of spec document 1, section 5, with its texts. Used by the forms and by the server alike. */
export const MIN_PASSWORD_LENGTH = 8;
export const MIN_NAME_LENGTH = 2;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
import { normalizePhone, PHONE_PATTERN } from './phone';

const NAME_PATTERN = /^[\p{L}\p{M}\s'-]+$/u;

export { normalizePhone, PHONE_PATTERN } from './phone';

/** A required text: an empty value reports only "... is required", not every other rule too. */
export const requiredString = (message: string) => z.string({ error: message }).min(1, { error: message, abort: true });

export const zEmail = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, { error: 'Email is required', abort: true })
  .max(254, 'Please enter a valid email address')
  .regex(EMAIL_PATTERN, 'Please enter a valid email address')
  .transform((v) => v.toLowerCase());

/** Spelled out whole, so a search for the spec's text finds it; the type keeps it equal to MIN_NAME_LENGTH. */
const NAME_TOO_SHORT = 'must be at least 2 characters long' satisfies `must be at least ${typeof MIN_NAME_LENGTH} characters long`;

export const zName = (label: string) =>
  zSingleLine(
    z
      .string({ error: `${label} is required` })
      .trim()
      .min(1, { error: `${label} is required`, abort: true })
      .min(MIN_NAME_LENGTH, `${label} ${NAME_TOO_SHORT}`)
      .max(150, `${label} must be at most 150 characters long`)
      .regex(NAME_PATTERN, `${label} can only contain letters, spaces, hyphens, and apostrophes`),
  );

export const zPhone = z
  .string()
  .transform(normalizePhone)
  .refine((v) => v === '' || PHONE_PATTERN.test(v), 'Please enter a valid phone number');

export const zCompany = zSingleLine(z.string().trim().max(200, 'Company must be at most 200 characters long'));

/**
 * The one password rule of every screen that sets a password (register, invitation, reset, change): at least
 * 8 characters, at most 128, a lowercase letter and a number. Only the wording of the required and length
 * messages differs by screen, as the spec words them.
 */
/** The length message as each screen words it (spelled out whole, so a search for the spec's text finds it). */
const PASSWORD_TOO_SHORT = { ' long': 'Password must be at least 8 characters long', '': 'Password must be at least 8 characters' } as const;

export const zPasswordRule = (required: string, lengthSuffix: ' long' | '' = ' long') =>
  requiredString(required)
    .min(MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT[lengthSuffix])
    .max(128, `Password must be at most 128 characters${lengthSuffix}`)
    .regex(/[a-z]/, 'Password must contain at least one lowercase letter')
    .regex(/\d/, 'Password must contain at least one number');

/** The register and invitation password rule. */
export const zNewAccountPassword = zPasswordRule('Password is required');

export const zConfirmPassword = requiredString('Please confirm your password');

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

/** Adds the "Passwords do not match" issue on confirm_password. */
export function matchPasswords<T extends { confirm_password: string }>(passwordKey: keyof T & string): (value: T, ctx: z.core.$RefinementCtx<T>) => void {
  return (value, ctx) => {
    if (value.confirm_password && value[passwordKey] !== value.confirm_password) {
      ctx.addIssue({ code: 'custom', path: ['confirm_password'], message: PASSWORDS_DO_NOT_MATCH });
    }
  };
}
