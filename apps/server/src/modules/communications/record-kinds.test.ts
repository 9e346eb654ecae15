import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { venueDay } from '@venue/shared/dates';
import { accountWithRole, createTestApp, queryRows, type TTestApp } from '../../../test/test-app';
import { issueInvoice, payCall, testCardToken } from '../../../test/payments-helpers';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemoData } from '../../seed/demo-data';

/**
 * Every kind of e-mail the system sends today leaves a communication record with its template, category and
 * recipient account; each names a seeded template whose subject renders to the subject that was sent.
 */
let t: TTestApp;
let client: { id: number; token: string };
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.transaction((tx) => seedDemoData(tx, venueDay(), t.app.ctx.storage));
  const login = (await t.api.post('/api/users/login/', { email: DEMO_EMAIL, password: DEMO_PASSWORD })).json();
  client = { id: login.user.id, token: login.tokens.access };
  staff = (await accountWithRole(t, 'staff', 'kinds-staff@venue.test')).tokens.access;
});
afterAll(() => t.close());

interface TRow {
  template_name: string;
  category: string;
  channel: string;
  client_id: number | null;
  subject: string;
  to_address: string;
}

describe('a record for every kind of e-mail', () => {
  it('records invitations, resets, password changes, payments received, offline instructions, messages and manual mail', async () => {
    const eventId = (await t.api.get('/api/client/events/', { token: client.token })).json().results[0].id as number;
    // The demo's history has records of its own (seed/demo-history.ts): only what this test sends is judged.
    const [{ last }] = (await queryRows<{ last: number }>(t, sql`select coalesce(max(id), 0)::int as last from outbox_messages`)) as [{ last: number }];
    expect(
      (await t.api.post('/api/staff/invitations/', { email: 'invited@example.test', first_name: 'Ina', last_name: 'Vite' }, { token: staff })).statusCode,
    ).toBe(201);
    await t.api.post('/api/users/password-reset/request/', { email: DEMO_EMAIL });
    await t.api.post(
      '/api/users/me/change-password/',
      { current_password: DEMO_PASSWORD, new_password: 'Banaba-Leaf-77', confirm_password: 'Banaba-Leaf-77' },
      { token: client.token },
    );
    const token = (await t.api.post('/api/users/login/', { email: DEMO_EMAIL, password: 'Banaba-Leaf-77' })).json().tokens.access;
    const card = await issueInvoice(t, staff, eventId, [{ description: 'Sound system', quantity: '1', unit_price: '1000.00' }]);
    expect(
      (
        await payCall(
          t,
          `/api/payments/client/invoices/${card.id}/pay/`,
          { gateway_code: 'test', payment_method_token: await testCardToken(t), payment_type: 'FULL' },
          token,
        )
      ).statusCode,
    ).toBe(201);
    const bank = await issueInvoice(t, staff, eventId, [{ description: 'Lights', quantity: '1', unit_price: '500.00' }]);
    expect((await payCall(t, `/api/payments/client/invoices/${bank.id}/pay/`, { gateway_code: 'bank_transfer', payment_type: 'FULL' }, token)).statusCode).toBe(
      200,
    );
    const thread = await t.api.post('/api/messages/threads/', { subject: 'Ceremony timing', body: 'Could we start at 3 PM?', event_id: eventId }, { token });
    expect(thread.statusCode, thread.body).toBe(201);
    await t.api.post(`/api/messages/threads/${thread.json().id}/messages/`, { body: 'Yes, 3 PM works.' }, { token: staff });
    await t.api.post('/api/communications/records/send_manual/', { client_id: client.id, subject: 'Tasting', body: '<p>Saturday 2 PM</p>' }, { token: staff });

    const rows = await queryRows<TRow>(
      t,
      sql`select template_name, category, channel, client_id, subject, to_address from outbox_messages where id > ${last} order by id`,
    );
    const kinds = (name: string) => rows.filter((r) => r.template_name === name);
    expect(kinds('invitation')).toEqual([expect.objectContaining({ category: 'SYSTEM', client_id: null, to_address: 'invited@example.test' })]);
    expect(kinds('password_reset')).toEqual([expect.objectContaining({ category: 'SYSTEM', client_id: client.id })]);
    expect(kinds('password_changed')).toEqual([expect.objectContaining({ category: 'SYSTEM', client_id: client.id })]);
    expect(kinds('payment_received')).toEqual([expect.objectContaining({ category: 'AUTO', client_id: client.id })]);
    expect(kinds('offline_payment_instructions')).toEqual([expect.objectContaining({ category: 'AUTO', client_id: client.id })]);
    // The client's message went to every staff and admin account; the staff answer to the client.
    expect(
      kinds('new_message')
        .map((r) => r.to_address)
        .sort(),
    ).toEqual(['admin@venue.test', DEMO_EMAIL, 'grace.villanueva@venue.test', 'kinds-staff@venue.test', 'staff@venue.test'].sort());
    expect(kinds('new_message').every((r) => r.category === 'AUTO')).toBe(true);
    expect(kinds('manual_message')).toEqual([expect.objectContaining({ category: 'MANUAL', client_id: client.id })]);
    expect(rows.filter((r) => r.template_name === 'general')).toEqual([]);

    // Each record names a seeded template, and the template's subject is the subject that went out.
    const templates = await queryRows<{ name: string; subject: string }>(t, sql`select name, subject from communication_templates`);
    for (const r of rows) {
      const template = templates.find((x) => x.name === r.template_name);
      expect(template, r.template_name).toBeDefined();
      // The template's subject with each {{variable}} standing for any text.
      const pattern = template!.subject.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\{\s*\w+\s*\}\}/g, '.+');
      expect(r.subject, r.template_name).toMatch(new RegExp(`^(\\[TEST\\] )?${pattern}$`));
    }
  });
});
