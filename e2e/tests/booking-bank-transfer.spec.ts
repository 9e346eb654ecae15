import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { uniqueEmail } from '../fixtures/accounts';
import { bookingDay, completionOf, fillWeddingSteps, sessionIdOf, startBooking, stepHeading } from '../fixtures/booking';
import { signInAsStaff } from '../fixtures/staff-console';
import { expectNoSeriousA11yIssues, screenshot, trackConsoleErrors } from '../fixtures/screens';

test.use({ actionTimeout: 15_000 });

const noSidewaysScroll = async (page: Page) => await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

/**
 * Issue 25 (points 5 and 6): a visitor books by bank transfer in the wizard; the date is reserved at once and the
 * payment waits on the venue's "Payments to confirm", where staff record it as received with its reference and a
 * deposit slip. The booking is then confirmed and the client's invoice paid.
 */
test('a bank transfer announced in the wizard is recorded by staff and the client’s balance is paid', async ({ page, browser }, testInfo) => {
  const day = bookingDay(120);
  test.setTimeout(240_000);
  const consoleErrors = trackConsoleErrors(page);
  const email = uniqueEmail('bank-transfer');
  const password = 'Garden#Party2026';

  await page.goto(`/booking?date=${day}`);
  await startBooking(page, 'Wedding');
  await fillWeddingSteps(page, day, { name: 'Rosa Villanueva', email, phone: '09171234570', password });
  // The running total stays in view on a phone wherever the step is scrolled, below the sticky headers.
  await page.setViewportSize({ width: 375, height: 700 });
  const total = page.getByTestId('running-total');
  for (const y of [0, 400]) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await expect(total).toBeInViewport();
    // Nothing (the sticky headers) covers it: the point at its centre is the total itself.
    const box = (await total.boundingBox())!;
    expect(
      await page.evaluate(
        ([x, y]) => document.elementFromPoint(x!, y!)?.closest('[data-testid="running-total"]') !== null,
        [box.x + box.width / 2, box.y + box.height / 2],
      ),
    ).toBe(true);
  }
  await screenshot(page, testInfo, 'booking-running-total-375', { fullPage: false });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: /Secure Your Booking/ }).click();
  await page.getByRole('radiogroup', { name: 'How would you like to pay?' }).getByRole('radio', { name: 'Bank Transfer' }).check();
  // The venue's instructions are read before confirming; no card is asked for.
  await expect(page.getByText(/BPI Current Account/)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Card number' })).toHaveCount(0);
  await expectNoSeriousA11yIssues(page);
  await screenshot(page, testInfo, 'booking-bank-transfer-1280');
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  await expect(stepHeading(page)).toHaveText('Confirm your booking');
  await expect(page.getByTestId('pay-now')).toHaveText(/^Pay ₱[\d,]+\.\d{2} by bank transfer; we confirm your booking when it reaches us$/);
  const amount = (await page.getByTestId('pay-now').locator('strong').textContent())!;
  await page.getByRole('button', { name: 'Confirm Booking' }).click();

  await expect(page).toHaveURL(/\/booking\/complete\?session_id=/);
  await expect(page.getByRole('heading', { name: 'Your date is reserved' })).toBeVisible();
  await expect(page.getByText(new RegExp(`^Please pay ${amount.replace(/[.]/g, '\\.')} \\(PAY-\\d{4}-\\d+\\)$`))).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your booking' })).toContainText(/To pay now \(PAY-\d{4}-\d+\)/);
  await page.setViewportSize({ width: 375, height: 812 });
  await noSidewaysScroll(page);
  await expectNoSeriousA11yIssues(page);
  await screenshot(page, testInfo, 'booking-bank-transfer-complete-375');
  const result = await completionOf(page.request, sessionIdOf(page));
  expect(result).toMatchObject({ event_status: 'DRAFT', payment: { status: 'PENDING' } });
  expect(consoleErrors).toEqual([]);

  // Coming back later, the client finds how to pay under Payments, as the last page said, in the venue's lines.
  await page.goto('/payments');
  await page
    .getByRole('button', { name: `View details of ${result.payment!.payment_number}` })
    .first()
    .click();
  const details = page.getByRole('dialog', { name: 'Payment Details' });
  await expect(details.getByText(`How to pay ${amount} (${result.payment!.payment_number})`)).toBeVisible();
  await expect(details.getByText(/BPI Current Account/)).toBeVisible();
  await noSidewaysScroll(page);
  await screenshot(page, testInfo, 'portal-payment-how-to-pay-375', { fullPage: false });
  await details.getByRole('button', { name: 'Close' }).click();

  // The venue: Today lists the announced transfer; the payments page records it.
  const staff = await browser.newPage();
  await signInAsStaff(staff, staff.request, '/staff');
  const todayList = staff.getByRole('list', { name: 'Payments to Confirm' });
  await expect(todayList).toContainText(`${amount} · Bank transfer`);
  await expect(todayList).toContainText('Rosa Villanueva');
  await staff.goto('/staff/payments');
  const card = staff.getByRole('listitem').filter({ hasText: 'Rosa Villanueva' });
  await expect(card).toContainText(amount);
  await expect(card).toContainText(result.payment!.payment_number);
  await expectNoSeriousA11yIssues(staff);
  await screenshot(staff, testInfo, 'staff-payments-to-confirm-1280');
  await card.getByRole('button', { name: 'Record as Received' }).click();
  const dialog = staff.getByRole('dialog', { name: 'Record as Received' });
  await expect(dialog.getByRole('textbox', { name: 'Amount received (₱)' })).toHaveValue(result.payment!.amount);
  // A date in the future is refused before anything is sent.
  await dialog.getByLabel('Date received').fill(bookingDay(2));
  await dialog.getByRole('button', { name: 'Record as Received' }).click();
  await expect(dialog.getByText('The date received cannot be in the future.')).toBeVisible();
  await dialog.getByLabel('Date received').fill(bookingDay(0));
  await dialog.getByRole('textbox', { name: 'Reference' }).fill('BPI 2026-1120-88');
  await dialog
    .getByLabel('Proof of payment (optional)')
    .setInputFiles({ name: 'deposit-slip.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% slip\n') });
  await expectNoSeriousA11yIssues(staff);
  await staff.setViewportSize({ width: 375, height: 812 });
  await screenshot(staff, testInfo, 'staff-record-payment-375', { fullPage: false });
  await dialog.getByRole('button', { name: 'Record as Received' }).click();
  await expect(staff.getByText(/is recorded; they have been e-mailed a receipt/)).toBeVisible();
  await expect(staff.getByRole('listitem').filter({ hasText: 'Rosa Villanueva' })).toHaveCount(0);
  await noSidewaysScroll(staff);
  // The event is confirmed and keeps the slip with its documents.
  await staff.goto(`/staff/events/${result.event_id}`);
  await expect(staff.getByText('Confirmed').first()).toBeVisible();
  await staff.close();

  // The client's balance is paid (the account made in the wizard signed this tab in when the booking was made).
  await page.goto('/payments');
  await page.getByRole('tab', { name: /^Invoices \(\d+\)$/ }).click();
  await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible();
});
