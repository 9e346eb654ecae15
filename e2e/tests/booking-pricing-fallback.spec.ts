import { applyRate, formatMoney, fromMinor, toMinor } from '@venue/shared/money';
import { expect, test, type Page } from '../fixtures/test';
import { bookingDay, exitBooking, fillWeddingStepsToPricing, sessionIdOf, startBooking, stepHeading } from '../fixtures/booking';
import { expectNoSeriousA11yIssues, screenshot } from '../fixtures/screens';

/** The one call this spec breaks; every other call goes to the real server. */
const PRICING_CALL = '**/api/bookingflow/public/flows/session/*/calculate-pricing/';
const NOTICE = 'Failed to calculate pricing. The amounts below are an estimate with 12% tax; the final price is confirmed before you pay.';
test.use({ actionTimeout: 15_000 });

const peso = (amount: string) => formatMoney(amount, 'PHP');

/** The spec's degraded display: the chosen package's own price, 12 % tax on it, and their sum, under the warning. */
async function expectFallback(page: Page, packagePrice: string) {
  const warning = page.getByRole('alert').filter({ hasText: 'Pricing Calculation Error' });
  await expect(warning).toContainText(NOTICE);
  await expect(warning.getByRole('button', { name: 'Refresh Page' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Price breakdown' });
  const tax = fromMinor(applyRate(toMinor(packagePrice), '0.12'));
  await expect(table.getByRole('row', { name: /^Subtotal/ })).toContainText(peso(packagePrice));
  await expect(table.getByRole('row', { name: /^VAT/ })).toContainText(peso(tax));
  await expect(page.getByTestId('pricing-total')).toHaveText(peso(fromMinor(toMinor(packagePrice) + toMinor(tax))));
}

test('when the pricing call fails the step shows the 12% estimate with its notice, and the server price after a refresh', async ({ page }, testInfo) => {
  const day = bookingDay(90);
  test.setTimeout(120_000);
  await page.goto(`/booking?date=${day}`);
  await startBooking(page, 'Wedding');
  await fillWeddingStepsToPricing(page, day, { name: 'Ana Reyes', email: 'fallback@example.test', phone: '0917 555 0190' });
  await expect(page.getByRole('alert').filter({ hasText: 'Pricing Calculation Error' })).toHaveCount(0);
  const serverTotal = await page.getByTestId('pricing-total').textContent();

  // The package as the browser holds it (the fallback's only source), read from the session the server keeps.
  const res = await page.request.get(`/api/bookingflow/public/flows/session/${sessionIdOf(page)}/`);
  const session = (await res.json()) as { booking_data: Record<string, { selected_packages?: { price: string }[] }> };
  const packagePrice = Object.values(session.booking_data).find((d) => d.selected_packages)!.selected_packages![0]!.price;

  // A server error on the pricing call...
  await page.route(PRICING_CALL, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"detail":"A server error occurred."}' }));
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(stepHeading(page)).toHaveText('Contact Information');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expectFallback(page, packagePrice);
  await expectNoSeriousA11yIssues(page);
  await screenshot(page, testInfo, 'booking-pricing-fallback-1280');

  // ...and no answer at all (the network failed) show the same estimate.
  await page.unroute(PRICING_CALL);
  await page.route(PRICING_CALL, (route) => route.abort('failed'));
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(stepHeading(page)).toHaveText('Contact Information');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expectFallback(page, packagePrice);

  // Once the call works again, Refresh Page brings back the server's price and the notice goes.
  await page.unroute(PRICING_CALL);
  await page.getByRole('button', { name: 'Refresh Page' }).click();
  await expect(page.getByTestId('pricing-total')).toHaveText(serverTotal!);
  await expect(page.getByRole('alert').filter({ hasText: 'Pricing Calculation Error' })).toHaveCount(0);
  await exitBooking(page);
});
