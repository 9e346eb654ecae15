import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { accountWithRole, createTestApp, queryRows, registerClient, type TTestApp } from '../../../test/test-app';

let t: TTestApp;
let client: string;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  client = (await registerClient(t, 'templates@example.test')).tokens.access;
  staff = (await accountWithRole(t, 'staff')).tokens.access;
});
afterAll(() => t.close());

const idOf = async (name: string) =>
  ((await t.api.get('/api/communications/templates/', { token: staff })).json().results as { id: number; name: string }[]).find((x) => x.name === name)!.id;

describe('communication templates', () => {
  it("lists the system's templates, filtered by category and channel", async () => {
    const all = (await t.api.get('/api/communications/templates/', { token: client })).json();
    expect(all.results.map((x: { name: string }) => x.name).sort()).toEqual([
      'booking_confirmed',
      'booking_received',
      'booking_with_your_address',
      'contract_completed',
      'contract_sent',
      'contract_voided',
      'invitation',
      'invoice_issued',
      'manual_message',
      'manual_sms',
      'new_message',
      'new_message_sms',
      'offline_payment_instructions',
      'offline_payment_rejected',
      'password_changed',
      'password_reset',
      'payment_received',
      'payment_refunded',
      'privacy_deletion_completed',
      'privacy_deletion_declined',
      'privacy_deletion_requested',
      'quote_request_received',
      'quote_sent',
      'reminder_contract_unsigned',
      'reminder_contract_unsigned_sms',
      'reminder_event_coming',
      'reminder_event_coming_sms',
      'reminder_payment_due',
      'reminder_payment_due_sms',
      'reminder_payment_overdue',
      'reminder_payment_overdue_sms',
      'reminder_questionnaire_incomplete',
      'reminder_questionnaire_incomplete_sms',
      'reminder_quote_expiring',
      'reminder_quote_expiring_sms',
      'staff_invitation',
    ]);
    const names = async (q: string) =>
      ((await t.api.get(`/api/communications/templates/${q}`, { token: staff })).json().results as { name: string }[]).map((x) => x.name).sort();
    expect(await names('?category=MANUAL')).toEqual(['manual_message', 'manual_sms']);
    expect(await names('?channel=SMS')).toEqual([
      'manual_sms',
      'new_message_sms',
      'reminder_contract_unsigned_sms',
      'reminder_event_coming_sms',
      'reminder_payment_due_sms',
      'reminder_payment_overdue_sms',
      'reminder_questionnaire_incomplete_sms',
      'reminder_quote_expiring_sms',
    ]);
    expect(await names('?category=SYSTEM&channel=EMAIL')).toEqual([
      'booking_with_your_address',
      'invitation',
      'password_changed',
      'password_reset',
      'privacy_deletion_completed',
      'privacy_deletion_declined',
      'privacy_deletion_requested',
      'staff_invitation',
    ]);
    expect((await t.api.get('/api/communications/templates/?channel=PIGEON', { token: staff })).statusCode).toBe(400);
  });

  it('answers one template with its variables, and 404 for none', async () => {
    const res = await t.api.get(`/api/communications/templates/${await idOf('payment_received')}/`, { token: staff });
    expect(res.json()).toMatchObject({
      name: 'payment_received',
      category: 'AUTO',
      channel: 'EMAIL',
      subject: 'Payment received: {{payment_number}}',
      variables: expect.arrayContaining([{ name: 'amount', description: 'The amount paid, with its currency', example: '₱25,000.00', required: true }]),
    });
    expect((await t.api.get('/api/communications/templates/999999/', { token: staff })).json()).toEqual({ detail: 'Template not found.', code: 'not_found' });
  });

  it('previews with the variables substituted, HTML-escaped in the body, and names those missing', async () => {
    const res = await t.api.post(
      `/api/communications/templates/${await idOf('new_message')}/preview/`,
      { context_data: { first_name: 'Liza', sender_name: 'Havila <Gardens>', thread_subject: 'Menu & wine', message: '<img src=x onerror=alert(1)>' } },
      { token: staff },
    );
    expect(res.statusCode).toBe(200);
    const p = res.json();
    expect(p.subject).toBe('New message: Menu & wine');
    expect(p.body).toContain(
      '<p>Hello Liza,</p><p>Havila &lt;Gardens&gt; wrote in "Menu &amp; wine":</p><blockquote>&lt;img src=x onerror=alert(1)&gt;</blockquote>',
    );
    expect(p.body).toContain('href="{{link}}"');
    expect(p.missing_variables).toEqual(['link']);
  });

  it('drops javascript:, data: and vbscript: links from a preview, in the template or in a value, and keeps http, https, mailto and tel', async () => {
    const id = await idOf('manual_message');
    const saved = (await queryRows<{ body: string }>(t, sql`select body from communication_templates where id = ${id}`))[0]!.body;
    const links = [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(2)',
      ' java\tscript:alert(3)',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCg0KTwvc2NyaXB0Pg==',
      'vbscript:msgbox(5)',
      'https://venue.test/a',
      'http://venue.test/b',
      'mailto:events@venue.test',
      'tel:+639175550101',
    ];
    const body = `${links.map((href, i) => `<p><a href="${href}">link ${i}</a></p>`).join('')}<p><a href="{{message}}">from a value</a></p>`;
    await queryRows(t, sql`update communication_templates set body = ${body} where id = ${id}`);
    try {
      const res = await t.api.post(`/api/communications/templates/${id}/preview/`, { context_data: { message: 'javascript:alert(6)' } }, { token: staff });
      expect(res.statusCode).toBe(200);
      const html: string = res.json().body;
      expect(html).not.toMatch(/javascript|vbscript|data:/i);
      for (const kept of ['https://venue.test/a', 'http://venue.test/b', 'mailto:events@venue.test', 'tel:+639175550101'])
        expect(html).toContain(`href="${kept}"`);
      expect(html.match(/href=/g)).toHaveLength(4);
      expect(html).toContain('link 0');
    } finally {
      await queryRows(t, sql`update communication_templates set body = ${saved} where id = ${id}`);
    }
  });

  it('previews an SMS as text, and refuses a context that is not an object', async () => {
    const id = await idOf('manual_sms');
    expect((await t.api.post(`/api/communications/templates/${id}/preview/`, { context_data: { message: 'A & B' } }, { token: staff })).json()).toMatchObject({
      channel: 'SMS',
      body: 'A & B',
      missing_variables: [],
    });
    expect((await t.api.post(`/api/communications/templates/${id}/preview/`, { context_data: ['x'] }, { token: staff })).statusCode).toBe(400);
  });

  it('answers every template’s variables by name', async () => {
    const schemas = (await t.api.get('/api/communications/templates/variable_schemas/', { token: client })).json();
    expect(Object.keys(schemas)).toHaveLength(36);
    expect(schemas.password_reset.map((v: { name: string }) => v.name)).toEqual(['first_name', 'link', 'venue_name']);
  });
});
