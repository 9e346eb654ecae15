import { renderTemplate } from '@venue/shared/communications/render-template';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { longDay } from '@venue/shared/dates';
import { formatMoney } from '@venue/shared/money';
import { fromPostgres } from '../../db/client';
import { VENUE_NAME_VARIABLE } from '../../lib/venue-name';
import { accountWithRole, createTestApp, queryRows, registerClient, type TTestApp } from '../../../test/test-app';
import { testDatabase } from '../../../test/test-database';
import { issueInvoice } from '../../../test/payments-helpers';
import { confirmedEvent, reminderClient } from '../../../test/reminders-helpers';
import type { TOutgoingMail, TOutgoingSms } from '../outbox/outbox.service';
import { bookingConfirmationMail } from '../booking/booking-emails';
import { contractCompletedMail, contractSentMail, contractVoidedMail } from '../contracts/contract-emails';
import { invoiceIssuedMail, paymentReceivedMail } from '../payments/payment-emails';
import { quoteSentMail } from '../quotes/quote-emails';
import { draftReminder, reminderMail, reminderSms, type TReminderSubject } from '../reminders/reminder-messages';

/**
 * Issue 27, point 7: an admin rewrites a message template, previews it, resets it; the automatic e-mails use the
 * admin's wording once it is customised, and the built-in wording otherwise.
 */
let t: TTestApp;
let admin: string;
let staff: string;
let client: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await accountWithRole(t, 'admin')).tokens.access;
  staff = (await accountWithRole(t, 'staff')).tokens.access;
  client = (await registerClient(t, 'editor-client@example.test')).tokens.access;
});
afterAll(() => t.close());

const idOf = async (app: TTestApp, name: string, token = staff) =>
  ((await app.api.get('/api/communications/templates/', { token })).json().results as { id: number; name: string }[]).find((x) => x.name === name)!.id;
const edit = (app: TTestApp, id: number, body: unknown, token = admin) => app.api.put(`/api/admin/communications/templates/${id}/`, body, { token });
const reset = (app: TTestApp, id: number, token = admin) => app.api.post(`/api/admin/communications/templates/${id}/reset/`, {}, { token });

const INVOICE_BODY =
  '<h1>Your bill from the Gardens</h1><p>Hi {{first_name}}!</p><p>Bill {{invoice_number}} comes to {{amount}}, due {{due_date}}.</p><p><a href="{{link}}">Pay here</a></p>';

