import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { venueDay } from '@venue/shared/dates';
import { accountWithRole, createTestApp, registerClient, type TTestApp } from '../../../test/test-app';
import { issueInvoice, payCall, testCardToken } from '../../../test/payments-helpers';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemoData } from '../../seed/demo-data';
import { notify, type TNewNotification } from './notifications.service';

/** The panel's calls: a person's own notifications, read, unread, deleted; and the settings that govern them. */
let t: TTestApp;
let ana: { id: number; token: string };
let ben: { id: number; token: string };
beforeAll(async () => {
  t = await createTestApp();
  const a = await registerClient(t, 'ana.n@example.test');
  const b = await registerClient(t, 'ben.n@example.test');
  ana = { id: a.user.id, token: a.tokens.access };
  ben = { id: b.user.id, token: b.tokens.access };
});
afterAll(() => t.close());

const make = (n: Partial<TNewNotification> & { userId: number }) =>
  t.app.ctx.transact((tx, effects) => notify(tx, effects, { type: 'system', priority: 'medium', title: 'Hello', ...n }));
const get = (url: string, token = ana.token) => t.api.get(url, { token });

describe('notifications', () => {
  let ids: number[];
  beforeAll(async () => {
    ids = [];
    for (const [i, type] of (['event', 'payment', 'message', 'system'] as const).entries())
      ids.push((await make({ userId: ana.id, type, title: `N${i}`, priority: i === 1 ? 'urgent' : 'low', link: i === 2 ? '/messages/thread/1' : null }))!);
    await make({ userId: ben.id, title: 'For Ben' });
  });

  it('lists a person’s own, newest first, with the panel’s fields', async () => {
    const res = await get('/api/notifications/');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(4);
    expect(body.results.map((n: { title: string }) => n.title)).toEqual(['N3', 'N2', 'N1', 'N0']);
    expect(body.results[1]).toEqual({
      id: ids[2],
      type: 'message',
      priority: 'low',
      title: 'N2',
      body: '',
      link: '/messages/thread/1',
      is_read: false,
      read_at: null,
      created_at: expect.any(String),
    });
    expect((await get('/api/notifications/unread_count/')).json()).toEqual({ count: 4 });
  });

  it('marks one read, then orders unread first and filters', async () => {
    const read = await t.api.post(`/api/notifications/${ids[3]}/mark_read/`, undefined, { token: ana.token });
    expect(read.json()).toMatchObject({ id: ids[3], is_read: true, read_at: expect.any(String) });
    expect((await get('/api/notifications/unread_count/')).json()).toEqual({ count: 3 });
    const titles = async (q: string) => (await get(`/api/notifications/${q}`)).json().results.map((n: { title: string }) => n.title);
    expect(await titles('?ordering=unread_first')).toEqual(['N2', 'N1', 'N0', 'N3']);
    expect(await titles('?unread=true')).toEqual(['N2', 'N1', 'N0']);
    expect(await titles('?type=payment')).toEqual(['N1']);
    expect(await titles('?page_size=2&page=2')).toEqual(['N1', 'N0']);
    expect((await get('/api/notifications/?ordering=oldest')).statusCode).toBe(400);
  });

  it('answers 404 for another person’s notification, to every call', async () => {
    for (const res of [
      await get(`/api/notifications/${ids[0]}/`, ben.token),
      await t.api.post(`/api/notifications/${ids[0]}/mark_read/`, undefined, { token: ben.token }),
      await t.api.delete(`/api/notifications/${ids[0]}/`, { token: ben.token }),
    ])
      expect(res.json()).toEqual({ detail: 'Notification not found.', code: 'not_found' });
    expect((await get(`/api/notifications/${ids[0]}/`)).json()).toMatchObject({ is_read: false });
  });

  it('marks all read, and deletes one', async () => {
    expect((await t.api.post('/api/notifications/mark_all_read/', undefined, { token: ana.token })).json()).toEqual({ marked: 3 });
    expect((await get('/api/notifications/unread_count/')).json()).toEqual({ count: 0 });
    expect((await get('/api/notifications/unread_count/', ben.token)).json()).toEqual({ count: 1 });
    expect((await t.api.delete(`/api/notifications/${ids[0]}/`, { token: ana.token })).statusCode).toBe(204);
    expect((await t.api.delete(`/api/notifications/${ids[0]}/`, { token: ana.token })).statusCode).toBe(404);
    expect((await get('/api/notifications/')).json().count).toBe(3);
  });
});

