import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, passwordChecks, queryRows, registerClient, strongPassword, type TTestApp } from '../../../test/test-app';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const RESET_TEXT = 'If an account exists for this email, we have sent a link to reset your password. Please check your inbox.';
const tokenFromMail = (text: string) => /\/reset-password\/([A-Za-z0-9_-]+)/.exec(text)?.[1];

describe('change password', () => {
  it('changes it, keeps this sign-in, ends the others and tells the owner', async () => {
    const session = await registerClient(t, 'change@example.test');
    const other = (await t.api.post('/api/users/login/', { email: 'change@example.test', password: strongPassword })).json();
    const res = await t.api.post(
      '/api/users/me/change-password/',
      { current_password: strongPassword, new_password: 'Narra-Tree-2027', confirm_password: 'Narra-Tree-2027' },
      { token: session.tokens.access },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: 'Your password has been updated successfully.' });
    expect((await t.api.post('/api/users/token/refresh/', { refresh: session.tokens.refresh })).statusCode).toBe(200);
    expect((await t.api.post('/api/users/token/refresh/', { refresh: other.tokens.refresh })).statusCode).toBe(401);
    // The other sign-in's access token dies with it; this one's lives on.
    expect((await t.api.get('/api/users/me/', { token: other.tokens.access })).statusCode).toBe(401);
    expect((await t.api.get('/api/users/me/', { token: session.tokens.access })).statusCode).toBe(200);
    expect((await t.api.post('/api/users/login/', { email: 'change@example.test', password: 'Narra-Tree-2027' })).statusCode).toBe(200);
    const mails = await t.drainMail();
    expect(mails.at(-1)).toMatchObject({ to: 'change@example.test', subject: 'Your Havila Gardens password was changed' });
  });

  it.each([
    [{ current_password: '' }, 'current_password', 'Current password is required'],
    [{ new_password: '' }, 'new_password', 'New password is required'],
    [{ new_password: 'Ab1!', confirm_password: 'Ab1!' }, 'new_password', 'Password must be at least 8 characters'],
    [{ new_password: 'abcdefgh', confirm_password: 'abcdefgh' }, 'new_password', 'Password is too weak'],
    [{ new_password: strongPassword, confirm_password: strongPassword }, 'new_password', 'New password must be different from current password'],
    [{ confirm_password: '' }, 'confirm_password', 'Please confirm your password'],
    [{ confirm_password: 'Other-Pass-99' }, 'confirm_password', 'Passwords do not match'],
  ])('%j fails on %s', async (change, field, message) => {
    const { tokens } = await registerClient(t, `c${Math.random()}@example.test`);
    const body = { current_password: strongPassword, new_password: 'Mahogany#2030', confirm_password: 'Mahogany#2030', ...change };
    const res = await t.api.post('/api/users/me/change-password/', body, { token: tokens.access });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toContain(message);
  });

  it('refuses a wrong current password', async () => {
    const { tokens } = await registerClient(t, 'wrongcurrent@example.test');
    const res = await t.api.post(
      '/api/users/me/change-password/',
      { current_password: 'Not-It-123', new_password: 'Mahogany#2030', confirm_password: 'Mahogany#2030' },
      { token: tokens.access },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'Current password is incorrect.', code: 'invalid', errors: { current_password: ['Current password is incorrect.'] } });
  });
});

