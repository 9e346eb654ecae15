import { z } from 'zod';
import { requiredString, zEmail } from './fields';

export const ZLoginRequest = z.object({
  email: zEmail,
  password: requiredString('Password is required'),
  remember_me: z.boolean().default(false),
});
export type TLoginRequest = z.input<typeof ZLoginRequest>;

export { INVALID_CREDENTIALS, TOO_MANY_LOGINS } from './login-messages';
