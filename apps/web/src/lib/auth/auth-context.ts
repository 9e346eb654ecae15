import type { TAuthResponse, TUser } from '@venue/shared/accounts/user.schema';
import { createContext, useContext } from 'react';

export type TAuthStatus = 'loading' | 'authenticated' | 'anonymous';

export interface TAuthContext {
  status: TAuthStatus;
  user: TUser | null;
  /** True after an explicit logout, so the guard does not offer to bring the user back to the page they left. */
  signedOutByUser: boolean;
  login: (email: string, password: string, rememberMe: boolean) => Promise<TUser>;
  logout: () => Promise<void>;
  /** For register and invitation acceptance, which answer a session just like login (and make a new account). */
  startSession: (session: TAuthResponse, options?: { newAccount?: boolean }) => void;
  /** The signed-in account was made in this tab: greet its holder with "Welcome", not "Welcome back". */
  isNewAccount: boolean;
  setUser: (user: TUser) => void;
}

export const AuthContext = createContext<TAuthContext | null>(null);

export function useAuth(): TAuthContext {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
