import { z } from 'zod';
import { PASSWORD_RESET_REASONS } from '../enums';
import { matchPasswords, requiredString, zConfirmPassword, zEmail, zPasswordRule } from './fields';
import { changePasswordStrength, MIN_CHANGE_PASSWORD_SCORE } from './password-strength';
import { ZAuthResponse } from './user.schema';

export const ZChangePasswordRequest = z
  .object({
    current_password: requiredString('Current password is required'),
    new_password: zPasswordRule('New password is required', '').refine(
      (v) => changePasswordStrength(v).score >= MIN_CHANGE_PASSWORD_SCORE,
      'Password is too weak',
    ),
    confirm_password: zConfirmPassword,
  })
  .superRefine(matchPasswords('new_password'))
  .superRefine((v, ctx) => {
    if (v.current_password && v.new_password && v.current_password === v.new_password) {
      ctx.addIssue({ code: 'custom', path: ['new_password'], message: 'New password must be different from current password' });
    }
  });
export type TChangePasswordRequest = z.input<typeof ZChangePasswordRequest>;
export const CURRENT_PASSWORD_WRONG = 'Current password is incorrect.';
export const PASSWORD_CHANGED = 'Your password has been updated successfully.';

export const ZPasswordResetRequest = z.object({ email: zEmail });
export const RESET_REQUESTED = 'If an account exists for this email, we have sent a link to reset your password. Please check your inbox.';

export const ZPasswordResetValidateResponse = z.object({
  valid: z.boolean(),
  email: z.string().nullable(),
  reason: z.enum(PASSWORD_RESET_REASONS).nullable(),
  /** Where the account signs in to once its password is set (a client's portal, the staff console); null when not valid. */
  home: z.enum(['/dashboard', '/staff']).nullable(),
  /**
   * A set-password link's page to land on once the password is set (a same-site path), also when the link is spent:
   * the page then sends its holder to sign in on the way there. Null for a reset link.
   */
  next: z.string().nullable(),
});
export type TPasswordResetValidateResponse = z.infer<typeof ZPasswordResetValidateResponse>;

export const ZPasswordResetConfirmRequest = z
  .object({
    password: zPasswordRule('Password is required', ''),
    confirm_password: zConfirmPassword,
  })
  .superRefine(matchPasswords('password'));
export type TPasswordResetConfirmRequest = z.input<typeof ZPasswordResetConfirmRequest>;

export const ZPasswordResetConfirmResponse = z.object({
  detail: z.string(),
  password_feedback: z.array(z.string()),
  /** A set-password link signs its holder in (they proved the address, as an invitation does); null after a reset. */
  session: ZAuthResponse.nullable(),
});

/** Texts of the reset-link screen, per validation reason. */
export const RESET_LINK_TEXTS = {
  already_used: 'This password reset link has already been used.',
  expired: 'This password reset link has expired.',
  not_found: 'Invalid password reset link.',
} as const;
export const RESET_DONE = 'Your password has been reset. You can now sign in with your new password.';
export const RESET_TOKEN_HOURS = 1;
/**
 * A set-password link in an e-mail to a guest who booked without an account (issue 39, point 5) lives as long as a
 * quote usually waits for an answer; once spent or expired it still leads to the page, through the sign-in.
 */
export const PASSWORD_LINK_HOURS = 7 * 24;
export const PASSWORD_SET_DONE = 'Your password is set. Taking you to your page...';
