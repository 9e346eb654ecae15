import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, passwordChecks, queryRows, registerClient, strongPassword, type TTestApp } from '../../../test/test-app';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('register', () => {
  it('creates the account and answers a session', async () => {
    const res = await t.api.post('/api/users/register/', {
      first_name: ' Juan ',
      last_name: 'dela Cruz',
      email: 'Juan@Example.test',
      password: strongPassword,
      confirm_password: strongPassword,
      profile: { phone: '+63 917 555 0101', company: 'JDC Foods' },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.user).toMatchObject({
      email: 'juan@example.test',
      first_name: 'Juan',
      last_name: 'dela Cruz',
      is_active: true,
      profile: { phone: '+639175550101', company: 'JDC Foods' },
      avatar_url: null,
    });
    expect(body.user.date_joined).toMatch(/^\d{4}-\d{2}-\d{2}T.*(Z|[+-]\d{2}:\d{2})$/);
    expect(body.tokens.access.split('.')).toHaveLength(3);
    expect(body.tokens.refresh).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(JSON.stringify(body)).not.toContain('password');
  });

  it('refuses a taken e-mail, in any case', async () => {
    const res = await t.api.post('/api/users/register/', {
      first_name: 'Juan',
      last_name: 'Other',
      email: 'JUAN@example.test',
      password: strongPassword,
      confirm_password: strongPassword,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      detail: 'An account with this email already exists.',
      code: 'invalid',
      errors: { email: ['An account with this email already exists.'] },
    });
  });

  it.each([
    [{ first_name: '' }, 'first_name', 'First name is required'],
    [{ first_name: 'J' }, 'first_name', 'First name must be at least 2 characters long'],
    [{ last_name: 'Cruz3' }, 'last_name', 'Last name can only contain letters, spaces, hyphens, and apostrophes'],
    [{ email: '' }, 'email', 'Email is required'],
    [{ email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
    [{ password: 'Ab1', confirm_password: 'Ab1' }, 'password', 'Password must be at least 8 characters long'],
    [{ password: 'ABCDEFG1', confirm_password: 'ABCDEFG1' }, 'password', 'Password must contain at least one lowercase letter'],
    [{ password: 'abcdefgh', confirm_password: 'abcdefgh' }, 'password', 'Password must contain at least one number'],
    [{ confirm_password: '' }, 'confirm_password', 'Please confirm your password'],
    [{ confirm_password: 'Different1' }, 'confirm_password', 'Passwords do not match'],
    [{ profile: { phone: '0917 555' } }, 'profile.phone', 'Please enter a valid phone number'],
  ])('%j fails on %s', async (change, field, message) => {
    const body = {
      first_name: 'Ana',
      last_name: "O'Neil-Reyes",
      email: 'ana@example.test',
      password: strongPassword,
      confirm_password: strongPassword,
      ...change,
    };
    const res = await t.api.post('/api/users/register/', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(message);
    expect(res.json().errors[field]).toEqual([message]);
  });

  it('lists every missing field of an empty body, in form order', async () => {
    const res = await t.api.post('/api/users/register/');
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('First name is required');
    expect(Object.keys(res.json().errors)).toEqual(['first_name', 'last_name', 'email', 'password', 'confirm_password']);
  });
});

describe('login', () => {
  beforeAll(async () => {
    await registerClient(t, 'login@example.test');
  });

  it('answers the user and tokens', async () => {
    const res = await t.api.post('/api/users/login/', { email: 'LOGIN@example.test', password: strongPassword, remember_me: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe('login@example.test');
    expect(res.json().tokens).toEqual({ access: expect.any(String), refresh: expect.any(String) });
  });

  it('refuses a wrong password and an unknown e-mail with the same text', async () => {
    for (const body of [
      { email: 'login@example.test', password: 'wrong-password' },
      { email: 'nobody@example.test', password: strongPassword },
    ]) {
      const res = await t.api.post('/api/users/login/', body);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ detail: 'Invalid email or password. Please check your credentials and try again.', code: 'unauthenticated' });
    }
  });

  it('validates its fields', async () => {
    const res = await t.api.post('/api/users/login/', { email: '', password: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'Email is required', code: 'invalid', errors: { email: ['Email is required'], password: ['Password is required'] } });
  });

  it('holds the limit under 60 parallel guesses: at most 10 password checks, the right one refused too', async () => {
    await registerClient(t, 'raced@example.test');
    const checks = passwordChecks();
    const guesses = Array.from({ length: 60 }, (_, i) =>
      t.api.post('/api/users/login/', { email: 'raced@example.test', password: `guess-${i}` }, { ip: '10.6.6.6' }),
    );
    const answers = await Promise.all(guesses);
    expect(checks.count()).toBeLessThanOrEqual(10);
    expect(answers.filter((r) => r.statusCode === 401)).toHaveLength(checks.count());
    expect(answers.filter((r) => r.statusCode === 429).length).toBeGreaterThanOrEqual(50);
    const right = await t.api.post('/api/users/login/', { email: 'raced@example.test', password: strongPassword }, { ip: '10.6.6.6' });
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({ detail: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.', code: 'rate_limited' });
    const retry = Number(right.headers['retry-after']);
    expect(retry).toBeGreaterThan(800);
    expect(retry).toBeLessThanOrEqual(900);
    // The owner, from their own address, is not locked out by the stranger.
    expect((await t.api.post('/api/users/login/', { email: 'raced@example.test', password: strongPassword }, { ip: '10.6.6.7' })).statusCode).toBe(200);
  });

  it('lets no stranger lock the owner out: guesses from ten addresses leave the owner free', async () => {
    await registerClient(t, 'victim@example.test');
    for (let i = 0; i < 10; i++) {
      const res = await t.api.post('/api/users/login/', { email: 'victim@example.test', password: `guess-${i}` }, { ip: `10.0.0.${i}` });
      expect(res.statusCode).toBe(401);
    }
    expect((await t.api.post('/api/users/login/', { email: 'victim@example.test', password: strongPassword }, { ip: '10.0.1.1' })).statusCode).toBe(200);
  });

  it('refuses an address that keeps guessing, whatever the e-mail; a correct password gives its slot back', async () => {
    for (let i = 0; i < 5; i++)
      expect((await t.api.post('/api/users/login/', { email: 'login@example.test', password: strongPassword }, { ip: '10.9.9.9' })).statusCode).toBe(200);
    for (let i = 0; i < 20; i++) {
      const res = await t.api.post('/api/users/login/', { email: `spray${i}@example.test`, password: 'guess' }, { ip: '10.9.9.9' });
      expect(res.statusCode).toBe(401);
    }
    const res = await t.api.post('/api/users/login/', { email: 'login@example.test', password: strongPassword }, { ip: '10.9.9.9' });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    // Another address is not affected.
    expect((await t.api.post('/api/users/login/', { email: 'login@example.test', password: strongPassword }, { ip: '10.9.9.10' })).statusCode).toBe(200);
  });
});

describe('sign-in budget: only failures spend it', () => {
  const office = Array.from({ length: 30 }, (_, i) => `office${i}@example.test`);
  beforeAll(async () => {
    // Each from its own address: registrations have their own limit per address.
    for (const [i, email] of office.entries()) {
      const res = await t.api.post(
        '/api/users/register/',
        { first_name: 'Office', last_name: 'Staff', email, password: strongPassword, confirm_password: strongPassword },
        { ip: `10.30.1.${i}` },
      );
      expect(res.statusCode).toBe(201);
    }
  });

  it('lets 30 correct sign-ins in parallel from one address all through (a venue office behind one address)', async () => {
    const answers = await Promise.all(office.map((email) => t.api.post('/api/users/login/', { email, password: strongPassword }, { ip: '10.30.0.1' })));
    expect(answers.map((r) => r.statusCode)).toEqual(office.map(() => 200));
    // And they left the budget whole: 20 wrong passwords are still each checked, the 21st is refused.
    for (let i = 0; i < 20; i++)
      expect((await t.api.post('/api/users/login/', { email: office[i], password: `wrong-${i}` }, { ip: '10.30.0.1' })).statusCode).toBe(401);
    expect((await t.api.post('/api/users/login/', { email: office[20], password: strongPassword }, { ip: '10.30.0.1' })).statusCode).toBe(429);
  });

  it('still checks no more than the budget of 30 wrong passwords in parallel to 30 accounts from one address', async () => {
    const checks = passwordChecks();
    const answers = await Promise.all(office.map((email, i) => t.api.post('/api/users/login/', { email, password: `guess-${i}` }, { ip: '10.30.0.2' })));
    expect(checks.count()).toBe(20);
    expect(answers.filter((r) => r.statusCode === 401)).toHaveLength(20);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(10);
  });

  it('mixes: correct sign-ins in parallel with guesses pass while the guesses are held to the budget', async () => {
    const checks = passwordChecks();
    const answers = await Promise.all(
      office.map((email, i) => t.api.post('/api/users/login/', { email, password: i % 2 ? strongPassword : `guess-${i}` }, { ip: '10.30.0.3' })),
    );
    expect(checks.count()).toBe(30);
    expect(answers.filter((r, i) => i % 2 === 1 && r.statusCode === 200)).toHaveLength(15);
    expect(answers.filter((r) => r.statusCode === 401)).toHaveLength(15);
  });
});

describe('CSRF', () => {
  it('refuses an unsafe cookie request without the matching header', async () => {
    const res = await t.api.post('/api/users/login/', { email: 'a@b.co', password: 'x' }, { csrf: false });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: 'CSRF token missing or incorrect.', code: 'forbidden' });
    const mismatch = await t.app.inject({
      method: 'POST',
      url: '/api/users/login/',
      cookies: { csrftoken: 'one' },
      headers: { 'x-csrftoken': 'two' },
      payload: {},
    });
    expect(mismatch.statusCode).toBe(403);
  });

  it('sets the cookie the SPA echoes', async () => {
    const res = await t.api.get('/api/users/csrf/');
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === 'csrftoken');
    expect(cookie?.value).toBe(res.json().csrf_token);
    expect(cookie?.sameSite).toBe('Lax');
  });
});

describe('tokens', () => {
  it('rotates the refresh token, and reuse of a spent one revokes the family', async () => {
    const { tokens } = await registerClient(t, 'rotate@example.test');
    const first = await t.api.post('/api/users/token/refresh/', { refresh: tokens.refresh });
    expect(first.statusCode).toBe(200);
    const pair = first.json();
    expect(pair.refresh).not.toBe(tokens.refresh);
    expect((await t.api.get('/api/users/me/', { token: pair.access })).statusCode).toBe(200);

    const reuse = await t.api.post('/api/users/token/refresh/', { refresh: tokens.refresh });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual({ detail: 'Token is invalid or expired', code: 'unauthenticated' });
    // The thief's reuse also killed the legitimate newer token.
    expect((await t.api.post('/api/users/token/refresh/', { refresh: pair.refresh })).statusCode).toBe(401);
  });

  it('refuses unknown and missing refresh tokens', async () => {
    expect((await t.api.post('/api/users/token/refresh/', { refresh: 'nope' })).json()).toEqual({
      detail: 'Token is invalid or expired',
      code: 'unauthenticated',
    });
    const missing = await t.api.post('/api/users/token/refresh/', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.refresh).toEqual(['Refresh token is required']);
  });

  it('lets a refresh token live 7 days with remember me, else 1 day', async () => {
    await registerClient(t, 'remember@example.test');
    for (const [remember, days] of [
      [true, 7],
      [false, 1],
    ] as const) {
      const res = await t.api.post('/api/users/login/', { email: 'remember@example.test', password: strongPassword, remember_me: remember });
      const list = await queryRows<{ days: string }>(
        t,
        sql`select round(extract(epoch from expires_at - created_at) / 86400)::text as days from refresh_tokens order by id desc limit 1`,
      );
      expect(res.statusCode).toBe(200);
      expect(Number(list[0]!.days)).toBe(days);
    }
  });

  it('logout revokes the refresh token', async () => {
    const { tokens } = await registerClient(t, 'logout@example.test');
    const res = await t.api.post('/api/users/logout/', { refresh: tokens.refresh }, { token: tokens.access });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: 'Successfully logged out.' });
    expect((await t.api.post('/api/users/token/refresh/', { refresh: tokens.refresh })).statusCode).toBe(401);
  });

  it('refuses the access token of an ended sign-in at once: logout, refresh reuse, deactivation', async () => {
    const out = await registerClient(t, 'ended@example.test');
    const other = (await t.api.post('/api/users/login/', { email: 'ended@example.test', password: strongPassword })).json().tokens;
    await t.api.post('/api/users/logout/', { refresh: out.tokens.refresh }, { token: out.tokens.access });
    const gone = await t.api.get('/api/users/me/', { token: out.tokens.access });
    expect(gone.statusCode).toBe(401);
    expect(gone.json()).toEqual({ detail: 'Given token not valid for any token type', code: 'unauthenticated' });
    // Another sign-in of the same account lives on, until its refresh token is reused.
    expect((await t.api.get('/api/users/me/', { token: other.access })).statusCode).toBe(200);
    const next = (await t.api.post('/api/users/token/refresh/', { refresh: other.refresh })).json();
    await t.api.post('/api/users/token/refresh/', { refresh: other.refresh });
    expect((await t.api.get('/api/users/me/', { token: next.access })).statusCode).toBe(401);
    expect((await t.api.get('/api/users/me/', { token: other.access })).statusCode).toBe(401);

    const active = await registerClient(t, 'deactivated@example.test');
    await t.database.db.execute(sql`update users set is_active = false where id = ${active.user.id}`);
    expect((await t.api.get('/api/users/me/', { token: active.tokens.access })).statusCode).toBe(401);
  });
});

describe('me', () => {
  it('needs a valid access token', async () => {
    expect((await t.api.get('/api/users/me/')).json()).toEqual({ detail: 'Authentication credentials were not provided.', code: 'unauthenticated' });
    const bad = await t.api.get('/api/users/me/', { token: 'not.a.jwt' });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toEqual({ detail: 'Given token not valid for any token type', code: 'unauthenticated' });
  });

  it('reads and updates the profile; e-mail stays read-only', async () => {
    const { tokens } = await registerClient(t, 'me@example.test');
    const res = await t.api.put(
      '/api/users/me/',
      { first_name: 'Carmela', last_name: 'Santos', email: 'changed@example.test', profile: { phone: '+63 2 8123 4567', company: 'Santos Events' } },
      { token: tokens.access },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: 'me@example.test', first_name: 'Carmela', profile: { phone: '+63281234567', company: 'Santos Events' } });
    const me = await t.api.get('/api/users/me/', { token: tokens.access });
    expect(me.json()).toMatchObject({ email: 'me@example.test', first_name: 'Carmela', last_name: 'Santos' });
  });

  it('validates profile fields', async () => {
    const { tokens } = await registerClient(t, 'me2@example.test');
    const res = await t.api.put('/api/users/me/', { first_name: 'X' }, { token: tokens.access });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      detail: 'First name must be at least 2 characters long',
      code: 'invalid',
      errors: { first_name: ['First name must be at least 2 characters long'] },
    });
  });
});

describe('API conventions', () => {
  it('answers unknown API paths with JSON 404, and keeps trailing slashes exact', async () => {
    for (const url of ['/api/nothing/here/', '/api/users/me']) {
      const res = await t.api.get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Not found.', code: 'not_found' });
    }
  });

  it('sends security headers on every response', async () => {
    const res = await t.api.get('/api/site/settings/');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('serves the booking window and version', async () => {
    const res = await t.api.get('/api/site/settings/');
    expect(res.json()).toEqual({ version: '2.0.0', timezone: 'Asia/Manila', currency: 'PHP', booking: { min_advance_days: 7, max_advance_days: 365 } });
  });
});
