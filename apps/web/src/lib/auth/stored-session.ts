import { authStorage } from '@/lib/storage';

/** Tokens and a user kept from an earlier visit: the session must be confirmed with the server before use. */
export const hasStoredSession = (): boolean => typeof window !== 'undefined' && !!authStorage.getTokens() && !!authStorage.getUser();
