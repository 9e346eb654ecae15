import { z } from 'zod';
import { requiredString, zEmail } from './fields';

export const ZLoginRequest = z.object({
  email: zEmail,
  password: requiredString('Password is required'),
  remember_me: z.boolean().default(false),
});
export type TLoginRequest = z.input<typeof ZLoginRequest>;

export const INVALID_CREDENTIALS = 'Invalid email or password. Please check your credentials and try again.';
export const TOO_MANY_LOGINS = 'Too many failed sign-in attempts. Please wait 15 minutes and try again.';