describe('password reset', () => {
  it('answers the same text for known and unknown addresses, and mails only the known one', async () => {
    await registerClient(t, 'reset@example.test');
    t.mails.length = 0;
    const known = await t.api.post('/api/users/password-reset/request/', { email: 'Reset@Example.test' });
    const unknown = await t.api.post('/api/users/password-reset/request/', { email: 'ghost@example.test' });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ detail: RESET_TEXT });
    expect(unknown.json()).toEqual(known.json());
    const mails = await t.drainMail();
    expect(mails.map((m) => m.to)).toEqual(['reset@example.test']);
    expect(mails[0]!.text).toContain('http://portal.test/reset-password/');
  });

  it('validates, confirms once, then reports already_used', async () => {
    t.mails.length = 0;
    await t.api.post('/api/users/password-reset/request/', { email: 'reset@example.test' });
    const token = tokenFromMail((await t.drainMail())[0]!.text)!;
    const valid = await t.api.get(`/api/users/password-reset/validate/${token}/`);
    expect(valid.json()).toEqual({ valid: true, email: 'reset@example.test', reason: null, home: '/dashboard', next: null });

    const done = await t.api.post(`/api/users/password-reset/confirm/${token}/`, { password: 'Acacia-Shade-8', confirm_password: 'Acacia-Shade-8' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({
      detail: 'Your password has been reset. You can now sign in with your new password.',
      password_feedback: [],
      session: null,
    });
    expect((await t.api.post('/api/users/login/', { email: 'reset@example.test', password: 'Acacia-Shade-8' })).statusCode).toBe(200);

    expect((await t.api.get(`/api/users/password-reset/validate/${token}/`)).json()).toEqual({
      valid: false,
      email: null,
      reason: 'already_used',
      home: null,
      next: null,
    });
    const again = await t.api.post(`/api/users/password-reset/confirm/${token}/`, { password: 'Acacia-Shade-9', confirm_password: 'Acacia-Shade-9' });
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toBe('This password reset link has already been used.');
  });

  it('reports expired and unknown links', async () => {
    t.mails.length = 0;
    await t.api.post('/api/users/password-reset/request/', { email: 'reset@example.test' });
    const token = tokenFromMail((await t.drainMail())[0]!.text)!;
    await t.database.db.execute(sql`update password_reset_tokens set expires_at = now() - interval '1 minute'`);
    expect((await t.api.get(`/api/users/password-reset/validate/${token}/`)).json()).toEqual({
      valid: false,
      email: null,
      reason: 'expired',
      home: null,
      next: null,
    });
    const res = await t.api.post(`/api/users/password-reset/confirm/${token}/`, { password: 'Acacia-Shade-8', confirm_password: 'Acacia-Shade-8' });
    expect(res.json().detail).toBe('This password reset link has expired.');
    expect((await t.api.get('/api/users/password-reset/validate/made-up-token/')).json()).toEqual({
      valid: false,
      email: null,
      reason: 'not_found',
      home: null,
      next: null,
    });
    const unknown = await t.api.post('/api/users/password-reset/confirm/made-up-token/', { password: 'Acacia-Shade-8', confirm_password: 'Acacia-Shade-8' });
    expect(unknown.json().detail).toBe('Invalid password reset link.');
  });

  it('validates the new password and returns feedback', async () => {
    const short = await t.api.post('/api/users/password-reset/confirm/x/', { password: 'short', confirm_password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().detail).toBe('Password must be at least 8 characters');
    const mismatch = await t.api.post('/api/users/password-reset/confirm/x/', { password: 'long-enough', confirm_password: 'long-enougH' });
    expect(mismatch.json().errors.confirm_password).toEqual(['Passwords do not match']);
    t.mails.length = 0;
    await t.api.post('/api/users/password-reset/request/', { email: 'reset@example.test' });
    const token = tokenFromMail((await t.drainMail())[0]!.text)!;
    // The reset follows the same rules as register: `aaaaaaaa` is refused before anything else happens.
    const weak = await t.api.post(`/api/users/password-reset/confirm/${token}/`, { password: 'aaaaaaaa', confirm_password: 'aaaaaaaa' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors.password).toEqual(['Password must contain at least one number']);
    const plain = await t.api.post(`/api/users/password-reset/confirm/${token}/`, { password: 'alllowercase1', confirm_password: 'alllowercase1' });
    expect(plain.statusCode).toBe(200);
    expect(plain.json().password_feedback).toEqual(['Mix upper and lower case letters.', 'Add a special character.']);
  });

  it('sends at most five reset e-mails an hour per account', async () => {
    await registerClient(t, 'flood@example.test');
    t.mails.length = 0;
    for (let i = 0; i < 7; i++) expect((await t.api.post('/api/users/password-reset/request/', { email: 'flood@example.test' })).statusCode).toBe(200);
    expect((await t.drainMail()).filter((m) => m.to === 'flood@example.test')).toHaveLength(5);
  });
});

describe('password hashing on public calls', () => {
  const login = async (ip: string) => {
    const res = await t.api.post('/api/users/login/', { email: 'quiet@example.test', password: strongPassword }, { ip });
    expect(res.statusCode).toBe(200);
  };

  // The hash count is the exact check that junk costs nothing; how quick the sign-ins stay is the benchmark's
  // business (a timed assertion here failed on a busy machine).
  it('refuses 50 parallel junk reset-confirms without hashing, and a real sign-in meanwhile still works', async () => {
    await registerClient(t, 'quiet@example.test');
    const work = passwordChecks();
    const junk = Array.from({ length: 50 }, (_, i) =>
      t.api.post(
        `/api/users/password-reset/confirm/junk-token-${i}/`,
        { password: 'Sampaguita#2099', confirm_password: 'Sampaguita#2099' },
        { ip: '10.20.0.2' },
      ),
    );
    await Promise.all([login('10.20.0.1'), login('10.20.0.1'), login('10.20.0.1')]);
    const answers = await Promise.all(junk);
    expect(answers.every((r) => r.statusCode === 400 && r.json().detail === 'Invalid password reset link.')).toBe(true);
    // The sign-ins verified their password (3 checks); the fifty junk confirms hashed nothing.
    expect(work.hashes()).toBe(0);
    expect(work.count()).toBe(3);
  });

  it('checks an invitation before hashing', async () => {
    const work = passwordChecks();
    const res = await t.api.post('/api/clients/invitations/not-an-invitation/accept/', { password: strongPassword, confirm_password: strongPassword });
    expect(res.statusCode).toBe(404);
    expect(work.hashes()).toBe(0);
  });

  it('limits hashing per address: the 21st valid reset attempt in 15 minutes answers 429', async () => {
    await registerClient(t, 'hasher@example.test');
    t.mails.length = 0;
    await t.api.post('/api/users/password-reset/request/', { email: 'hasher@example.test' });
    const token = tokenFromMail((await t.drainMail()).at(-1)!.text)!;
    await queryRows(t, sql`insert into rate_limits (key, count) values ('hash-ip:10.20.0.9', 20)`);
    const res = await t.api.post(
      `/api/users/password-reset/confirm/${token}/`,
      { password: 'Sampaguita#2099', confirm_password: 'Sampaguita#2099' },
      { ip: '10.20.0.9' },
    );
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ detail: 'Too many attempts. Please try again later.', code: 'rate_limited' });
  });
});

describe('registration', () => {
  const body = (email: string) => ({ first_name: 'Juan', last_name: 'Cruz', email, password: strongPassword, confirm_password: strongPassword });

  it('costs a taken address the same hashing as a new one', async () => {
    await registerClient(t, 'taken@example.test');
    const work = passwordChecks();
    const res = await t.api.post('/api/users/register/', body('taken@example.test'), { ip: '10.30.0.1' });
    expect(res.statusCode).toBe(400);
    expect(work.hashes()).toBe(1);
  });

  it('limits registrations per address', async () => {
    await queryRows(t, sql`insert into rate_limits (key, count) values ('register-ip:10.30.0.2', 20)`);
    const work = passwordChecks();
    const res = await t.api.post('/api/users/register/', body('late@example.test'), { ip: '10.30.0.2' });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    expect(work.hashes()).toBe(0);
    expect((await t.api.post('/api/users/register/', body('late@example.test'), { ip: '10.30.0.3' })).statusCode).toBe(201);
  });
});
