import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test } from '../fixtures/test';
import { signInAsDemo, WIDTHS } from '../fixtures/demo-session';
import { issueDemoInvoice, openPayDialog, paymentIdOf } from '../fixtures/payments';
import { expectNoSeriousA11yIssues, screenshot, trackConsoleErrors } from '../fixtures/screens';

/** Reads the demo client's seeded money records (nothing here changes them), then one bank transfer of its own. */

test('a receipt downloads as a PDF in pesos, from the history and the payment details', async ({ page, request }, testInfo) => {
  const consoleErrors = trackConsoleErrors(page);
  await signInAsDemo(page, request, '/payments');
  const row = page.getByRole('row').filter({ hasText: 'Reservation deposit (30%)' });
  await expect(row.getByText('Bank Transfer')).toBeVisible();
  const number = (await row.getByText(/^PAY-\d{4}-1041/).innerText()).split(' · ')[0]!;

  const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: `Download receipt of ${number}` }).click()]);
  expect(download.suggestedFilename()).toMatch(/^receipt-payment-\d+\.pdf$/);
  await expect(page.getByText('Receipt downloaded successfully')).toBeVisible();
  const file = testInfo.outputPath('receipt.pdf');
  await download.saveAs(file);
  expect(readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = execFileSync('pdftotext', [file, '-']).toString('utf8');
  expect(text).toContain('₱');
  expect(text).toContain(number);

  await row.getByRole('button', { name: `View details of ${number}` }).click();
  const details = page.getByRole('dialog', { name: 'Payment Details' });
  await expect(details.getByText('₱119,179.20')).toBeVisible();
  await expect(details.getByText(/^OR-\d{4}-5521$/)).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await screenshot(page, testInfo, 'payment-details-desktop');
  await details.getByRole('button', { name: 'Close' }).click();
  expect(consoleErrors).toEqual([]);
});

test('invoice cards and details show items, the hourly package and the tax per rate', async ({ page, request }, testInfo) => {
  await signInAsDemo(page, request, '/payments');
  await page.getByRole('tab', { name: /^Invoices \(\d+\)$/ }).click();
  const retreat = page.getByRole('article', { name: /INV-\d{4}-0044/ });
  await expect(retreat.getByText('Unpaid')).toBeVisible();
  await expect(retreat.getByRole('button', { name: 'Pay Now' })).toBeVisible();
  // The corporate invoice is past due with a balance: red Pay Now and the days it is late.
  const corporate = page.getByRole('article', { name: /INV-\d{4}-0042/ });
  await expect(corporate.getByText('Overdue by 5 days')).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await screenshot(page, testInfo, `payments-invoices-${size.name}`);
  }
  await page.setViewportSize(WIDTHS[0]);
  // The chips and the red Pay Now must read in the dark scheme too.
  await page.emulateMedia({ colorScheme: 'dark' });
  // The app switches its scheme class on the next render; scanning before that would miss the colour transitions.
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expectNoSeriousA11yIssues(page);
  await screenshot(page, testInfo, 'payments-invoices-dark');
  await page.emulateMedia({ colorScheme: 'light' });

  const [pdf] = await Promise.all([page.waitForEvent('download'), retreat.getByRole('button', { name: 'Download PDF' }).click()]);
  expect(pdf.suggestedFilename()).toMatch(/^invoice-\d+\.pdf$/);
  await expect(page.getByText('Invoice downloaded successfully')).toBeVisible();

  await retreat.getByRole('button', { name: 'View' }).click();
  const details = page.getByRole('dialog', { name: /Invoice Details: INV-\d{4}-0044/ });
  const items = details.getByRole('table', { name: 'Invoice items' });
  await expect(items.getByText('Package', { exact: true })).toBeVisible();
  await expect(items.getByText('Base price ₱46,000.00 + 2 excess hours at ₱3,000.00/hour = ₱6,000.00')).toBeVisible();
  await expect(details.getByText('VAT (12%)')).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await screenshot(page, testInfo, 'invoice-details-desktop');
});

test('a bank transfer stays pending with its instructions; the dashboard’s Pay Now leads to it', async ({ page, request }, testInfo) => {
  const invoice = await issueDemoInvoice(request);
  await signInAsDemo(page, request, '/payments');
  const dialog = await openPayDialog(page, invoice);
  await dialog.getByRole('radio', { name: 'Use a new payment method' }).check();
  await dialog.getByRole('radio', { name: /^Bank Transfer/ }).check();
  await dialog.getByRole('button', { name: 'Pay ₱11,200.00' }).click();
  await expect(dialog.getByText(/Payment PAY-\d{4}-\d+ is pending/)).toBeVisible();
  await expect(dialog.getByText(/Your payment is pending until the venue confirms it/)).toBeVisible();
  const number = (await dialog.getByText(/Payment PAY-\d{4}-\d+ is pending/).innerText()).match(/PAY-\d{4}-\d+/)![0];
  await screenshot(page, testInfo, 'pay-bank-transfer-pending-desktop');
  await dialog.getByRole('button', { name: 'Close' }).click();

  await page.goto('/dashboard');
  const summary = page.getByRole('region', { name: 'Financial Summary' });
  await expect(summary.getByText('Urgency:')).toBeVisible();
  const recent = summary.getByRole('listitem').filter({ hasText: number });
  await recent.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page).toHaveURL(/\/payments$/);
  const highlighted = page.locator('tr[data-highlighted="true"]');
  await expect(highlighted).toContainText(number);
  await expect(highlighted).toBeInViewport();

  // The address a wallet sends the payer back to: the payment is confirmed once, its state shown and its row outlined.
  await page.goto(`/payments?payment=${await paymentIdOf(request, number)}`);
  await expect(page.getByRole('status').filter({ hasText: `Payment ${number} of ₱11,200.00 is pending until the venue confirms it.` })).toBeVisible();
  await expect(page.locator('tr[data-highlighted="true"]')).toContainText(number);
});

test('a failed load shows "Error Loading Financial Data" with Retry, and the methods tab its own error', async ({ page, request }) => {
  await page.route('**/api/payments/client/payments/summary/', (route) => route.fulfill({ status: 500, json: { detail: 'Boom' } }));
  await page.route('**/api/payments/client/payment-methods/', (route) => route.fulfill({ status: 500, json: { detail: 'Boom' } }));
  // Loaded in the browser, where the failing answers are: a page the server drew arrives with its data.
  await signInAsDemo(page, request, '/payments', { drawnByServer: false });
  // The query retries 3 times (1, 2 and 4 seconds apart) before it gives up.
  await expect(page.getByText('Error Loading Financial Data')).toBeVisible({ timeout: 20_000 });
  await page.unroute('**/api/payments/client/payments/summary/');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Total Paid' })).toBeVisible();

  await page.getByRole('tab', { name: /^Payment Methods/ }).click();
  await expect(page.getByText('Error Loading Payment Methods')).toBeVisible({ timeout: 20_000 });
  await page.unroute('**/api/payments/client/payment-methods/');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('table', { name: 'Payment methods' })).toBeVisible();
});
