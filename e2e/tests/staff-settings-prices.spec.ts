import { expect, test, type Page } from '../fixtures/test';
import { accessTokenOf, createAccount } from '../fixtures/accounts';
import { bookingDay, exitBooking, fillWeddingStepsToPricing, next, startBooking, stepHeading, typeTestCard } from '../fixtures/booking';
import { WIDTHS } from '../fixtures/demo-session';
import { expectNoSeriousA11yIssues, screenshot } from '../fixtures/screens';
import { csrfHeader } from '../fixtures/session';
import { clientPage, DEMO_ADMIN, openApp, signInAsAdmin } from '../fixtures/staff-console';

/**
 * Issue 27, point 6: prices and policies in the staff console. An admin's new discount code works in the booking
 * wizard at once, and a changed deposit is what the wizard's payment step offers next.
 */
test.use({ actionTimeout: 15_000 });

const h1 = (page: Page, name: string) => expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

test('an admin creates a discount code, a visitor uses it in the booking wizard, and the code lists the use', async ({ page, request, browser }) => {
  test.setTimeout(180_000);
  const code = `E2E-${Date.now().toString(36).toUpperCase()}`;
  await signInAsAdmin(page, request, '/staff/discounts');
  await h1(page, 'Discount Codes');
  await page.getByRole('button', { name: 'New Discount Code' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Discount Code' });
  await dialog.getByRole('textbox', { name: 'Code' }).fill(code.toLowerCase());
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Rainy season weddings');
  await dialog.getByRole('combobox', { name: 'Kind' }).click();
  await page.getByRole('option', { name: 'Fixed amount off' }).click();
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('0');
  await dialog.getByRole('button', { name: 'Create Discount Code' }).click();
  await expect(dialog.getByText('A fixed discount is an amount above ₱0.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('5000');
  await dialog.getByRole('textbox', { name: 'Uses per client' }).fill('1');
  await dialog.getByRole('checkbox', { name: 'Wedding' }).check();
  await dialog.getByRole('button', { name: 'Create Discount Code' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('₱5,000 off');

  const day = bookingDay(95);
  const visitor = await clientPage(browser, (await createAccount(request, 'prices-discount')).session, `/booking?date=${day}`);
  try {
    const v = visitor.page;
    await startBooking(v, 'Wedding');
    await fillWeddingStepsToPricing(v, day, { phone: '0917 555 0195' });
    await v.getByRole('textbox', { name: 'Discount code' }).fill(code);
    await v.getByRole('button', { name: 'Apply' }).click();
    await expect(v.getByText(`Code ${code} applied`)).toBeVisible();
    await expect(v.getByRole('table', { name: 'Price breakdown' }).getByRole('row', { name: `Discount (${code}) -₱5,000` })).toBeVisible();
    await v.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
    await next(v);
    await v.getByRole('button', { name: /Secure Your Booking/ }).click();
    await typeTestCard(v, '4242 4242 4242 4242', 'Ana Reyes');
    await v.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(stepHeading(v)).toHaveText('Confirm your booking');
    await v.getByRole('button', { name: 'Confirm and Pay' }).click();
    await expect(v).toHaveURL(/\/booking\/complete\?session_id=/);
  } finally {
    await visitor.close();
  }

  await page.reload();
  await expect(row).toContainText('1 used');
  await row.getByRole('button', { name: `Uses of ${code}` }).click();
  const uses = page.getByRole('dialog', { name: `Uses of ${code}` });
  await expect(uses.getByRole('row').filter({ hasText: 'Ana Reyes' })).toContainText('₱5,000.00');
  await uses.getByRole('button', { name: 'Close' }).click();

  // Deactivated, the code stops working.
  await row.getByRole('button', { name: `Deactivate ${code}` }).click();
  await page.getByRole('dialog', { name: 'Deactivate Discount Code?' }).getByRole('button', { name: 'Deactivate' }).click();
  await expect(row).toContainText('Inactive');
  const check = await request.post('/api/products/discounts/validate/', { headers: await csrfHeader(request), data: { code } });
  expect((await check.json()).detail).toBe('Invalid discount code');
});

test('an admin changes the deposit percentage and the booking wizard offers the new deposit', async ({ page, request, browser }) => {
  test.setTimeout(180_000);
  const token = await accessTokenOf(request, DEMO_ADMIN);
  const headers = { Authorization: `Bearer ${token}` };
  const before = (await (await request.get('/api/staff/payment-settings/', { headers })).json()) as { deposit_percentage: string };
  try {
    await signInAsAdmin(page, request, '/staff/payment-settings');
    await h1(page, 'Payments & Refunds');
    await expect(page.getByRole('textbox', { name: 'Currency' })).toHaveValue('Philippine peso (₱)');
    const deposit = page.getByRole('textbox', { name: 'Deposit' });
    await deposit.fill('101');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByText('Enter a percentage from 0 to 100 with at most 2 decimals')).toBeVisible();
    await deposit.fill('45');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByText('New bookings and payments use these settings from now on.')).toBeVisible();

    const day = bookingDay(97);
    const visitor = await clientPage(browser, (await createAccount(request, 'prices-deposit')).session, `/booking?date=${day}`);
    try {
      const v = visitor.page;
      await startBooking(v, 'Wedding');
      await fillWeddingStepsToPricing(v, day, { phone: '0917 555 0197' });
      await v.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
      await next(v);
      await v.getByRole('button', { name: /Secure Your Booking/ }).click();
      await expect(v.getByRole('radio', { name: /^Pay a 45% deposit: ₱/ })).toBeVisible();
      await exitBooking(v);
    } finally {
      await visitor.close();
    }
  } finally {
    // The demo server is shared by the specs that follow: its deposit goes back to what it was.
    const restored = await request.patch('/api/admin/payment-settings/', { headers, data: { deposit_percentage: before.deposit_percentage } });
    expect(restored.status(), await restored.text()).toBe(200);
  }
});

for (const size of WIDTHS) {
  test(`Discount Codes and Payments & Refunds have no serious accessibility issue at ${size.width} px`, async ({ page, request }, testInfo) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await signInAsAdmin(page, request, '/staff/discounts');
    await h1(page, 'Discount Codes');
    await expect(page.getByRole('region', { name: 'Discount codes' })).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, testInfo, `staff-discounts-${size.name}`);
    await page.getByRole('button', { name: 'Edit WELCOME10' }).click();
    await expect(page.getByRole('dialog', { name: 'Edit Discount Code' })).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, testInfo, `staff-discount-dialog-${size.name}`);
    await page.keyboard.press('Escape');

    await openApp(page, '/staff/payment-settings');
    await h1(page, 'Payments & Refunds');
    await expect(page.getByRole('textbox', { name: 'Deposit' })).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, testInfo, `staff-payment-settings-${size.name}`);
    // No page is wider than the screen.
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
  });
}
