const GUEST_PATHS = ['/login', '/register', '/forgot-password'];

/** Where to go after signing in: the page the guard remembered in location.state.from, else /dashboard. */
export function returnPath(state: unknown): string {
  const from = (state as { from?: { pathname?: unknown; search?: unknown; hash?: unknown } } | null)?.from;
  if (!from || typeof from.pathname !== 'string' || GUEST_PATHS.includes(from.pathname)) return '/dashboard';
  const search = typeof from.search === 'string' ? from.search : '';
  const hash = typeof from.hash === 'string' ? from.hash : '';
  return `${from.pathname}${search}${hash}`;
}
