import { expect, test } from '../fixtures/test';
import { uniqueEmail } from '../fixtures/accounts';
import { bookingDay, completionOf, fillWeddingSteps, sessionIdOf, startBooking, stepHeading } from '../fixtures/booking';
import { expectNoSeriousA11yIssues, screenshot, trackConsoleErrors } from '../fixtures/screens';

test.use({ actionTimeout: 15_000 });

/**
 * Issue 25 (point 6): GCash in the wizard. The demo servers run beside a local stand-in for PayMongo
 * (serve-all.mjs), whose page plays the wallet's app. GCash cannot take the whole wedding (₱100,000.00 a payment),
 * so the visitor pays the deposit with it, approves it at the wallet and lands on the booking's confirmation.
 */
test('a visitor pays the deposit with GCash, approves it at the wallet and comes back to a confirmed booking', async ({ page }, testInfo) => {
  const day = bookingDay(130);
  test.setTimeout(240_000);
  const consoleErrors = trackConsoleErrors(page);

  await page.goto(`/booking?date=${day}`);
  await startBooking(page, 'Wedding');
  await fillWeddingSteps(page, day, { name: 'Lea Mendoza', email: uniqueEmail('wallet'), phone: '09171234571', password: 'Garden#Party2026' });
  await page.getByRole('button', { name: /Secure Your Booking/ }).click();
  const ways = page.getByRole('radiogroup', { name: 'How would you like to pay?' });
  await ways.getByRole('radio', { name: 'GCash' }).check();
  // In full, the wedding is more than GCash takes at once: said before Next, with the way out.
  await page.getByRole('radio', { name: /^Pay in full/ }).check();
  await expect(
    page.getByRole('alert').filter({ hasText: 'GCash takes at most ₱100,000.00 a payment. Pay a deposit, or choose another way to pay.' }),
  ).toBeVisible();
  await page.getByRole('radio', { name: /^Pay a \d+% deposit/ }).check();
  await expect(page.getByText('When you confirm your booking, we take you to GCash to approve the payment, then bring you back here.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Card number' })).toHaveCount(0);
  await expectNoSeriousA11yIssues(page);
  await screenshot(page, testInfo, 'booking-gcash-1280');
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  await expect(stepHeading(page)).toHaveText('Confirm your booking');
  await expect(page.getByTestId('pay-now')).toHaveText(/^Pay ₱[\d,]+\.\d{2} now with GCash$/);
  const amount = (await page.getByTestId('pay-now').locator('strong').textContent())!;
  await page.setViewportSize({ width: 375, height: 812 });
  await screenshot(page, testInfo, 'booking-gcash-confirm-375');
  await page.getByRole('button', { name: 'Confirm and Pay' }).click();

  // The wallet's page (the stand-in's), for the amount the site showed; approving sends the payer back.
  await expect(page.getByRole('heading', { name: `Pay ${amount}` })).toBeVisible();
  await page.getByRole('button', { name: 'Authorize test payment' }).click();

  await expect(page).toHaveURL(/\/booking\/complete\?session_id=/);
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  const recap = page.getByRole('region', { name: 'Your booking' });
  await expect(recap).toContainText(/Paid now \(PAY-\d{4}-\d+\)/);
  await expect(recap).toContainText(amount);
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoSeriousA11yIssues(page);
  await screenshot(page, testInfo, 'booking-gcash-complete-375');
  expect(await completionOf(page.request, sessionIdOf(page))).toMatchObject({
    event_status: 'CONFIRMED',
    payment: { status: 'COMPLETED', payment_type: 'DEPOSIT', receipt_number: expect.stringMatching(/^OR-/) },
  });
  expect(consoleErrors).toEqual([]);
});