describe('notification settings', () => {
  it('starts from the defaults, with the essential kinds listed', async () => {
    expect((await get('/api/users/me/notification-settings/', ben.token)).json()).toEqual({
      event_reminders: { email: true, sms: true, in_app: true },
      task_reminders: { email: true, sms: false, in_app: true },
      messages: { email: true, sms: false, in_app: true },
      marketing: { email: false, sms: false, in_app: false },
      sms_enabled: true,
      essential: ['security', 'contracts', 'payments'],
    });
  });

  it('keeps what a PATCH changes and leaves the rest', async () => {
    const res = await t.api.patch('/api/users/me/notification-settings/', { messages: { email: false }, sms_enabled: false }, { token: ben.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ messages: { email: false, sms: false, in_app: true }, sms_enabled: false, marketing: { email: false } });
    await t.api.patch('/api/users/me/notification-settings/', { marketing: { email: true } }, { token: ben.token });
    expect((await get('/api/users/me/notification-settings/', ben.token)).json()).toMatchObject({
      messages: { email: false },
      marketing: { email: true },
      sms_enabled: false,
    });
    // Another person's settings are their own.
    expect((await get('/api/users/me/notification-settings/')).json().messages.email).toBe(true);
  });

  it.each([[{ messages: { email: 'no' } }], [{ essential: [] }], [{ messages: { pigeon: true } }], [{ sms_enabled: 1 }]])('refuses %j', async (body) => {
    expect((await t.api.patch('/api/users/me/notification-settings/', body, { token: ben.token })).statusCode).toBe(400);
  });

  it('stops a non-essential panel notification the person turned off, never an essential one', async () => {
    await t.api.patch('/api/users/me/notification-settings/', { messages: { in_app: false } }, { token: ben.token });
    expect(await make({ userId: ben.id, type: 'message', kind: 'messages' })).toBeNull();
    expect(await make({ userId: ben.id, type: 'payment', kind: 'payments' })).toEqual(expect.any(Number));
  });
});

describe('payment notifications', () => {
  it('tells the client when a payment is received and when one fails', async () => {
    await t.database.db.transaction((tx) => seedDemoData(tx, venueDay(), t.app.ctx.storage));
    const token = (await t.api.post('/api/users/login/', { email: DEMO_EMAIL, password: DEMO_PASSWORD })).json().tokens.access;
    const staff = (await accountWithRole(t, 'staff')).tokens.access;
    const eventId = (await t.api.get('/api/client/events/', { token })).json().results[0].id;
    const inv = await issueInvoice(t, staff, eventId, [{ description: 'Chairs', quantity: '1', unit_price: '1000.00' }]);
    const pay = (card: string) =>
      payCall(
        t,
        `/api/payments/client/invoices/${inv.id}/pay/`,
        { gateway_code: 'test', payment_method_token: card, payment_type: 'CUSTOM', amount: '100.00' },
        token,
      );
    expect((await pay(await testCardToken(t, '4000000000000002'))).statusCode).toBe(402);
    expect((await pay(await testCardToken(t))).statusCode).toBe(201);
    // The two newest: the demo's history has payment notices of its own (seed/demo-history.ts).
    const list = (await get('/api/notifications/', token)).json().results.slice(0, 2);
    expect(
      list.map((n: { title: string; type: string; priority: string; link: string }) => [n.type, n.priority, n.title.replace(/PAY-\S+/, 'PAY'), n.link]),
    ).toEqual([
      ['payment', 'medium', 'Payment received: PAY', '/payments'],
      ['payment', 'high', 'Payment PAY failed', '/payments'],
    ]);
    expect(list[0].body).toBe(`₱100.00 for invoice ${inv.invoice_id} (test payment).`);
  });
});
