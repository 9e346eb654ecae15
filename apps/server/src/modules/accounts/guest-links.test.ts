import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TBookingFlow } from '@venue/shared/booking/flow.schema';
import { RESET_LINK_TEXTS } from '@venue/shared/accounts/password.schema';
import { accountWithRole, createTestApp, queryRows, type TTestApp } from '../../../test/test-app';
import { complete, daysAhead, fillWedding, flowOf, saveStep, startBooking, stepOf } from '../../../test/booking-helpers';
import { sha256 } from '../../lib/secure-token';

/**
 * Issue 39, point 5: a guest who booked without an account follows the quote e-mail's link, sets a password through
 * a one-time link, is signed in and lands on the quote; someone with a password gets the page's own link.
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

/** A quote request completed in the wizard, its draft sent by the venue; answers the quote e-mail and the ids. */
async function quoteSentTo(email: string, createAccount: boolean, ip: string) {
  const id = await startBooking(t, wedding, ip);
  await fillWedding(t, wedding, id, { day: daysAhead(150 + Number(ip.split('.')[2])), email, createAccount }, ip);
  await saveStep(t, id, stepOf(wedding, 'payment_info').id, { completion_type: 'quote', quote_message: '' }, true, ip);
  const result = (await complete(t, id, 'quote', { ip })).json() as { event_id: number };
  const [draft] = await queryRows<{ id: number }>(t, sql`select id from quotes where event_id = ${result.event_id}`);
  expect((await t.api.post(`/api/staff/quotes/${draft!.id}/send/`, undefined, { token: staff })).statusCode).toBe(200);
  const mail = (await t.drainMail()).find((m) => m.to === email && m.subject.startsWith('Your quote for'));
  expect(mail).toBeDefined();
  return { mail: mail!, eventId: result.event_id, quoteId: draft!.id };
}

const tokenIn = (text: string) => /\/reset-password\/([A-Za-z0-9_-]+)/.exec(text)?.[1];

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
