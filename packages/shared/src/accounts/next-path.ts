/**
 * Where a set-password link may land (issue 39, point 5): a path of this site only. A leading "//" or "/\" would be
 * read by a browser as another host, and control characters or a scheme have no place in a path we wrote ourselves;
 * anything else is refused (null), and the page falls back to the account's home.
 */
export const MAX_NEXT_PATH = 500;

export function safeNextPath(path: string | null | undefined): string | null {
  if (typeof path !== 'string' || path.length === 0 || path.length > MAX_NEXT_PATH) return null;
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(path)) return null;
  return path;
}