describe('editing a message template', () => {
  it('lets only admins change or reset a template', async () => {
    const id = await idOf(t, 'quote_sent');
    const body = { subject: 'Quote for {{event_name}}', body: '<p>Hello {{first_name}}</p>' };
    expect((await t.api.put(`/api/admin/communications/templates/${id}/`, body)).statusCode).toBe(401);
    expect((await edit(t, id, body, client)).statusCode).toBe(403);
    expect((await edit(t, id, body, staff)).statusCode).toBe(403);
    expect((await reset(t, id, staff)).statusCode).toBe(403);
    expect((await reset(t, id, client)).statusCode).toBe(403);
    const res = await edit(t, id, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ subject: 'Quote for {{event_name}}', body: '<p>Hello {{first_name}}</p>', is_customised: true });
    expect((await reset(t, id)).json()).toMatchObject({ subject: 'Your quote for {{event_name}} is ready', is_customised: false });
  });

  it('refuses unknown variables, naming them, and an e-mail without a subject', async () => {
    const id = await idOf(t, 'payment_received');
    const res = await edit(t, id, { subject: 'Paid {{payment_number}} {{total_price}}', body: '<p>{{first_name}} {{balance}} {{ nickname }}</p>' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      subject: ['Unknown variable: {{total_price}}. Use only the variables listed for this template.'],
      body: ['Unknown variables: {{balance}}, {{nickname}}. Use only the variables listed for this template.'],
    });
    expect(res.json().detail).toContain('{{total_price}}');
    const blank = await edit(t, id, { subject: '  ', body: '<p>Thanks</p>' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors.subject).toEqual(['Subject is required for an e-mail']);
    expect((await edit(t, id, { subject: 'Thanks', body: '' })).statusCode).toBe(400);
    expect((await t.api.get(`/api/communications/templates/${id}/`, { token: staff })).json().is_customised).toBe(false);
    expect((await edit(t, 999999, { subject: 'x', body: 'y' })).statusCode).toBe(404);
  });

  it('sanitizes an e-mail body as records are, and keeps an SMS as text without a subject', async () => {
    const id = await idOf(t, 'contract_completed');
    const saved = await edit(t, id, {
      subject: 'Signed: {{event_name}}',
      body: '<p onclick="x()">Hi {{first_name}}</p><script>alert(1)</script><p><a href="javascript:alert(2)">bad</a> <a href="{{link}}">Open</a></p>',
    });
    expect(saved.statusCode).toBe(200);
    const html: string = saved.json().body;
    expect(html).not.toMatch(/script|onclick|javascript/i);
    expect(html).toContain('href="{{link}}"');
    const sms = await idOf(t, 'reminder_payment_due_sms');
    const text = await edit(t, sms, { subject: 'ignored', body: 'Invoice {{invoice_number}} <b>due</b> {{due_date}}: {{link}}' });
    expect(text.json()).toMatchObject({ subject: '', body: 'Invoice {{invoice_number}} <b>due</b> {{due_date}}: {{link}}', is_customised: true });
    await reset(t, id);
    await reset(t, sms);
  });

  it('keeps the built-in wording through several edits, audits each change, and previews the new text', async () => {
    const id = await idOf(t, 'contract_voided');
    const original = (await t.api.get(`/api/communications/templates/${id}/`, { token: staff })).json();
    await edit(t, id, { subject: 'First {{event_name}}', body: '<p>One {{reason}}</p>' });
    await edit(t, id, { subject: 'Second {{event_name}}', body: '<p>Two {{reason}}</p>' });
    const preview = await t.api.post(
      `/api/communications/templates/${id}/preview/`,
      { context_data: { event_name: 'Reyes Debut', reason: 'Moved' } },
      { token: staff },
    );
    expect(preview.json()).toMatchObject({ subject: 'Second Reyes Debut', body: '<p>Two Moved</p>' });
    const back = (await reset(t, id)).json();
    expect(back).toMatchObject({ subject: original.subject, body: original.body, is_customised: false });
    // A template as shipped resets to itself, and nothing is audited.
    expect((await reset(t, id)).json()).toMatchObject({ subject: original.subject, is_customised: false });
    const audit = await queryRows<{ action: string; actor_role: string; object_label: string; after: { subject: string } }>(
      t,
      sql`select action, actor_role, object_label, after from audit_log where object_type = 'communication_template' and object_id = ${String(id)} order by id`,
    );
    expect(audit.map((a) => a.action)).toEqual(['communication_template.update', 'communication_template.update', 'communication_template.reset']);
    expect(audit.every((a) => a.actor_role === 'admin' && a.object_label === 'Contract voided')).toBe(true);
    expect(audit.map((a) => a.after.subject)).toEqual(['First {{event_name}}', 'Second {{event_name}}', original.subject]);
  });

  it('sends the admin’s wording once customised, and the built-in wording again after reset', async () => {
    const who = await reminderClient(t, 'billed@example.test');
    const eventId = await confirmedEvent(t, who.id, '2027-05-01', 'Cruz Wedding');
    const id = await idOf(t, 'invoice_issued');
    expect((await edit(t, id, { subject: 'Bill {{invoice_number}} ({{amount}})', body: INVOICE_BODY })).statusCode).toBe(200);
    const sent = t.mails.length;
    const invoice = await issueInvoice(t, staff, eventId, [{ description: 'Sound system', quantity: '1', unit_price: '1000.00' }], '2027-04-20');
    const mail = (await t.drainMail()).slice(sent).find((m) => m.to === 'billed@example.test')!;
    const amount = formatMoney(invoice.total_amount, 'PHP', { decimalPlaces: 2 });
    expect(mail.subject).toBe(`Bill ${invoice.invoice_id} (${amount})`);
    expect(mail.html).toContain('Your bill from the Gardens');
    expect(mail.html).toContain(`Bill ${invoice.invoice_id} comes to ${amount}, due ${longDay('2027-04-20')}.`);
    expect(mail.html).toContain('href="http://portal.test/payments"');
    expect(mail.text).toContain('Hi Liza!');
    expect(mail.text).toContain('http://portal.test/payments');
    const [record] = await queryRows<{ template_name: string; subject: string }>(
      t,
      sql`select template_name, subject from outbox_messages where to_address = 'billed@example.test' order by id desc limit 1`,
    );
    expect(record).toEqual({ template_name: 'invoice_issued', subject: mail.subject });

    await reset(t, id);
    const before = t.mails.length;
    await issueInvoice(t, staff, eventId, [{ description: 'Lights', quantity: '1', unit_price: '500.00' }]);
    const builtIn = (await t.drainMail()).slice(before).find((m) => m.to === 'billed@example.test')!;
    expect(builtIn.subject).toMatch(/^Invoice .+: ₱5\d\d\.00$/);
    expect(builtIn.html).not.toContain('Your bill from the Gardens');
  });
});

