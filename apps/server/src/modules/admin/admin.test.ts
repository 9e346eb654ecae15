import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { venueDay } from '@venue/shared/dates';
import { createTestApp, strongPassword, type TTestApp } from '../../../test/test-app';
import { auditOf, signIn } from '../../../test/staff-helpers';
import { DEMO_ADMIN, DEMO_EMAIL, DEMO_PASSWORD, DEMO_STAFF, seedDemoData } from '../../seed/demo-data';
import { createAdminAccount } from '../accounts/staff-accounts.service';

let t: TTestApp;
let admin: string;
let staff: string;
let client: string;
let adminId: number;
let staffId: number;

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.transaction((tx) => seedDemoData(tx, venueDay(), t.app.ctx.storage));
  admin = await signIn(t, DEMO_ADMIN.email, DEMO_ADMIN.password);
  staff = await signIn(t, DEMO_STAFF.email, DEMO_STAFF.password);
  client = await signIn(t, DEMO_EMAIL, DEMO_PASSWORD);
  adminId = (await t.api.get('/api/users/me/', { token: admin })).json().id;
  staffId = (await t.api.get('/api/users/me/', { token: staff })).json().id;
});
afterAll(() => t.close());

const accept = async (id: string) => {
  const res = await t.api.post(`/api/clients/invitations/${id}/accept/`, { password: strongPassword, confirm_password: strongPassword });
  expect(res.statusCode).toBe(200);
  return res.json() as { user: { id: number; role: string }; tokens: { access: string } };
};

describe('staff invitations', () => {
  it('invites a staff member whose accepted invitation makes a staff account, audited and e-mailed', async () => {
    const res = await t.api.post(
      '/api/admin/staff-invitations/',
      { email: 'Joy.Ramos@venue.test', first_name: 'Joy', last_name: 'Ramos', role: 'staff' },
      { token: admin },
    );
    expect(res.statusCode).toBe(201);
    const mails = await t.drainMail();
    expect(mails.at(-1)).toMatchObject({ to: 'joy.ramos@venue.test', subject: 'Your Havila Gardens staff invitation' });
    expect(mails.at(-1)!.text).toContain(res.json().url);
    const joined = await accept(res.json().id);
    expect(joined.user.role).toBe('staff');
    expect((await t.api.get('/api/staff/today/', { token: joined.tokens.access })).statusCode).toBe(200);
    expect((await t.api.get('/api/admin/staff/', { token: joined.tokens.access })).statusCode).toBe(403);
    const audit = await auditOf(t, 'invitation', 'joy.ramos@venue.test');
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'staff_invitation.create',
        actor_user_id: adminId,
        actor_role: 'admin',
        after: expect.objectContaining({ email: 'joy.ramos@venue.test', role: 'staff' }),
      }),
    ]);
    // The secret link is not in the audit log.
    expect(JSON.stringify(audit)).not.toContain(res.json().id);
  });

  it('invites an admin, and a client invitation by staff still makes a client', async () => {
    const adm = await t.api.post(
      '/api/admin/staff-invitations/',
      { email: 'ops@venue.test', first_name: 'Ops', last_name: 'Lead', role: 'admin' },
      { token: admin },
    );
    expect((await accept(adm.json().id)).user.role).toBe('admin');
    const cl = await t.api.post('/api/staff/invitations/', { email: 'new.client@example.test', first_name: 'Nina', last_name: 'Cruz' }, { token: staff });
    expect((await accept(cl.json().id)).user.role).toBe('client');
    expect(await auditOf(t, 'invitation', 'new.client@example.test')).toEqual([
      expect.objectContaining({ action: 'invitation.create', actor_user_id: staffId, after: expect.objectContaining({ role: 'client' }) }),
    ]);
  });

  it('refuses a client role, a taken address, and non-admins', async () => {
    const asClient = await t.api.post(
      '/api/admin/staff-invitations/',
      { email: 'x@venue.test', first_name: 'Xa', last_name: 'Ya', role: 'client' },
      { token: admin },
    );
    expect(asClient.json()).toMatchObject({ detail: 'Role must be staff or admin', errors: { role: ['Role must be staff or admin'] } });
    const taken = await t.api.post('/api/admin/staff-invitations/', { email: DEMO_EMAIL, first_name: 'Xa', last_name: 'Ya', role: 'staff' }, { token: admin });
    expect(taken.statusCode).toBe(409);
    expect(
      (await t.api.post('/api/admin/staff-invitations/', { email: 'y@venue.test', first_name: 'Xa', last_name: 'Ya', role: 'staff' }, { token: staff }))
        .statusCode,
    ).toBe(403);
  });
});

