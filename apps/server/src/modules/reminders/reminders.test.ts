import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { addDays, venueDay, venueInstant } from '@venue/shared/dates';
import { accountWithRole, createTestApp, queryRows, type TTestApp } from '../../../test/test-app';
import { confirmedEvent, issuedInvoice, reminderClient, reminderRecords, requiredQuestion, sentContract, sentQuote } from '../../../test/reminders-helpers';
import { sendDueReminders } from './reminders.service';

/** The fake clock: 9:00 and 15:00 in Manila on a day. */
const at = (day: string, time = '09:00') => venueInstant(day, time);

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('the reminder scheduler (fake clock)', () => {
  it('sends each reminder once, on its day, by e-mail, SMS and the panel', async () => {
    const client = await reminderClient(t, 'reminded@example.test');
    await requiredQuestion(t);
    const eventId = await confirmedEvent(t, client.id, '2027-03-20');
    const invoice = await issuedInvoice(t, eventId, '2027-03-08');
    await sentContract(t, eventId, '2027-03-02');
    await sentQuote(t, eventId, '2027-03-10');

    const byDay: Record<string, string[]> = {};
    let last = 0;
    for (let day = '2027-03-01'; day <= '2027-03-20'; day = addDays(day, 1)) {
      // Two ticks a day: the second finds every key taken.
      await sendDueReminders(t.app.ctx, at(day));
      await sendDueReminders(t.app.ctx, at(day, '15:00'));
      const records = (await reminderRecords(t, last)).filter((r) => r.client_id === client.id);
      last = Math.max(last, ...records.map((r) => r.id));
      const emails = records.filter((r) => r.channel === 'EMAIL').map((r) => r.template_name.replace('reminder_', ''));
      const sms = records.filter((r) => r.channel === 'SMS').map((r) => r.template_name.replace(/^reminder_|_sms$/g, ''));
      expect(sms, day).toEqual(emails);
      if (emails.length) byDay[day] = emails;
    }
    expect(byDay).toEqual({
      '2027-03-01': ['payment_due'],
      '2027-03-05': ['payment_due', 'contract_unsigned'],
      '2027-03-06': ['questionnaire_incomplete'],
      '2027-03-07': ['payment_due'],
      '2027-03-08': ['quote_expiring'],
      '2027-03-09': ['payment_overdue'],
      '2027-03-13': ['event_coming'],
      '2027-03-16': ['payment_overdue'],
      '2027-03-19': ['event_coming'],
    });

    const mails = (await reminderRecords(t)).filter((r) => r.client_id === client.id && r.channel === 'EMAIL');
    const texts = Object.fromEntries(mails.map((m) => [m.subject, m.text]));
    expect(Object.keys(texts)).toContain(`Reminder: invoice ${invoice.number} is due March 8, 2027`);
    expect(texts[`Reminder: invoice ${invoice.number} is due March 8, 2027`]).toContain('₱25,000.00 of invoice');
    // The seeded questionnaires' required questions and ours are all unanswered.
    expect(texts['Santos Wedding is in 7 days']).toMatch(
      /Santos Wedding is on March 20, 2027\. Still open: \d+ questionnaire answers and a balance of ₱25,000\.00\./,
    );
    expect(texts['Santos Wedding is tomorrow']).toContain('We look forward to seeing you tomorrow!');
    expect(texts['Your contract for Santos Wedding is waiting for your signature']).toContain('on March 2, 2027');
    expect(texts['Your quote for Santos Wedding expires March 10, 2027']).toContain('http://portal.test/events/');

    const panel = (await t.api.get('/api/notifications/?page_size=50', { token: client.token })).json().results as { title: string }[];
    expect(panel.filter((n) => n.title === 'Santos Wedding is tomorrow')).toHaveLength(1);
    expect(panel.filter((n) => n.title.startsWith(`Invoice ${invoice.number} is`))).toHaveLength(5);
  });

  it('stops the overdue reminders once the invoice is paid', async () => {
    const client = await reminderClient(t, 'payer@example.test');
    const eventId = await confirmedEvent(t, client.id, '2027-06-30', 'Reyes Debut');
    const invoice = await issuedInvoice(t, eventId, '2027-05-01', '1000.00');
    await sendDueReminders(t.app.ctx, at('2027-05-02'));
    await t.database.db.execute(sql`insert into payments (event_id, invoice_id, number, amount, currency, status)
      values (${eventId}, ${invoice.id}, ${`PAY-T-${invoice.id}`}, 1000.00, 'PHP', 'COMPLETED')`);
    await sendDueReminders(t.app.ctx, at('2027-05-09'));
    const sent = (await reminderRecords(t)).filter((r) => r.client_id === client.id && r.channel === 'EMAIL').map((r) => r.template_name);
    expect(sent).toEqual(['reminder_payment_overdue']);
  });

  it.each([
    ['e-mail only', { email: true, sms: false, in_app: false }, ['EMAIL'], 0, ['email']],
    ['SMS only', { email: false, sms: true, in_app: false }, ['SMS'], 0, ['sms']],
    ['nothing', { email: false, sms: false, in_app: false }, [], 0, []],
    ['the panel only', { email: false, sms: false, in_app: true }, [], 1, ['in_app']],
  ] as const)("respects the client's settings: %s", async (name, choice, channels, panel, recorded) => {
    const client = await reminderClient(t, `settings-${name.replace(/\W/g, '')}@example.test`);
    expect((await t.api.patch('/api/users/me/notification-settings/', { event_reminders: choice }, { token: client.token })).statusCode).toBe(200);
    await confirmedEvent(t, client.id, '2027-08-08', 'Cruz Reunion');
    expect(await sendDueReminders(t.app.ctx, at('2027-08-01'))).toBeGreaterThanOrEqual(1);
    await sendDueReminders(t.app.ctx, at('2027-08-01', '18:00'));
    const records = (await reminderRecords(t)).filter((r) => r.client_id === client.id);
    expect(records.map((r) => r.channel)).toEqual(channels);
    const notes = (await t.api.get('/api/notifications/', { token: client.token })).json().results as { title: string }[];
    expect(notes.filter((n) => n.title === 'Cruz Reunion is in 7 days')).toHaveLength(panel);
    const [job] = await queryRows<{ channels: string[] }>(t, sql`select channels from reminder_jobs where recipient_id = ${client.id}`);
    expect(job!.channels).toEqual(recorded);
  });

  it('mails what is queued through the outbox', async () => {
    const client = await reminderClient(t, 'outboxed@example.test');
    await confirmedEvent(t, client.id, '2027-09-02', 'Garcia Baptism');
    await sendDueReminders(t.app.ctx, at('2027-09-01'));
    const mail = (await t.drainMail()).find((m) => m.to === 'outboxed@example.test');
    expect(mail?.subject).toBe('Garcia Baptism is tomorrow');
  });
});

