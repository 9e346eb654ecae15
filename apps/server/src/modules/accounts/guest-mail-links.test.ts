import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TBookingFlow } from '@venue/shared/booking/flow.schema';
import { RESET_LINK_TEXTS } from '@venue/shared/accounts/password.schema';
import { addDays, venueDay, venueInstant } from '@venue/shared/dates';
import { accountWithRole, createTestApp, queryRows, type TTestApp } from '../../../test/test-app';
import { complete, daysAhead, fillWedding, flowOf, saveStep, startBooking, stepOf } from '../../../test/booking-helpers';
import { confirmedEvent, reminderClient, reminderRecords, sentContract } from '../../../test/reminders-helpers';
import { sha256 } from '../../lib/secure-token';
import { sendDueReminders } from '../reminders/reminders.service';
import { LIVE_PAGE_LINKS, accountPageLink } from './account-links';

/**
 * Issue 39, point 5: every e-mail whose link needs an account (the quote, the booking confirmation, a contract to
 * sign, a message from the venue, payments, reminders) gives a guest who booked without a password a one-time
 * set-password link that signs them in and lands on its page; everyone else gets the page itself.
 */
let t: TTestApp;
let wedding: TBookingFlow;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  wedding = await flowOf(t);
  staff = (await accountWithRole(t, 'staff')).tokens.access;
});
afterAll(() => t.close());

const tokenIn = (text: string) => /\/reset-password\/([A-Za-z0-9_-]+)/.exec(text)?.[1];
const nextOf = async (token: string) =>
  (await queryRows<{ next_path: string }>(t, sql`select next_path from password_reset_tokens where token_hash = ${sha256(token)}`))[0]?.next_path;
const lastMailTo = async (email: string, subject: string) => {
  const mail = (await t.drainMail()).filter((m) => m.to === email && m.subject.startsWith(subject)).at(-1);
  expect(mail, subject).toBeDefined();
  return mail!;
};

/** A quote request completed in the wizard; answers the event and the account it made. */
async function booked(email: string, createAccount: boolean, ip: string) {
  const id = await startBooking(t, wedding, ip);
  await fillWedding(t, wedding, id, { day: daysAhead(150 + Number(ip.split('.')[2])), email, createAccount }, ip);
  await saveStep(t, id, stepOf(wedding, 'payment_info').id, { completion_type: 'quote', quote_message: '' }, true, ip);
  const result = (await complete(t, id, 'quote', { ip })).json() as { event_id: number };
  const [user] = await queryRows<{ id: number }>(t, sql`select id from users where email = ${email}`);
  return { eventId: result.event_id, userId: user!.id };
}

/** A quote request completed in the wizard, its draft sent by the venue; answers the quote e-mail and the ids. */
async function quoteSentTo(email: string, createAccount: boolean, ip: string) {
  const { eventId } = await booked(email, createAccount, ip);
  const [draft] = await queryRows<{ id: number }>(t, sql`select id from quotes where event_id = ${eventId}`);
  expect((await t.api.post(`/api/staff/quotes/${draft!.id}/send/`, undefined, { token: staff })).statusCode).toBe(200);
  const mail = (await t.drainMail()).find((m) => m.to === email && m.subject.startsWith('Your quote for'));
  expect(mail).toBeDefined();
  return { mail: mail!, eventId, quoteId: draft!.id };
}

async function contractSent(eventId: number) {
  const [template] = await queryRows<{ id: number }>(t, sql`select id from contract_templates order by id limit 1`);
  const made = await t.api.post(
    `/api/staff/events/${eventId}/contracts/`,
    { template_id: template!.id, contract_value: '1000.00', valid_until: addDays(venueDay(), 14), payment_schedule_reference: 'On signing' },
    { token: staff },
  );
  expect(made.statusCode, made.body).toBe(201);
  const id = made.json().id as number;
  expect((await t.api.post(`/api/staff/contracts/${id}/send/`, undefined, { token: staff })).statusCode).toBe(200);
  return id;
}

