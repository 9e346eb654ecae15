import { expect, test } from '../fixtures/test';
import { DEMO } from '../env';
import { accessTokenOf } from '../fixtures/accounts';
import { bookingDay, completionOf, fillWeddingSteps, sessionIdOf, startBooking, stepHeading } from '../fixtures/booking';
import { signInAsDemo } from '../fixtures/demo-session';
import { bearer, invoiceCard, readInvoice } from '../fixtures/payments';
import { expectNoSeriousA11yIssues, screenshot, trackConsoleErrors } from '../fixtures/screens';

test.use({ actionTimeout: 15_000 });

/**
 * Spec "saved methods for signed-in clients": the demo client pays with the card the demo data saved for them
 * (Personal Visa, 4242), so no card is typed; the portal then lists the new event and its invoice as paid.
 */
test('a signed-in client pays the booking with their saved card and finds the event and paid invoice', async ({ page, request }, testInfo) => {
  const day = bookingDay(70);
  test.setTimeout(180_000);
  const consoleErrors = trackConsoleErrors(page);
  await signInAsDemo(page, request, `/booking?date=${day}`);
  await startBooking(page, 'Wedding');
  await fillWeddingSteps(page, day, { phone: '0917 555 0170' });

  await page.getByRole('button', { name: /Secure Your Booking/ }).click();
  const savedCard = page.getByRole('radiogroup', { name: 'Pay with' }).getByRole('radio', { name: 'Personal Visa (•••• 4242)' });
  await savedCard.check();
  // A saved card needs no card form: only the button that picks it.
  await expect(page.getByRole('textbox', { name: 'Card number' })).toHaveCount(0);
  await expectNoSeriousA11yIssues(page);
  await screenshot(page, testInfo, 'booking-saved-card-1280');
  await page.getByRole('button', { name: 'Use This Card' }).click();
  await expect(page.getByText('Personal Visa ending 4242. It is charged only when you confirm your booking.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Use Different Payment Method' })).toBeVisible();
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  await expect(stepHeading(page)).toHaveText('Confirm your booking');
  await page.getByRole('button', { name: 'Confirm and Pay' }).click();
  await expect(page).toHaveURL(/\/booking\/complete\?session_id=/);
  const sessionId = sessionIdOf(page);
  await expect(page.getByTestId('booking-reference')).toHaveText(sessionId.slice(-8).toUpperCase());

  // The server charged the saved card for the whole total and made the event and its invoice.
  const result = await completionOf(request, sessionId);
  expect(result.payment).toMatchObject({ status: 'COMPLETED', amount: result.total_price, payment_type: 'FULL' });
  await expect(page.getByText(`(${result.payment!.payment_number})`)).toBeVisible();
  const invoice = await readInvoice(request, result.invoice_id!);
  expect(invoice).toMatchObject({ total_amount: result.total_price, paid_amount: result.total_price, remaining_amount: '0.00' });
  const client = await accessTokenOf(request, DEMO);
  const event = (await (await request.get(`/api/client/events/${result.event_id}/`, { headers: bearer(client) })).json()) as { name: string };

  await page.getByRole('link', { name: 'View in Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/events');
  await page.getByRole('searchbox', { name: 'Search events' }).fill(event.name);
  // The search lands in the address first (events-search-leave.spec.ts covers a click that races it).
  await expect(page).toHaveURL(/[?&]q=/);
  // Its card links to the event's own page (the name alone repeats when the client books another wedding).
  const eventLink = page.getByRole('list', { name: 'Events' }).locator(`a[href="/events/${result.event_id}"]`);
  await expect(eventLink).toContainText(event.name);
  await eventLink.click();
  await expect(page).toHaveURL(new RegExp(`/events/${result.event_id}$`));
  await expect(page.getByRole('heading', { level: 1, name: event.name })).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  await page.goto('/payments');
  await page.getByRole('tab', { name: /^Invoices \(\d+\)$/ }).click();
  const card = invoiceCard(page, invoice);
  await expect(card.getByText('Paid', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Pay Now' })).toHaveCount(0);
  await page.getByRole('tab', { name: /^Payment History \(\d+\)$/ }).click();
  await expect(page.getByRole('row').filter({ hasText: result.payment!.payment_number })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
