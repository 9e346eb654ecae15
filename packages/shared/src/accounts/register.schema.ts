import { z } from 'zod';
import { matchPasswords, zCompany, zConfirmPassword, zEmail, zName, zNewAccountPassword, zPhone } from './fields';

export const ZRegisterRequest = z
  .object({
    first_name: zName('First name'),
    last_name: zName('Last name'),
    email: zEmail,
    password: zNewAccountPassword,
    confirm_password: zConfirmPassword,
    profile: z.object({ phone: zPhone.optional(), company: zCompany.optional() }).optional(),
  })
  .superRefine(matchPasswords('password'));
export type TRegisterRequest = z.input<typeof ZRegisterRequest>;

export const EMAIL_TAKEN = 'An account with this email already exists.';