async function venueWrote(clientId: number, eventId: number) {
  const res = await t.api.post(
    '/api/messages/threads/',
    { subject: 'Menu tasting', body: 'Shall we meet on Saturday?', client_id: clientId, event_id: eventId },
    { token: staff },
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

describe('the quote e-mail of a guest who booked without an account', () => {
  it('sets a password through a one-time link, signs in and lands on the quote, which they can accept', async () => {
    const { mail, eventId, quoteId } = await quoteSentTo('guest-link@example.test', false, '10.31.1.1');
    expect(mail.text).toContain('the link first asks you to choose one');
    const token = tokenIn(mail.text)!;
    expect(token).toBeDefined();
    // Hashed at rest like every reset token.
    const rows = await queryRows<{ token_hash: string; next_path: string }>(
      t,
      sql`select token_hash, next_path from password_reset_tokens where token_hash = ${sha256(token)}`,
    );
    expect(rows).toEqual([{ token_hash: sha256(token), next_path: `/events/${eventId}?tab=quotes` }]);

    const validated = (await t.api.get(`/api/users/password-reset/validate/${token}/`)).json();
    expect(validated).toEqual({ valid: true, email: 'guest-link@example.test', reason: null, home: '/dashboard', next: `/events/${eventId}?tab=quotes` });

    const set = await t.api.post(`/api/users/password-reset/confirm/${token}/`, { password: 'kalamansi-2026', confirm_password: 'kalamansi-2026' });
    expect(set.statusCode, set.body).toBe(200);
    const body = set.json();
    expect(body.detail).toBe('Your password is set. Taking you to your page...');
    expect(body.session.user.email).toBe('guest-link@example.test');
    const access = body.session.tokens.access as string;
    const quote = await t.api.get(`/api/sales/client/quotes/${quoteId}/`, { token: access });
    expect(quote.statusCode).toBe(200);
    expect((await t.api.post(`/api/sales/client/quotes/${quoteId}/accept/`, {}, { token: access })).json().status).toBe('ACCEPTED');

    // Single use: spent, it still names its page (the page sends its holder to sign in), and it sets nothing.
    const again = await t.api.post(`/api/users/password-reset/confirm/${token}/`, { password: 'other-pass-2026', confirm_password: 'other-pass-2026' });
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toBe(RESET_LINK_TEXTS.already_used);
    expect((await t.api.get(`/api/users/password-reset/validate/${token}/`)).json()).toMatchObject({ valid: false, next: `/events/${eventId}?tab=quotes` });
    // The password now works, and the next e-mail links to the page itself.
    expect((await t.api.post('/api/users/login/', { email: 'guest-link@example.test', password: 'kalamansi-2026' })).statusCode).toBe(200);
  });

  it('expires: a link past its time sets nothing', async () => {
    const { mail } = await quoteSentTo('guest-late@example.test', false, '10.31.2.1');
    const token = tokenIn(mail.text)!;
    await t.database.db.execute(sql`update password_reset_tokens set expires_at = now() - interval '1 minute' where token_hash = ${sha256(token)}`);
    const late = await t.api.post(`/api/users/password-reset/confirm/${token}/`, { password: 'kalamansi-2026', confirm_password: 'kalamansi-2026' });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ detail: RESET_LINK_TEXTS.expired });
  });

  it('someone who chose a password in the wizard gets the quote page itself', async () => {
    const { mail, eventId } = await quoteSentTo('guest-with-password@example.test', true, '10.31.3.1');
    expect(tokenIn(mail.text)).toBeUndefined();
    expect(mail.text).toContain(`/events/${eventId}?tab=quotes`);
  });

  it('a reset link asked for on the sign-in page still signs no one in', async () => {
    await t.api.post('/api/users/password-reset/request/', { email: 'guest-with-password@example.test' });
    const mails = (await t.drainMail()).filter((m) => m.to === 'guest-with-password@example.test' && tokenIn(m.text));
    const token = tokenIn(mails.at(-1)!.text)!;
    expect((await t.api.get(`/api/users/password-reset/validate/${token}/`)).json()).toMatchObject({ valid: true, next: null });
    const res = await t.api.post(`/api/users/password-reset/confirm/${token}/`, { password: 'kalamansi-2027', confirm_password: 'kalamansi-2027' });
    expect(res.json()).toMatchObject({ session: null });
  });
});