describe('staff accounts', () => {
  it('lists the venue accounts only', async () => {
    const list = (await t.api.get('/api/admin/staff/', { token: admin })).json();
    const emails = list.results.map((u: { email: string }) => u.email);
    expect(emails).toEqual(expect.arrayContaining([DEMO_STAFF.email, DEMO_ADMIN.email]));
    expect(emails).not.toContain(DEMO_EMAIL);
    expect(list.results.every((u: { role: string }) => u.role === 'staff' || u.role === 'admin')).toBe(true);
  });

  it('switches an account off (its sign-in ends at once) and on again, audited', async () => {
    const joy = (await t.api.get('/api/admin/staff/', { token: admin })).json().results.find((u: { email: string }) => u.email === 'joy.ramos@venue.test');
    const joyToken = await signIn(t, 'joy.ramos@venue.test', strongPassword);
    const off = await t.api.patch(`/api/admin/staff/${joy.id}/`, { is_active: false }, { token: admin });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ id: joy.id, is_active: false, role: 'staff' });
    expect((await t.api.get('/api/staff/today/', { token: joyToken })).statusCode).toBe(401);
    expect((await t.api.post('/api/users/login/', { email: 'joy.ramos@venue.test', password: strongPassword })).statusCode).toBe(401);
    expect((await t.api.patch(`/api/admin/staff/${joy.id}/`, { is_active: true, role: 'admin' }, { token: admin })).json()).toMatchObject({
      is_active: true,
      role: 'admin',
    });
    const audit = await auditOf(t, 'user', joy.id);
    expect(audit.map((a) => [a.action, a.before, a.after])).toEqual([
      ['staff_account.update', { role: 'staff', is_active: true }, { role: 'staff', is_active: false }],
      ['staff_account.update', { role: 'staff', is_active: false }, { role: 'admin', is_active: true }],
    ]);
    expect((await t.api.get('/api/admin/staff/', { token: await signIn(t, 'joy.ramos@venue.test', strongPassword) })).statusCode).toBe(200);
  });

  it('answers 404 for clients and unknown ids, 400 for an empty change', async () => {
    const clientId = (await t.api.get('/api/users/me/', { token: client })).json().id;
    expect((await t.api.patch(`/api/admin/staff/${clientId}/`, { role: 'staff' }, { token: admin })).json()).toMatchObject({
      detail: 'Staff account not found.',
    });
    expect((await t.api.patch('/api/admin/staff/999999/', { role: 'staff' }, { token: admin })).statusCode).toBe(404);
    expect((await t.api.patch(`/api/admin/staff/${staffId}/`, {}, { token: admin })).json().detail).toBe('Send is_active or role');
  });
});

describe('the last active admin', () => {
  it('is never demoted or switched off, even by two admins at once', async () => {
    const t2 = await createTestApp();
    try {
      const { link } = await createAdminAccount(t2.app.ctx, { email: 'first@venue.test', firstName: 'First', lastName: 'Admin' });
      const token = link.split('/').at(-1)!;
      expect(
        (await t2.api.post(`/api/users/password-reset/confirm/${token}/`, { password: strongPassword, confirm_password: strongPassword })).statusCode,
      ).toBe(200);
      const first = await signIn(t2, 'first@venue.test', strongPassword);
      const firstId = (await t2.api.get('/api/users/me/', { token: first })).json().id;
      for (const body of [{ role: 'staff' }, { is_active: false }]) {
        const res = await t2.api.patch(`/api/admin/staff/${firstId}/`, body, { token: first });
        expect(res.statusCode).toBe(409);
        expect(res.json().detail).toBe('There must always be at least one active administrator.');
      }
      const inv = await t2.api.post(
        '/api/admin/staff-invitations/',
        { email: 'second@venue.test', first_name: 'Second', last_name: 'Admin', role: 'admin' },
        { token: first },
      );
      const second = (
        await t2.api.post(`/api/clients/invitations/${inv.json().id}/accept/`, { password: strongPassword, confirm_password: strongPassword })
      ).json();
      // Each demotes the other at the same moment: one wins, the other is refused.
      const answers = await Promise.all([
        t2.api.patch(`/api/admin/staff/${second.user.id}/`, { role: 'staff' }, { token: first }),
        t2.api.patch(`/api/admin/staff/${firstId}/`, { role: 'staff' }, { token: second.tokens.access }),
      ]);
      // The loser is refused either by the rule (409, when both run at once) or because its caller is no longer
      // an admin (403, when the winner committed first).
      const codes = answers.map((r) => r.statusCode).sort();
      expect(codes[0]).toBe(200);
      expect([403, 409]).toContain(codes[1]);
      const admins = (await t2.api.get('/api/admin/staff/', { token: answers[0]!.statusCode === 200 ? first : second.tokens.access })).json();
      expect(admins.results.filter((u: { role: string; is_active: boolean }) => u.role === 'admin' && u.is_active)).toHaveLength(1);
    } finally {
      await t2.close();
    }
  });
});

describe('audit log', () => {
  it('reads entries by object and by actor, newest first; admins only', async () => {
    const byActor = (await t.api.get('/api/admin/audit/', { token: admin, query: { actor: String(adminId) } })).json();
    expect(byActor.count).toBeGreaterThanOrEqual(4);
    expect(byActor.results.every((e: { actor_user_id: number }) => e.actor_user_id === adminId)).toBe(true);
    const joy = (await t.api.get('/api/admin/audit/', { token: admin, query: { object_type: 'invitation', object_id: 'joy.ramos@venue.test' } })).json();
    expect(joy).toMatchObject({ count: 1, results: [{ action: 'staff_invitation.create', actor_name: 'Carmela Bautista', ip: '127.0.0.1' }] });
    // Each entry names its object in words, from its snapshot or, when the snapshot has no name, from the row.
    expect(joy.results[0].object_label).toBe('Joy Ramos');
    const account = (await t.api.get('/api/admin/audit/', { token: admin, query: { object_type: 'user' } })).json();
    expect(account.results.find((e: { action: string }) => e.action === 'staff_account.update')?.object_label).toBe('Joy Ramos');
    const page = (await t.api.get('/api/admin/audit/', { token: admin, query: { page_size: '2' } })).json();
    expect(page.results).toHaveLength(2);
    expect(page.results[0].id).toBeGreaterThan(page.results[1].id);
    expect((await t.api.get('/api/admin/audit/', { token: staff })).statusCode).toBe(403);
    expect((await t.api.get('/api/admin/audit/', { token: client })).statusCode).toBe(403);
    expect((await t.api.get('/api/admin/audit/')).statusCode).toBe(401);
    expect((await t.api.get('/api/admin/audit/', { token: admin, query: { actor: 'x' } })).json().detail).toBe('Choose a valid user');
  });
});