describe('the automatic messages an admin can reword', () => {
  it('give every variable their template documents, so a customised template never shows a {{name}}', async () => {
    const client = { clientId: 1, firstName: 'Liza', email: 'liza@example.test', phone: '09175550101', eventId: 7, eventName: 'Cruz Wedding' };
    const result = (status: string | null, type: 'booking' | 'quote') => ({
      session_id: 's',
      booking_reference: 'HG-2026-000123',
      completion_type: type,
      completion_status: 'COMPLETED',
      completed_at: null,
      event_id: 7,
      event_status: 'CONFIRMED',
      invoice_id: null,
      quote_request_id: null,
      payment: status ? { id: 1, payment_number: 'PAY-1', amount: '100.00', currency: 'PHP', status, receipt_number: null, payment_type: 'FULL' } : null,
      total_price: '100.00',
    });
    const booking = (r: ReturnType<typeof result>) =>
      bookingConfirmationMail(
        'a@example.test',
        { firstName: 'Liza', eventTypeName: 'Wedding', when: 'Saturday', facility: 'Chapel', result: r as never, calendarUrl: null },
        'http://p',
      );
    const subjects: TReminderSubject[] = [
      { kind: 'invoice', row: { ...client, invoiceId: 3, number: 'INV-3', balance: '10.00', currency: 'PHP', dueDate: '2027-01-05' } as never },
      { kind: 'contract', row: { ...client, contractId: 4 } as never, sentDay: '2027-01-01' },
      { kind: 'quote', row: { ...client, quoteId: 5, validUntil: '2027-01-09' } as never },
      { kind: 'event', row: { ...client, startDate: '2027-02-01', openTasks: 1, missingAnswers: 2 } as never, balances: [] },
    ];
    const reminders = (
      [
        ['payment_due', 0],
        ['payment_overdue', 0],
        ['contract_unsigned', 1],
        ['quote_expiring', 2],
        ['event_coming', 3],
        ['questionnaire_incomplete', 3],
      ] as const
    ).flatMap(([type, i]) => {
      const draft = draftReminder({ type, offset: 1 }, subjects[i]!);
      return [reminderMail(draft, 'http://p'), reminderSms(draft, 'http://p')];
    });
    const messages: (TOutgoingMail | TOutgoingSms)[] = [
      paymentReceivedMail(
        'a@example.test',
        { firstName: 'Liza', amount: '1.00', currency: 'PHP', number: 'PAY-1', receipt: 'OR-1', invoice: null, isTest: false },
        'http://p',
      ),
      invoiceIssuedMail('a@example.test', { firstName: 'Liza', number: 'INV-1', amount: '1.00', currency: 'PHP', dueDate: null }, 'http://p'),
      quoteSentMail('a@example.test', { firstName: 'Liza', eventName: 'E', version: 1, total: '1.00', validUntil: null, message: '' }, 'http://p'),
      contractSentMail('a@example.test', { firstName: 'Liza', eventName: 'E', templateName: 'T', value: '1.00', validUntil: null }, 'http://p'),
      contractCompletedMail('a@example.test', { firstName: 'Liza', eventName: 'E', templateName: 'T' }, 'http://p'),
      contractVoidedMail('a@example.test', { firstName: 'Liza', eventName: 'E', templateName: 'T', reason: 'R' }, 'http://p'),
      booking(result('COMPLETED', 'booking')),
      booking(result('PENDING', 'booking')),
      booking(result(null, 'quote')),
      ...reminders,
    ];
    const schemas = (await t.api.get('/api/communications/templates/variable_schemas/', { token: staff })).json() as Record<string, { name: string }[]>;
    const names = messages.map((m) => m.template);
    expect(new Set(names).size).toBe(messages.length);
    for (const m of messages) {
      expect(schemas[m.template!], m.template).toBeDefined();
      // The venue's name is the outbox's to give (lib/venue-name.ts), to every message alike.
      const documented = schemas[m.template!]!.map((v) => v.name).filter((name) => name !== VENUE_NAME_VARIABLE);
      expect(Object.keys(m.values ?? {}).sort(), m.template).toEqual(expect.arrayContaining(documented));
    }
  });
});

