import { z } from 'zod';
import { zCompany, zName, zPhone } from './fields';
import { ROLES } from './roles';
import { zBuyerAddress, zBuyerTin } from '../payments/buyer-tin';

export const ZUser = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  is_active: z.boolean(),
  /** client, staff or admin: what the account may do (see roles.ts). */
  role: z.enum(ROLES),
  date_joined: z.string(),
  /** billing_address and tin: the buyer's, printed on invoices when given (issue 41; '' when not). */
  profile: z.object({ phone: z.string(), company: z.string(), billing_address: z.string(), tin: z.string() }),
  avatar_url: z.string().nullable(),
});
export type TUser = z.infer<typeof ZUser>;

export const ZTokens = z.object({ access: z.string(), refresh: z.string() });
export type TTokens = z.infer<typeof ZTokens>;

/** Login, register and invitation acceptance all answer a session. */
export const ZAuthResponse = z.object({ user: ZUser, tokens: ZTokens });
export type TAuthResponse = z.infer<typeof ZAuthResponse>;

/** PUT /users/me/: the editable profile fields; email is read-only and ignored if sent. */
export const ZUpdateMeRequest = z.object({
  first_name: zName('First name').optional(),
  last_name: zName('Last name').optional(),
  profile: z
    .object({ phone: zPhone.optional(), company: zCompany.optional(), billing_address: zBuyerAddress.optional(), tin: zBuyerTin.optional() })
    .optional(),
});
export type TUpdateMeRequest = z.input<typeof ZUpdateMeRequest>;

export const MAX_AVATAR_BYTES = 2 * 1024 * 1024;
export const AVATAR_TOO_LARGE = 'Avatar must be an image of at most 2 MB.';
export const AVATAR_NOT_IMAGE = 'Avatar must be a PNG, JPEG, GIF or WebP image.';
