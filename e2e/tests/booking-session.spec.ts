import { addDays, longDay as writtenDay, venueDay } from '@venue/shared/dates';
import { expect, test } from '../fixtures/test';
import { bookingDay, exitBooking, longDay, next, startBooking } from '../fixtures/booking';
import { expectNoSeriousA11yIssues, screenshot } from '../fixtures/screens';

test.use({ actionTimeout: 15_000 });

test('a held slot shows as taken to a second visitor, and the holder finds the session again', async ({ page, browser }, testInfo) => {
  const heldDay = bookingDay(60);
  test.setTimeout(120_000);
  await page.goto(`/booking?date=${heldDay}`);
  await startBooking(page, 'Wedding');
  await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
  await next(page);
  // Issue 39, point 3: the duration starts at the packages' own hours (the Intimate wedding's 5, not the step's 8);
  // hours beyond it are the visitor's choice, priced beside the slider.
  await expect(page.getByText('Duration: 5 hours')).toBeVisible();
  const slider = page.getByRole('slider', { name: /^Duration/ });
  await slider.press('ArrowRight');
  await slider.press('ArrowRight');
  await expect(page.getByTestId('extra-hours')).toHaveText(
    /^Intimate Garden Wedding \(up to 60 guests\): 1 hour beyond the package's 5 hours, at ₱6,000(\.00)? an hour: \+₱6,000(\.00)? before VAT$/,
  );
  await slider.press('ArrowLeft');
  await slider.press('ArrowLeft');
  await expect(page.getByTestId('extra-hours')).toHaveCount(0);
  // Days the server would refuse are closed, with the reason: inside the venue's minimum notice, and before any
  // wedding package can be booked (30 days).
  const soon = addDays(venueDay(), 3);
  const early = addDays(venueDay(), 20);
  for (const [day, reason] of [
    [soon, 'Minimum 7 days advance booking required'],
    [early, `Needs 30 days' notice: available for dates from ${writtenDay(addDays(venueDay(), 30))}`],
  ] as const) {
    const cell = page.locator(`[data-day="${day}"]`);
    for (let i = 0; i < 3 && !(await cell.isVisible()); i++) await page.getByRole('button', { name: 'Previous month' }).click();
    await expect(cell).toBeDisabled();
    await expect(cell).toHaveAccessibleName(`${longDay(day)}, ${reason}`);
    await expect(page.getByTestId('closed-days')).toContainText(reason);
  }
  await page.getByRole('button', { name: '10:00 AM' }).click();
  await next(page);
  await expect(page.getByText('Step 3 of 9: Package')).toBeVisible();

  // Recovery: /booking alone finds the open session from its local copy.
  await page.goto('/booking');
  await expect(page).toHaveURL(/session_id=/);
  await expect(page.getByText('Step 3 of 9: Package')).toBeVisible();
  // Issue 39, point 3: the 8-hour Garden package moves the 5 hours the visitor left to its 8 (the time is free).
  await page.getByRole('button', { name: 'Select: Garden Wedding Package' }).click();
  await expect(page.getByTestId('package-duration-note')).toHaveText('Your booking now lasts 8 hours, the hours Garden Wedding Package includes.');
  // Back on Date & Time: 8 hours, and the visitor's own hold reads as the event's hours, not the buffers around them.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByText('Duration: 8 hours')).toBeVisible();
  await expect(page.getByText(/^10:00 AM – 6:00 PM: .+ \(Held for you\)$/)).toBeVisible();
  await next(page);
  await expect(page.getByText('Step 3 of 9: Package')).toBeVisible();

  const other = await browser.newContext();
  const second = await other.newPage();
  await second.goto(`/booking?date=${heldDay}`);
  await startBooking(second, 'Wedding');
  await second.getByRole('checkbox', { name: /I have read and agree/ }).check();
  await second.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(second.getByRole('button', { name: `${longDay(heldDay)}, Has bookings` })).toBeVisible();
  await expect(second.getByText(/Being booked/)).toBeVisible();
  await second.getByRole('button', { name: '10:00 AM' }).click();
  await second.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(second.getByText('This time is no longer available. Please choose another time.').first()).toBeVisible();
  await expect(second.getByText('Step 2 of 9: Date & Time')).toBeVisible();
  await screenshot(second, testInfo, 'booking-slot-taken-1280');
  await other.close();
  await exitBooking(page);
});

test('an expired session shows the banner and starts over', async ({ page }, testInfo) => {
  // The browser's clock runs ahead (the server's session would expire the same way; its 410 path is tested in the API suite).
  await page.clock.install();
  await page.goto('/booking');
  await startBooking(page, 'Corporate');
  await page.clock.fastForward('07:00:00');
  await expect(page.getByText('Your booking session has expired. Please start a new booking to continue.')).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await screenshot(page, testInfo, 'booking-expired-375');
  await page.getByRole('button', { name: 'Start New Booking' }).click();
  await expect(page).toHaveURL(/\/booking$/);
  await expect(page.getByRole('heading', { name: 'Choose your event type' })).toBeVisible();
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('booking_session_')))).toEqual([]);
});
