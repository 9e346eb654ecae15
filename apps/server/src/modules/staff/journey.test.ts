import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, venueDay } from '@venue/shared/dates';
import { createTestApp, queryRows, strongPassword, type TTestApp } from '../../../test/test-app';
import { pht, signIn } from '../../../test/staff-helpers';
import { shouldSeedDemo } from '../../seed/seed-if-empty';
import { createAdminAccount } from '../accounts/staff-accounts.service';

/** SEED_DEMO=false: a fresh install holds only reference data, and the whole venue is built through the API. */
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo data switch', () => {
  it('seeds the embedded database unless SEED_DEMO=false, and DATABASE_URL only with SEED_DEMO=true', () => {
    expect(shouldSeedDemo({}, undefined)).toBe(true);
    expect(shouldSeedDemo({ SEED_DEMO: 'false' }, undefined)).toBe(false);
    expect(shouldSeedDemo({}, 'postgres://x')).toBe(false);
    expect(shouldSeedDemo({ SEED_DEMO: 'true' }, 'postgres://x')).toBe(true);
  });
});

describe('from an empty database', () => {
  it('holds only the migrations reference data', async () => {
    const [counts] = await queryRows<Record<string, number>>(
      t,
      sql`select (select count(*)::int from users) as users, (select count(*)::int from events) as events,
        (select count(*)::int from event_types) as event_types, (select count(*)::int from facilities) as facilities,
        (select count(*)::int from payment_gateways) as gateways`,
    );
    expect(counts).toEqual({ users: 0, events: 0, event_types: 5, facilities: 9, gateways: 7 });
  });

  it('create-admin, admin invites staff, staff invites a client, the client accepts, staff books an event with two tasks the client sees', async () => {
    const { link } = await createAdminAccount(t.app.ctx, { email: 'owner@venue.test', firstName: 'Teresa', lastName: 'Aquino' });
    expect(link).toMatch(/^http:\/\/portal\.test\/reset-password\/[\w-]{43}$/);
    const set = await t.api.post(`/api/users/password-reset/confirm/${link.split('/').at(-1)}/`, {
      password: strongPassword,
      confirm_password: strongPassword,
    });
    expect(set.statusCode).toBe(200);
    const admin = await signIn(t, 'owner@venue.test', strongPassword);

    const staffInvite = await t.api.post(
      '/api/admin/staff-invitations/',
      { email: 'coordinator@venue.test', first_name: 'Grace', last_name: 'Villanueva', role: 'staff' },
      { token: admin },
    );
    expect(staffInvite.statusCode).toBe(201);
    const staffAccount = await t.api.post(`/api/clients/invitations/${staffInvite.json().id}/accept/`, {
      password: strongPassword,
      confirm_password: strongPassword,
    });
    expect(staffAccount.json().user.role).toBe('staff');
    const staff = staffAccount.json().tokens.access as string;

    const clientInvite = await t.api.post('/api/staff/invitations/', { email: 'bride@example.test', first_name: 'Bea', last_name: 'Alonzo' }, { token: staff });
    expect(clientInvite.statusCode).toBe(201);
    const clientAccount = await t.api.post(`/api/clients/invitations/${clientInvite.json().id}/accept/`, {
      password: strongPassword,
      confirm_password: strongPassword,
    });
    expect(clientAccount.json().user.role).toBe('client');
    const client = clientAccount.json().tokens.access as string;
    const clientId = clientAccount.json().user.id as number;

    const found = (await t.api.get('/api/staff/clients/', { token: staff, query: { search: 'alonzo' } })).json();
    expect(found).toMatchObject({ count: 1, results: [{ id: clientId, email: 'bride@example.test', events_count: 0 }] });
    const facilities = (await t.api.get('/api/staff/facilities/', { token: staff })).json() as { id: number; name: string }[];
    const types = (await t.api.get('/api/events/event-types/')).json() as { id: number; name: string }[];
    const day = addDays(venueDay(), 90);
    const event = await t.api.post(
      '/api/staff/events/',
      {
        client_id: clientId,
        event_type_id: types.find((x) => x.name === 'Wedding')!.id,
        name: 'Alonzo Wedding',
        facility_id: facilities.find((f) => f.name === 'Sanctuary Chapel')!.id,
        starts_at: pht(day, '15:00'),
        ends_at: pht(day, '17:00'),
        guest_count: 120,
      },
      { token: staff },
    );
    expect(event.statusCode).toBe(201);
    const eventId = event.json().id as number;
    for (const title of ['Choose the ceremony music', 'Send the guest list']) {
      const task = await t.api.post(`/api/staff/events/${eventId}/tasks/`, { title, requires_client_input: true, can_update: true }, { token: staff });
      expect(task.statusCode).toBe(201);
    }

    const mine = (await t.api.get('/api/client/events/', { token: client })).json();
    expect(mine).toMatchObject({ count: 1, results: [{ id: eventId, name: 'Alonzo Wedding', status: 'DRAFT', start_date: day, tasks_count: 2 }] });
    const tasks = (await t.api.get(`/api/client/events/${eventId}/tasks/`, { token: client })).json();
    expect(tasks.map((x: { title: string }) => x.title).sort()).toEqual(['Choose the ceremony music', 'Send the guest list']);
    const today = (await t.api.get('/api/staff/today/', { token: staff })).json();
    expect(today.tasks_waiting_on_clients).toHaveLength(2);
    expect(today.upcoming_events).toEqual([]);
  });
});