describe('the staff reminders screen', () => {
  const today = venueDay();
  it('lets staff and admins read the coming week; guests get 401 and clients 403', async () => {
    const client = await reminderClient(t, 'upcoming@example.test');
    await confirmedEvent(t, client.id, addDays(today, 9), 'Lim Anniversary');
    const staff = await accountWithRole(t, 'staff');
    const admin = await accountWithRole(t, 'admin');
    expect((await t.api.get('/api/staff/reminders/')).statusCode).toBe(401);
    expect((await t.api.get('/api/staff/reminders/', { token: client.token })).statusCode).toBe(403);
    expect((await t.api.get('/api/staff/reminders/', { token: admin.tokens.access })).statusCode).toBe(200);
    const res = await t.api.get('/api/staff/reminders/', { token: staff.tokens.access });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.from).toBe(today);
    expect(body.to).toBe(addDays(today, 6));
    const mine = body.reminders.filter((r: { recipient: { id: number } }) => r.recipient.id === client.id);
    expect(mine).toEqual([
      {
        type: 'event_coming',
        day: addDays(today, 2),
        recipient: { id: client.id, name: 'Liza Soberano' },
        event: { id: expect.any(Number), name: 'Lim Anniversary' },
        summary: expect.stringContaining('Lim Anniversary is on'),
        channels: ['email', 'sms', 'in_app'],
        sent: false,
      },
    ]);
  });

  it('lets staff switch a type off for every process: gone from the list, and not sent', async () => {
    const client = await reminderClient(t, 'switched@example.test');
    await confirmedEvent(t, client.id, addDays(today, 7), 'Tan Christening');
    const staff = await accountWithRole(t, 'staff');
    const url = '/api/staff/reminders/types/event_coming/';
    expect((await t.api.patch(url, { enabled: false })).statusCode).toBe(401);
    expect((await t.api.patch(url, { enabled: false }, { token: client.token })).statusCode).toBe(403);
    expect((await t.api.patch('/api/staff/reminders/types/birthday/', { enabled: false }, { token: staff.tokens.access })).statusCode).toBe(400);
    const off = await t.api.patch(url, { enabled: false }, { token: staff.tokens.access });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ type: 'event_coming', enabled: false });

    const list = (await t.api.get('/api/staff/reminders/', { token: staff.tokens.access })).json();
    expect(list.reminders.filter((r: { type: string }) => r.type === 'event_coming')).toEqual([]);
    expect(list.types).toContainEqual({ type: 'event_coming', enabled: false });
    await sendDueReminders(t.app.ctx);
    expect((await reminderRecords(t)).filter((r) => r.client_id === client.id)).toEqual([]);

    const [audit] = await queryRows<{ action: string; object_label: string }>(
      t,
      sql`select action, object_label from audit_log where object_type = 'reminder_type' order by id desc limit 1`,
    );
    expect(audit).toEqual({ action: 'reminder_type.update', object_label: 'Event coming up' });

    expect((await t.api.patch(url, { enabled: true }, { token: staff.tokens.access })).json()).toEqual({ type: 'event_coming', enabled: true });
    await sendDueReminders(t.app.ctx);
    expect((await reminderRecords(t)).filter((r) => r.client_id === client.id && r.channel === 'EMAIL').map((r) => r.subject)).toEqual([
      'Tan Christening is in 7 days',
    ]);
  });
});