describe('the e-mails of a guest who booked without a password', () => {
  let guest: { eventId: number; userId: number };
  const email = 'guest-mails@example.test';
  beforeAll(async () => {
    guest = await booked(email, false, '10.32.4.1');
  });

  it('the booking confirmation links to a set-password link that lands on the dashboard', async () => {
    const mail = await lastMailTo(email, 'Quote request received');
    expect(await nextOf(tokenIn(mail.text)!)).toBe('/dashboard');
  });

  it('a contract sent for signature and a message from the venue link to their pages through set-password links', async () => {
    const contractId = await contractSent(guest.eventId);
    const contractMail = await lastMailTo(email, 'Please sign');
    expect(await nextOf(tokenIn(contractMail.text)!)).toBe(`/contracts/${contractId}`);
    const threadId = await venueWrote(guest.userId, guest.eventId);
    const messageMail = await lastMailTo(email, 'New message');
    expect(await nextOf(tokenIn(messageMail.text)!)).toBe(`/messages/thread/${threadId}`);
  });

  it('payment and reminder e-mails take the same link (the shared helper)', async () => {
    const { href } = await t.app.ctx.transact((tx) => accountPageLink(t.app.ctx, tx, guest.userId, '/payments'));
    expect(await nextOf(tokenIn(href)!)).toBe('/payments');
    // No account (an address the venue wrote to by hand): the page itself.
    expect((await t.app.ctx.transact((tx) => accountPageLink(t.app.ctx, tx, null, '/payments'))).href).toBe('http://portal.test/payments');
  });

  it('page links neither use up the reset form nor pile up: the newest ones work, older ones expire', async () => {
    for (let i = 0; i < LIVE_PAGE_LINKS + 2; i++) await t.app.ctx.transact((tx) => accountPageLink(t.app.ctx, tx, guest.userId, `/events/${guest.eventId}`));
    const [live] = await queryRows<{ n: number }>(
      t,
      sql`select count(*)::int as n from password_reset_tokens where user_id = ${guest.userId} and used_at is null and expires_at > now()`,
    );
    expect(live!.n).toBe(LIVE_PAGE_LINKS);
    // "Forgot password" still answers with an e-mail after more page links than its hourly limit of 5.
    await t.drainMail();
    const before = t.mails.length;
    await t.api.post('/api/users/password-reset/request/', { email });
    const mails = (await t.drainMail()).slice(before).filter((m) => m.to === email && tokenIn(m.text));
    expect(mails).toHaveLength(1);
  });

  it('the link is single use: it sets the password, signs in on the way to the contract, and later e-mails link the page', async () => {
    const contractId = await contractSent(guest.eventId);
    const token = tokenIn((await lastMailTo(email, 'Please sign')).text)!;
    const set = await t.api.post(`/api/users/password-reset/confirm/${token}/`, { password: 'kalamansi-2026', confirm_password: 'kalamansi-2026' });
    expect(set.statusCode, set.body).toBe(200);
    const access = set.json().session.tokens.access as string;
    expect((await t.api.get(`/api/contracts/client/contracts/${contractId}/`, { token: access })).statusCode).toBe(200);
    const again = await t.api.post(`/api/users/password-reset/confirm/${token}/`, { password: 'other-pass-2026', confirm_password: 'other-pass-2026' });
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toBe(RESET_LINK_TEXTS.already_used);

    const threadId = await venueWrote(guest.userId, guest.eventId);
    const mail = await lastMailTo(email, 'New message');
    expect(tokenIn(mail.text)).toBeUndefined();
    expect(mail.text).toContain(`http://portal.test/messages/thread/${threadId}`);
  });
});

describe('the e-mails of someone who chose a password in the wizard', () => {
  it('link to the pages themselves', async () => {
    const email = 'booked-with-password@example.test';
    const { eventId, userId } = await booked(email, true, '10.32.5.1');
    const confirmation = await lastMailTo(email, 'Quote request received');
    expect(tokenIn(confirmation.text)).toBeUndefined();
    expect(confirmation.text).toContain('http://portal.test/dashboard');
    const contractId = await contractSent(eventId);
    const contractMail = await lastMailTo(email, 'Please sign');
    expect(tokenIn(contractMail.text)).toBeUndefined();
    expect(contractMail.text).toContain(`http://portal.test/contracts/${contractId}`);
    const threadId = await venueWrote(userId, eventId);
    expect((await lastMailTo(email, 'New message')).text).toContain(`http://portal.test/messages/thread/${threadId}`);
    expect((await t.app.ctx.transact((tx) => accountPageLink(t.app.ctx, tx, userId, '/payments'))).href).toBe('http://portal.test/payments');
  });
});

describe('a reminder to a guest who booked without a password', () => {
  it('e-mails a set-password link to its page; the SMS keeps the page itself', async () => {
    const client = await reminderClient(t, 'reminded-guest@example.test');
    await t.database.db.execute(sql`update users set password_set = false where id = ${client.id}`);
    const eventId = await confirmedEvent(t, client.id, '2027-03-20');
    await sentContract(t, eventId, '2027-03-02');
    await sendDueReminders(t.app.ctx, venueInstant('2027-03-05', '09:00'));
    const records = (await reminderRecords(t)).filter((r) => r.client_id === client.id && r.template_name.startsWith('reminder_contract_unsigned'));
    const mail = records.find((r) => r.channel === 'EMAIL')!;
    expect(await nextOf(tokenIn(mail.text)!)).toMatch(/^\/contracts\/\d+$/);
    const sms = records.find((r) => r.channel === 'SMS')!;
    expect(tokenIn(sms.text)).toBeUndefined();
    expect(sms.text).toMatch(/http:\/\/portal\.test\/contracts\/\d+/);
  });
});
