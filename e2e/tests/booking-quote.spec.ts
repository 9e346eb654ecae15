import { expect, test } from '../fixtures/test';
import { createAccount, signInAs } from '../fixtures/accounts';
import { bookingDay, fillWeddingSteps, startBooking, stepHeading } from '../fixtures/booking';
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
  // Leaving mid-way asks first (issue 39, point 6): the header's "Booking..." would start the booking over.
  await page.getByRole('link', { name: 'Booking...' }).click();
  const leave = page.getByRole('dialog', { name: 'Leave Booking?' });
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(leave).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Message for the venue' })).toHaveValue(message);
  await expectNoSeriousA11yIssues(page);
  await screenshot(page, testInfo, 'booking-quote-375');
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  await expect(stepHeading(page)).toHaveText('Confirm your booking');
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
