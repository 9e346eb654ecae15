/** What a page that sends someone to /login may say: where to go after, and that a password was just set. */
export interface TLoginState {
  from?: { pathname: string; search?: string; hash?: string };
  passwordSet?: boolean;
}

const GUEST_PATHS = ['/login', '/register', '/forgot-password'];

/** Where to go after signing in: the page the guard remembered in location.state.from, else /dashboard. */
export function returnPath(state: unknown): string {
  const from = (state as { from?: { pathname?: unknown; search?: unknown; hash?: unknown } } | null)?.from;
  if (!from || typeof from.pathname !== 'string' || GUEST_PATHS.includes(from.pathname)) return '/dashboard';
  const search = typeof from.search === 'string' ? from.search : '';
  const hash = typeof from.hash === 'string' ? from.hash : '';
  return `${from.pathname}${search}${hash}`;
}

/** The login screen's line under its title: the staff console's for a way into it, the client portal's otherwise. */
export const loginSubtitleFor = (target: string) =>
  target === '/staff' || target.startsWith('/staff/') ? 'Sign in to the staff console' : 'Sign in to your Client Portal';

/** Whether the login was reached by a guard (a page asked for) rather than on purpose (a link, a password just set). */
export const wasBounced = (state: unknown, target: string) => target !== '/dashboard' && !(state as TLoginState | null)?.passwordSet;
