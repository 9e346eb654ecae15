import { z } from 'zod';
import { requiredString } from './fields';

export const ZTokenRefreshRequest = z.object({ refresh: requiredString('Refresh token is required') });
export const ZTokenRefreshResponse = z.object({ access: z.string(), refresh: z.string() });
export type TTokenRefreshResponse = z.infer<typeof ZTokenRefreshResponse>;

export const ZLogoutRequest = z.object({ refresh: z.string().optional() });

export const INVALID_REFRESH = 'Token is invalid or expired';
export { ACCESS_TOKEN_MINUTES } from './token-lifetime';
export const REFRESH_DAYS_REMEMBERED = 7;
export const REFRESH_DAYS_DEFAULT = 1;
