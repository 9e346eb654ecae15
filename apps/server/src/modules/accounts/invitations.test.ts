import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountWithRole, createTestApp, registerClient, strongPassword, type TTestApp } from '../../../test/test-app';

let t: TTestApp;
let staffToken: string;
beforeAll(async () => {
  t = await createTestApp();
  staffToken = (await accountWithRole(t, 'staff', 'staff@venue.test')).tokens.access;
});
afterAll(() => t.close());

const INVALID = 'This invitation link is invalid, expired, or has already been used. Please contact the venue if you believe this is an error.';
const staff = () => ({ token: staffToken });

async function invite(email: string) {
  const res = await t.api.post('/api/staff/invitations/', { email, first_name: 'Rosa', last_name: 'Mendoza' }, staff());
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string; url: string };
}

describe('invitations', () => {
  it('creates an unguessable invitation and e-mails its link', async () => {
    const { id, url } = await invite('rosa@example.test');
    expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url).toBe(`http://portal.test/accept-invitation/${id}`);
    const mails = await t.drainMail();
    expect(mails.at(-1)).toMatchObject({ to: 'rosa@example.test', subject: 'Your Havila Gardens invitation' });
    expect(mails.at(-1)!.text).toContain(url);
  });

  it('shows the details, accepts once, signs in, then answers 404', async () => {
    const { id } = await invite('accept@example.test');
    const details = await t.api.get(`/api/clients/invitations/${id}/`);
    expect(details.statusCode).toBe(200);
    expect(details.json()).toEqual({ client_name: 'Rosa Mendoza', client: { email: 'accept@example.test' }, created_at: expect.any(String) });

    const accepted = await t.api.post(`/api/clients/invitations/${id}/accept/`, { password: strongPassword, confirm_password: strongPassword });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().user).toMatchObject({ email: 'accept@example.test', first_name: 'Rosa', is_active: true });
    expect((await t.api.get('/api/users/me/', { token: accepted.json().tokens.access })).statusCode).toBe(200);

    for (const res of [
      await t.api.get(`/api/clients/invitations/${id}/`),
      await t.api.post(`/api/clients/invitations/${id}/accept/`, { password: strongPassword, confirm_password: strongPassword }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: INVALID, code: 'not_found' });
    }
  });

  it('answers 404 for expired and unknown invitations', async () => {
    const { id } = await invite('late@example.test');
    await t.database.db.execute(sql`update invitations set expires_at = now() - interval '1 second' where id = ${id}`);
    expect((await t.api.get(`/api/clients/invitations/${id}/`)).json()).toEqual({ detail: INVALID, code: 'not_found' });
    expect((await t.api.get('/api/clients/invitations/not-a-real-id/')).statusCode).toBe(404);
  });

  it('validates the password on accept', async () => {
    const { id } = await invite('weak@example.test');
    const res = await t.api.post(`/api/clients/invitations/${id}/accept/`, { password: 'short', confirm_password: 'other' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      password: ['Password must be at least 8 characters long', 'Password must contain at least one number'],
      confirm_password: ['Passwords do not match'],
    });
  });

  it('lets staff and admins invite; a client gets 403, a stranger 401, the retired admin token 401', async () => {
    const body = { email: 'xi@example.test', first_name: 'Xi', last_name: 'Yu' };
    const client = await registerClient(t, 'inviter@example.test');
    const asClient = await t.api.post('/api/staff/invitations/', body, { token: client.tokens.access });
    expect(asClient.statusCode).toBe(403);
    expect(asClient.json()).toEqual({ detail: 'You do not have permission to perform this action.', code: 'forbidden' });
    expect((await t.api.post('/api/staff/invitations/', body)).statusCode).toBe(401);
    expect((await t.api.post('/api/staff/invitations/', body, { token: t.config.adminToken })).statusCode).toBe(401);
    const admin = await accountWithRole(t, 'admin');
    expect((await t.api.post('/api/staff/invitations/', body, { token: admin.tokens.access })).statusCode).toBe(201);
  });
});
