import { BOOKING_TEXT } from '@venue/shared/booking/steps';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { uniqueEmail } from '../fixtures/accounts';
import { bookingDay, fillWeddingSteps, next, startBooking, stepHeading, useTestCard } from '../fixtures/booking';
import { expectNoSeriousA11yIssues, screenshot, trackConsoleErrors } from '../fixtures/screens';

test.use({ actionTimeout: 15_000 });

/** A guest's wedding on `day` through every step, paid with the card whose bank asks to confirm: Confirm and Pay. */
async function confirmWithBankCard(page: Page, day: string, name: string, email: string) {
  await page.goto(`/booking?date=${day}`);
  await startBooking(page, 'Wedding');
  await fillWeddingSteps(page, day, { name, email, phone: '09171234567' });
  await page.getByRole('button', { name: /Secure Your Booking/ }).click();
  await useTestCard(page, '4000 0025 0000 3155', name);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(stepHeading(page)).toHaveText('Confirm your booking');
  await page.getByRole('button', { name: 'Confirm and Pay' }).click();
}

/**
 * The card whose bank asks the payer to confirm (the test gateway's stand-in for 3-D Secure): Confirm and Pay
 * opens the "bank", the guest approves, and the booking completes with the event confirmed. Each repeat books
 * its own day, so --repeat-each never meets an earlier run's booking.
 */
test('a guest pays with the confirmation card, approves at the bank, and the booking is confirmed', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const consoleErrors = trackConsoleErrors(page);
  // Its own day: the saved-card spec books +70 (bookingDay already moves repeats and retries along).
  const day = bookingDay(100);

  await confirmWithBankCard(page, day, 'Lia Cruz', uniqueEmail('booking-3ds'));

  // The bank's step: the charge (its payment number shown) waits until the payer answers.
  const bank = page.getByRole('dialog', { name: 'Confirm this payment' });
  await expect(bank).toBeVisible();
  await expect(bank.getByText(/^PAY-\d{4}-\d+$/)).toBeVisible();
  await screenshot(page, testInfo, 'booking-bank-confirmation-1280');
  await bank.getByRole('button', { name: 'Approve' }).click();

  await expect(page).toHaveURL(/\/booking\/complete\?session_id=/);
  const sessionId = new URL(page.url()).searchParams.get('session_id')!;
  await expect(page.getByTestId('booking-reference')).toHaveText(sessionId.slice(-8).toUpperCase());
  const session = await (await page.request.get(`/api/bookingflow/public/flows/session/${sessionId}/`)).json();
  expect(session).toMatchObject({
    is_completed: true,
    completion_status: 'completed',
    booking_completion_result: { event_status: 'CONFIRMED', payment: { status: 'COMPLETED' }, next_action: null },
  });
  expect(consoleErrors).toEqual([]);
});

/**
 * The payer closes the bank's page without answering: the booking waits on that charge and cannot change (Back is
 * off), until the payer cancels the payment. The draft is undone, the booking may change
 * again, and a new Confirm and Pay charges afresh.
 */
test('a guest who leaves the bank unanswered cancels the payment, may change the booking again, and pays', async ({ page }) => {
  test.setTimeout(180_000);
  const consoleErrors = trackConsoleErrors(page);
  const day = bookingDay(110);

  await confirmWithBankCard(page, day, 'Rico Reyes', uniqueEmail('booking-3ds-cancel'));

  const bank = page.getByRole('dialog', { name: 'Confirm this payment' });
  await expect(bank).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(bank).toBeHidden();
  await expect(page.getByText(BOOKING_TEXT.paymentWaiting)).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  // The booking stays as it is paid for: no going back until the payment is cancelled (the server refuses too).
  await expect(page.getByRole('button', { name: 'Back', exact: true })).toBeDisabled();

  await page.getByRole('button', { name: 'Cancel Payment' }).click();
  await expect(page.getByText(BOOKING_TEXT.paymentCancelled)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm and Pay' })).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  // Changeable again: back to the payment step and on.
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(stepHeading(page)).toHaveText('Payment');
  await next(page);
  await expect(stepHeading(page)).toHaveText('Confirm your booking');

  await page.getByRole('button', { name: 'Confirm and Pay' }).click();
  await expect(bank).toBeVisible();
  await bank.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(/\/booking\/complete\?session_id=/);
  const sessionId = new URL(page.url()).searchParams.get('session_id')!;
  const session = await (await page.request.get(`/api/bookingflow/public/flows/session/${sessionId}/`)).json();
  expect(session).toMatchObject({ completion_status: 'completed', booking_completion_result: { event_status: 'CONFIRMED', payment: { status: 'COMPLETED' } } });
  expect(consoleErrors).toEqual([]);
});
