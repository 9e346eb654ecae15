import type { TUser } from '@venue/shared/accounts/user.schema';
import { authStorage } from '@/lib/storage';

/** Tokens and a user kept from an earlier visit: the session must be confirmed with the server before use. */
export const hasStoredSession = (): boolean => storedSessionUser() !== null;

/** The stored session's user, or null when this browser holds no session. */
export const storedSessionUser = (): TUser | null => (typeof window !== 'undefined' && authStorage.getTokens() ? authStorage.getUser() : null);
