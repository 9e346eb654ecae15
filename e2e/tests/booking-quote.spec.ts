import { formatMoney } from '@venue/shared/money';
import { expect, test } from '../fixtures/test';
import { accessTokenOf, createAccount, DEMO_STAFF, signInAs, uniqueEmail } from '../fixtures/accounts';
import { bookingDay, completionOf, fillWeddingSteps, fillWeddingStepsToPricing, next, sessionIdOf, startBooking, stepHeading } from '../fixtures/booking';
import { pathOf, RESET_LINK, waitForMailLink } from '../fixtures/mail';
import { bearer } from '../fixtures/payments';
import { expectNoSeriousA11yIssues, screenshot } from '../fixtures/screens';
import { signInAsStaff } from '../fixtures/staff-sales';

test.use({ actionTimeout: 15_000 });

/**
 * The issue's second journey, on a 375 px phone: a signed-in client chooses the custom quote instead of paying.
 * The venue then finds the request on Today and sends the draft quote it became.
 */
test('a signed-in client requests a quote instead of paying; the venue finds it on Today and sends its draft', async ({
  page,
  request,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const account = await createAccount(request, 'booking-quote');
  const day = bookingDay(50);
  await page.setViewportSize({ width: 375, height: 812 });
  await signInAs(page, account, `/booking?date=${day}`);
  await startBooking(page, 'Wedding');
  await fillWeddingSteps(page, day, { phone: '0917 765 4321' }, { axe: true });

  await page.getByRole('button', { name: /Quote/ }).click();
  await expect(page.getByRole('button', { name: 'Back to payment options' })).toBeVisible();
  const message = `Could you include a string quartet? (${account.email})`;
  await page.getByRole('textbox', { name: 'Message for the venue' }).fill(message);
  // Leaving mid-way asks first (issue 39, point 6): the header's "New Booking" would start the booking over.
  await page.getByRole('link', { name: 'New Booking' }).click();
  const leave = page.getByRole('dialog', { name: 'Leave Booking?' });
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(leave).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Message for the venue' })).toHaveValue(message);
  await expectNoSeriousA11yIssues(page);
  await screenshot(page, testInfo, 'booking-quote-375');
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  await expect(stepHeading(page)).toHaveText('Confirm your booking');
  // A request, not a booking: nothing charged, no date secured, the quote's way to the client said instead.
  await expect(page.getByText('Check the summary below, then send your request. Nothing is charged')).toBeVisible();
  await expect(page.getByText(/secure your date/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Send Quote Request' }).click();
  await expect(page).toHaveURL(/\/booking\/complete\?session_id=/);
  await expect(page.getByRole('heading', { name: 'Your quote request was sent' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View in Dashboard' })).toBeVisible();
  // A quote request's page says what the venue does next and how long the date is held, nothing of paying.
  await expect(page.getByText('Our event coordinator prepares your quote and sends it to you by email.')).toBeVisible();
  await expect(page.getByText(/^Your date is held for you until .+ while we prepare your quote\.$/)).toBeVisible();
  await expect(page.getByText(/reserved for you|payment schedule/i)).toHaveCount(0);
  await expectNoSeriousA11yIssues(page);

  // The booking is the client's: its event waits for the venue's quote in their portal.
  await page.getByRole('link', { name: 'View in Dashboard' }).click();
  await page.goto('/events');
  await expect(page.getByText(/Wedding/).first()).toBeVisible();

  // The venue's side: the request waits on Today with the visitor's message, and leads to the event's quotes,
  // where the request sits beside New Quote.
  const venue = await browser.newContext({ baseURL });
  const staffPage = await venue.newPage();
  await signInAsStaff(staffPage, request, '/staff');
  const item = staffPage.getByRole('list', { name: 'Quote Requests' }).getByRole('listitem').filter({ hasText: message });
  await expect(item).toContainText('Ana Reyes');
  await expect(item).toContainText(/Held until/);
  await expectNoSeriousA11yIssues(staffPage);
  await item.getByRole('link').click();
  const asked = staffPage.getByRole('region', { name: 'Quote Request' });
  await expect(asked).toContainText(message);
  await expect(asked).toContainText(/estimate ₱/);
  await expectNoSeriousA11yIssues(staffPage);
  // The request arrived as a draft of what was asked: the package chosen in the wizard, ready to edit and send.
  await staffPage
    .getByRole('list', { name: 'Event quotes' })
    .getByRole('link', { name: /^Quote v1 · ₱/ })
    .click();
  await expect(staffPage.getByRole('heading', { level: 1, name: 'Quote v1' })).toBeVisible();
  await expect(staffPage.getByRole('textbox', { name: 'Description' }).first()).toHaveValue(/Wedding/);
  await staffPage.getByRole('button', { name: 'Send to Client' }).click();
  await staffPage.getByRole('dialog', { name: 'Send Quote?' }).getByRole('button', { name: 'Send Quote' }).click();
  await expect(staffPage.getByText('Pending Response')).toBeVisible();
  await venue.close();
});

/** A peso amount as any screen may print it: with its centavos, or without them when they are zero. */
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const pesoText = (amount: string) => {
  const whole = formatMoney(amount, 'PHP', { decimalPlaces: 2 });
  return new RegExp(whole.endsWith('.00') ? `${escaped(whole.slice(0, -3))}(\\.00)?(?!\\d)` : escaped(whole));
};

/**
 * Issue 39, points 4 and 5: a guest who books without an account asks for a quote with the advertised code. The
 * wizard's total is the one /booking/complete, the e-mail, Today, the event and the quote carry; the quote e-mail's
 * link lets the guest set a password, signs them in and opens the quote, which they accept.
 */
test('a guest asks for a quote with a code: one total everywhere, and the quote e-mail lets them in to accept it', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const day = bookingDay(57);
  const email = uniqueEmail('quote-guest');
  await page.goto(`/booking?date=${day}`);
  await startBooking(page, 'Wedding');
  await fillWeddingStepsToPricing(page, day, { name: 'Lea Bautista', email, phone: '0917 555 0191' });
  const priced = page.waitForResponse((r) => r.url().endsWith('/calculate-pricing/') && r.request().postDataJSON()?.discount_code === 'WELCOME10');
  await page.getByRole('textbox', { name: 'Discount code' }).fill('WELCOME10');
  await page.getByRole('button', { name: 'Apply' }).click();
  const total = ((await (await priced).json()) as { total: string; discount: string }).total;
  // The code is the session's once the step shows it applied (Next saves the step with it).
  await expect(page.getByText('Code WELCOME10 applied')).toBeVisible();
  await expect(page.getByTestId('pricing-total')).toHaveText(pesoText(total));
  await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
  await next(page);
  await page.getByRole('button', { name: /Quote/ }).click();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(stepHeading(page)).toHaveText('Confirm your booking');
  await page.getByRole('button', { name: 'Send Quote Request' }).click();
  await expect(page).toHaveURL(/\/booking\/complete\?session_id=/);
  // /booking/complete: the estimate is the wizard's total, the code's discount in it.
  await expect(page.getByRole('region', { name: 'Your request' })).toContainText(pesoText(total));
  const result = (await completionOf(request, sessionIdOf(page))) as { event_id: number; total_price: string };
  expect(result.total_price).toBe(total);
  // The e-mail says the same.
  // (The outbox files are quoted-printable: the peso sign's bytes are left out of the match.)
  const digits = formatMoney(total, 'PHP', { decimalPlaces: 2 }).replace(/^\D+/, '');
  expect(await waitForMailLink(email, new RegExp(`Estimated total: \\S*${escaped(digits)}`))).toBeTruthy();

  // The venue: Today's estimate, the event's total and the draft quote, all the one figure; then the quote is sent.
  const staffToken = await accessTokenOf(request, DEMO_STAFF);
  const event = await (await request.get(`/api/staff/events/${result.event_id}/`, { headers: bearer(staffToken) })).json();
  expect(event.total_price).toBe(total);
  const venue = await browser.newContext({ baseURL });
  const staffPage = await venue.newPage();
  await signInAsStaff(staffPage, request, '/staff');
  const item = staffPage.getByRole('list', { name: 'Quote Requests' }).getByRole('listitem').filter({ hasText: 'Lea Bautista' });
  await expect(item).toContainText(pesoText(total));
  await item.getByRole('link').click();
  const draft = staffPage.getByRole('list', { name: 'Event quotes' }).getByRole('link', { name: /^Quote v1 · ₱/ });
  await expect(draft).toContainText(pesoText(total));
  await draft.click();
  await staffPage.getByRole('button', { name: 'Send to Client' }).click();
  await staffPage.getByRole('dialog', { name: 'Send Quote?' }).getByRole('button', { name: 'Send Quote' }).click();
  await expect(staffPage.getByText('Pending Response')).toBeVisible();
  await venue.close();

  // The guest follows the quote e-mail's link: a password first, then the quote itself, which they accept.
  const link = await waitForMailLink(email, RESET_LINK);
  await page.goto(pathOf(link));
  await expect(page.getByRole('heading', { name: 'Set Your Password' })).toBeVisible();
  await page.getByRole('textbox', { name: 'New Password', exact: true }).fill('Sampaguita#2026');
  await page.getByRole('textbox', { name: 'Confirm New Password' }).fill('Sampaguita#2026');
  await page.getByRole('button', { name: 'Set Password and Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${result.event_id}\\?tab=quotes$`));
  const quote = page.getByRole('article').filter({ has: page.getByRole('button', { name: 'Accept Quote' }) });
  await expect(quote).toContainText(pesoText(total));
  await expectNoSeriousA11yIssues(page);
  await quote.getByRole('button', { name: 'Accept Quote' }).click();
  await page.getByRole('dialog', { name: 'Accept this quote?' }).getByRole('button', { name: 'Accept Quote' }).click();
  await expect(page.getByRole('article').filter({ hasText: 'Accepted' }).first()).toBeVisible();
});
