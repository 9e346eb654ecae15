/** The server's double-submit CSRF pair: cookie `csrftoken`, echoed in header X-CSRFToken. */
export const CSRF_HEADER = 'X-CSRFToken';
const CSRF_COOKIE = 'csrftoken';

function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

let pending: Promise<string | null> | null = null;

/** The cookie's token, asking the server to set it first when it is missing (one request for many callers). */
export async function csrfToken(apiRoot: string): Promise<string | null> {
  const existing = readCookie(CSRF_COOKIE);
  if (existing) return existing;
  pending ??= fetch(`${apiRoot}/users/csrf/`, { credentials: 'include', headers: { Accept: 'application/json' } })
    .then(async (res) => {
      const body = (await res.json().catch(() => null)) as { csrf_token?: unknown } | null;
      // The body's copy covers browsers that refuse the cookie; the server only compares cookie and header.
      return readCookie(CSRF_COOKIE) ?? (typeof body?.csrf_token === 'string' ? body.csrf_token : null);
    })
    .catch(() => null)
    .finally(() => {
      pending = null;
    });
  return pending;
}
