/** Signs in like the browser does: CSRF cookie first, then the login call. */
export async function csrfPair(base: string): Promise<{ cookie: string; token: string }> {
  const res = await fetch(`${base}/api/users/csrf/`);
  const { csrf_token } = (await res.json()) as { csrf_token: string };
  return { cookie: `csrftoken=${csrf_token}`, token: csrf_token };
}

/** The demo client's whole session, as the browser stores it. */
export async function session(base: string): Promise<{ access: string; refresh: string; user: unknown }> {
  const csrf = await csrfPair(base);
  const res = await fetch(`${base}/api/users/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: csrf.cookie, 'x-csrftoken': csrf.token },
    body: JSON.stringify({ email: 'demo@venue.test', password: 'DemoClient#2026' }),
  });
  const body = (await res.json()) as { user: unknown; tokens: { access: string; refresh: string } };
  return { ...body.tokens, user: body.user };
}

export async function signIn(base: string, email: string, password: string): Promise<string> {
  const csrf = await csrfPair(base);
  const res = await fetch(`${base}/api/users/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: csrf.cookie, 'x-csrftoken': csrf.token },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { tokens: { access: string } }).tokens.access;
}
