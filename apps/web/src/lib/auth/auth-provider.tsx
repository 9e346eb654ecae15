import type { TAuthResponse, TUser } from '@venue/shared/accounts/user.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { clearAuth, onAuthCleared, refreshTokens } from '@/lib/api-client';
import { AuthContext, type TAuthContext, type TAuthStatus } from '@/lib/auth/auth-context';
import { sessionApi } from '@/lib/auth/session-api';
import { hasStoredSession } from '@/lib/auth/stored-session';
import { cartActions } from '@/lib/cart-store';
import { authStorage, newAccountMark, STORAGE_KEYS } from '@/lib/storage';

/** Spec section 9: the access token lives 30 minutes, so the pair is rotated every 25 while signed in. */
export const REFRESH_INTERVAL_MS = 1_500_000;

interface TState {
  status: TAuthStatus;
  user: TUser | null;
  signedOutByUser: boolean;
}

function initialState(sessionUser: TUser | null): TState {
  // A page the server drew for this session: the server has just confirmed it.
  if (sessionUser) return { status: 'authenticated', user: sessionUser, signedOutByUser: false };
  // With tokens and a stored user we must confirm them with the server first; without, there is nothing to restore.
  const status: TAuthStatus = hasStoredSession() ? 'loading' : 'anonymous';
  return { status, user: null, signedOutByUser: false };
}

/** `sessionUser`: the person a server-rendered page was drawn for (on the server, and in the browser taking it over). */
export function AuthProvider({ children, sessionUser = null }: { children: ReactNode; sessionUser?: TUser | null }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<TState>(() => initialState(sessionUser));
  const confirmedByServer = useRef(sessionUser);

  const loggingOut = useRef(false);

  const signedOut = useCallback(() => {
    setState({ status: 'anonymous', user: null, signedOutByUser: loggingOut.current });
    loggingOut.current = false;
    queryClient.clear(); // nothing of the previous client's data may stay on screen
  }, [queryClient]);

  // Restore: /users/me/ (the api client refreshes once on 401); if that fails, one more explicit refresh.
  useEffect(() => {
    if (confirmedByServer.current) {
      authStorage.setUser(confirmedByServer.current); // the server's copy is the newest
      return;
    }
    if (initialState(null).status !== 'loading') return;
    const controller = new AbortController();
    const restore = async () => {
      try {
        return await sessionApi.me(controller.signal);
      } catch (error) {
        if (controller.signal.aborted) throw error;
        await refreshTokens();
        return sessionApi.me(controller.signal);
      }
    };
    restore().then(
      (user) => {
        authStorage.setUser(user);
        setState({ status: 'authenticated', user, signedOutByUser: false });
      },
      () => {
        if (controller.signal.aborted) return;
        clearAuth();
      },
    );
    return () => controller.abort();
  }, []);

  // Whoever clears the session (a failed refresh in the api client, or logout) signs the UI out.
  useEffect(() => onAuthCleared(signedOut), [signedOut]);

  // Another tab signed out: its removal of the token key reaches us as a storage event.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if ((event.key === STORAGE_KEYS.tokens && event.newValue === null) || event.key === null) {
        if (!authStorage.getTokens()) signedOut();
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [signedOut]);

  // Keep the access token alive: on a timer and when the tab comes back into view (timers sleep in hidden tabs).
  const signedIn = state.status === 'authenticated';
  useEffect(() => {
    if (!signedIn) return;
    const refresh = () => void refreshTokens().catch(() => undefined); // a failure already cleared the session
    const timer = window.setInterval(refresh, REFRESH_INTERVAL_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [signedIn]);

  const startSession = useCallback((session: TAuthResponse, options: { newAccount?: boolean } = {}) => {
    if (options.newAccount) newAccountMark.set(session.user.id);
    else newAccountMark.clear();
    authStorage.setTokens(session.tokens);
    authStorage.setUser(session.user);
    setState({ status: 'authenticated', user: session.user, signedOutByUser: false });
  }, []);

  const login = useCallback(
    async (email: string, password: string, rememberMe: boolean) => {
      const session = await sessionApi.login(email, password, rememberMe);
      startSession(session);
      return session.user;
    },
    [startSession],
  );

  const logout = useCallback(async () => {
    const tokens = authStorage.getTokens();
    // The page signs out first, then the server ends the session: the notification stream and every signed-in
    // query stop before the tokens are revoked, so nothing asks again with a token the server just refused.
    loggingOut.current = true;
    // Spec section 4: logout clears the cart too, so the next person on this browser does not find it. A session
    // that merely expired keeps it: its owner signs in again and sends it.
    cartActions.clearIfAny();
    clearAuth();
    if (!tokens) return;
    try {
      await sessionApi.logout(tokens);
    } catch {
      // The server may be unreachable or the session already gone; this page is signed out either way.
    }
  }, []);

  const setUser = useCallback((user: TUser) => {
    authStorage.setUser(user);
    setState((s) => ({ ...s, user }));
  }, []);

  const isNewAccount = !!state.user && newAccountMark.has(state.user.id);
  const value = useMemo<TAuthContext>(
    () => ({ ...state, isNewAccount, login, logout, startSession, setUser }),
    [state, isNewAccount, login, logout, startSession, setUser],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