describe('a customised booking e-mail', () => {
  it('places the itemised prices and the payment where the admin put {{items}} and {{payment}}', () => {
    const pricing = {
      line_items: [{ name: 'Garden Wedding Package', quantity: 1, line_total: '185000.00' }],
      discount: '0.00',
      discount_details: null,
      tax: '22200.00',
      total: '207200.00',
    };
    const mail = bookingConfirmationMail(
      'a@example.test',
      {
        firstName: 'Liza',
        eventTypeName: 'Wedding',
        when: 'Saturday',
        facility: 'Chapel',
        calendarUrl: null,
        pricing: pricing as never,
        result: {
          booking_reference: 'HG-2026-000123',
          completion_type: 'payment',
          total_price: '207200.00',
          payment: { payment_number: 'PAY-1', amount: '62160.00', status: 'COMPLETED' },
        } as never,
      },
      'http://p',
    );
    const html = renderTemplate('<p>{{items}}</p><p>{{payment}}</p>', mail.values!, 'html').text;
    expect(html).toContain('What you booked:<br>Garden Wedding Package: ₱185,000.00<br>VAT: ₱22,200.00<br>Total: ₱207,200.00');
    expect(html).toContain('We received ₱62,160.00 (PAY-1); the total of your booking is ₱207,200.00.<br>Balance after today: ₱145,040.00.');
  });
});

const onPostgres = process.env.TEST_DB === 'postgres';

describe.runIf(onPostgres)('a customised template on several processes', () => {
  let a: TTestApp;
  let b: TTestApp;
  beforeAll(async () => {
    const first = await testDatabase();
    a = await createTestApp({ database: first });
    b = await createTestApp({ database: fromPostgres(first.url!) });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('uses on one process the wording an admin saved on the other', async () => {
    const adminA = (await accountWithRole(a, 'admin')).tokens.access;
    const staffB = (await accountWithRole(b, 'staff')).tokens.access;
    const who = await reminderClient(a, 'two-processes@example.test');
    const eventId = await confirmedEvent(a, who.id, '2027-05-01', 'Lim Debut');
    const id = await idOf(a, 'invoice_issued', adminA);
    expect((await edit(a, id, { subject: 'From A: {{invoice_number}}', body: INVOICE_BODY }, adminA)).statusCode).toBe(200);
    await issueInvoice(b, staffB, eventId, [{ description: 'Chairs', quantity: '1', unit_price: '200.00' }]);
    const mail = (await b.drainMail()).find((m) => m.to === 'two-processes@example.test')!;
    expect(mail.subject).toMatch(/^From A: /);
    expect(mail.html).toContain('Your bill from the Gardens');
  });
});
