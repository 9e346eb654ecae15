import { expect, test } from '../fixtures/test';
import { signInAsDemo, WIDTHS } from '../fixtures/demo-session';
import { enterTestCard, invoiceCard, issueDemoInvoice, openPayDialog, readInvoice, startUnfinishedCardPayment } from '../fixtures/payments';
import { expectNoSeriousA11yIssues, screenshot, trackConsoleErrors } from '../fixtures/screens';

/**
 * Paying an invoice through the pay dialog with the built-in test gateway's card form. Each test pays an
 * invoice issued for it alone (10,000.00 + 12% tax = ₱11,200.00 unless it says otherwise).
 */

test('pays an invoice in full with the test card', async ({ page, request }, testInfo) => {
  const consoleErrors = trackConsoleErrors(page);
  const invoice = await issueDemoInvoice(request);
  await signInAsDemo(page, request, '/payments');
  await expect(page.getByRole('heading', { level: 1, name: 'Payments & Invoices' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Total Paid' })).toBeVisible();
  await expect(page.getByText(/\d+ payments? completed/)).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await screenshot(page, testInfo, `payments-history-${size.name}`);
  }
  await page.setViewportSize(WIDTHS[0]);

  const dialog = await openPayDialog(page, invoice);
  await expect(dialog.getByRole('radio', { name: 'Full balance (₱11,200.00)' })).toBeChecked();
  await enterTestCard(dialog, '4242 4242 4242 4242');
  await expect(dialog.getByText(/Test mode: no money moves/)).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await screenshot(page, testInfo, 'pay-dialog-card-desktop');

  await dialog.getByRole('button', { name: 'Pay ₱11,200.00' }).click();
  await expect(dialog.getByText('Payment Successful!')).toBeVisible();
  // Spec section 4: the dialog closes itself 2 seconds later.
  await expect(dialog).toBeHidden({ timeout: 5_000 });

  const card = invoiceCard(page, invoice);
  await expect(card.getByText('Paid', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Pay Now' })).toHaveCount(0);
  expect(await readInvoice(request, invoice.id)).toMatchObject({ remaining_amount: '0.00', paid_amount: '11200.00' });

  // The new payment is in the history, marked as a test payment, with a receipt to download.
  await page.getByRole('tab', { name: /^Payment History/ }).click();
  const row = page.getByRole('row').filter({ hasText: invoice.invoice_id }).filter({ hasText: '₱11,200.00' });
  await expect(row.getByText('Test', { exact: true })).toBeVisible();
  await expect(row.getByText('Paid', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: /Download receipt/ })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('pays the deposit, which then is no longer offered', async ({ page, request }) => {
  const invoice = await issueDemoInvoice(request, { unitPrice: '100000.00' }); // 112,000; 30% deposit 33,600
  await signInAsDemo(page, request, '/payments');
  const dialog = await openPayDialog(page, invoice);
  await dialog.getByRole('radio', { name: 'Deposit of 30% (₱33,600.00)' }).check();
  await enterTestCard(dialog, '4242424242424242');
  await dialog.getByRole('button', { name: 'Pay ₱33,600.00' }).click();
  await expect(dialog.getByText('Payment Successful!')).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 5_000 });

  const card = invoiceCard(page, invoice);
  await expect(card.getByText('30.0%')).toBeVisible();
  await expect(card.getByText('Paid: ₱33,600.00 · Remaining: ₱78,400.00')).toBeVisible();
  await card.getByRole('button', { name: 'Pay Now' }).click();
  const again = page.getByRole('dialog', { name: `Pay Invoice ${invoice.invoice_id}` });
  await expect(again.getByRole('radio', { name: 'Full balance (₱78,400.00)' })).toBeVisible();
  await expect(again.getByRole('radio', { name: /Deposit/ })).toHaveCount(0);
});

test('a custom amount is checked before paying, then moves the progress bar', async ({ page, request }) => {
  const invoice = await issueDemoInvoice(request); // 11,200
  await signInAsDemo(page, request, '/payments');
  const dialog = await openPayDialog(page, invoice);
  await dialog.getByRole('radio', { name: 'Custom amount' }).check();
  const amount = dialog.getByRole('spinbutton', { name: /Amount/ });
  await expect(amount).toHaveAttribute('step', '0.01');
  await expect(dialog.getByRole('button', { name: 'Enter Amount' })).toBeDisabled();

  await amount.fill('20');
  await amount.blur();
  await expect(dialog.getByText('Minimum payment is ₱29.00')).toBeVisible();
  await amount.fill('11200.01');
  await expect(dialog.getByText('Amount cannot exceed remaining balance of ₱11,200.00')).toBeVisible();
  await amount.fill('11180');
  await expect(dialog.getByText('Please pay the full balance of ₱11,200.00 or leave at least ₱29.00 remaining.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Enter Amount' })).toBeDisabled();

  await amount.fill('2800.50');
  await enterTestCard(dialog, '4242424242424242');
  await dialog.getByRole('button', { name: 'Pay ₱2,800.50' }).click();
  await expect(dialog.getByText('Payment Successful!')).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 5_000 });

  const card = invoiceCard(page, invoice);
  // 2,800.50 of 11,200.00 is 25.004%: shown to one decimal.
  await expect(card.getByText('25.0%')).toBeVisible();
  await expect(card.getByRole('progressbar', { name: `${invoice.invoice_id} payment progress` })).toHaveAttribute('aria-valuenow', '25');
  await expect(card.getByText('Paid: ₱2,800.50 · Remaining: ₱8,399.50')).toBeVisible();
  await expect(card.getByText('Partially Paid')).toBeVisible();
});

test('a declined card shows the bank’s message and leaves the invoice unchanged', async ({ page, request }) => {
  const invoice = await issueDemoInvoice(request);
  await signInAsDemo(page, request, '/payments');
  const dialog = await openPayDialog(page, invoice);
  await enterTestCard(dialog, '4000 0000 0000 0002');
  await dialog.getByRole('button', { name: 'Pay ₱11,200.00' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Your card was declined.');
  await expect(dialog.getByRole('button', { name: 'Pay ₱11,200.00' })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  expect(await readInvoice(request, invoice.id)).toMatchObject({ paid_amount: '0.00', remaining_amount: '11200.00' });
  await expect(invoiceCard(page, invoice).getByText('Unpaid')).toBeVisible();
});

test('a card that asks for 3-D Secure is approved on the bank’s step', async ({ page, request }, testInfo) => {
  const consoleErrors = trackConsoleErrors(page);
  const invoice = await issueDemoInvoice(request);
  await signInAsDemo(page, request, '/payments');
  const dialog = await openPayDialog(page, invoice);
  await enterTestCard(dialog, '4000 0025 0000 3155');
  await dialog.getByRole('button', { name: 'Pay ₱11,200.00' }).click();

  const bank = page.getByRole('dialog', { name: 'Confirm this payment' });
  await expect(bank.getByText('₱11,200.00')).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await screenshot(page, testInfo, 'pay-3ds-step-desktop');
  await bank.getByRole('button', { name: 'Approve' }).click();

  await expect(dialog.getByText('Payment Successful!')).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 5_000 });
  expect(await readInvoice(request, invoice.id)).toMatchObject({ remaining_amount: '0.00' });
  expect(consoleErrors).toEqual([]);
});

test('declining the 3-D Secure step fails the payment and keeps the balance', async ({ page, request }) => {
  const invoice = await issueDemoInvoice(request);
  await signInAsDemo(page, request, '/payments');
  const dialog = await openPayDialog(page, invoice);
  await enterTestCard(dialog, '4000002500003155');
  await dialog.getByRole('button', { name: 'Pay ₱11,200.00' }).click();
  await page.getByRole('dialog', { name: 'Confirm this payment' }).getByRole('button', { name: 'Decline' }).click();
  await expect(dialog.getByRole('alert')).toContainText('unable to authenticate');
  expect(await readInvoice(request, invoice.id)).toMatchObject({ remaining_amount: '11200.00' });
});

test('a pay call whose answer is lost is sent again under the same Idempotency-Key, and charges once', async ({ page, request }) => {
  const invoice = await issueDemoInvoice(request);
  await signInAsDemo(page, request, '/payments');
  const keys: string[] = [];
  await page.route(`**/api/payments/client/invoices/${invoice.id}/pay/`, async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (keys.length > 1) return route.continue();
    // The server charges, but the answer never reaches the browser.
    await route.fetch();
    return route.abort('connectionreset');
  });
  const dialog = await openPayDialog(page, invoice);
  // The demo client's saved default card is picked already.
  await expect(dialog.getByRole('radio', { name: /Personal Visa/ })).toBeChecked();
  await dialog.getByRole('button', { name: 'Pay ₱11,200.00' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Unable to reach the server. Please check your connection and try again.');
  await dialog.getByRole('button', { name: 'Pay ₱11,200.00' }).click();
  await expect(dialog.getByText('Payment Successful!')).toBeVisible();

  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys[1]).toBe(keys[0]);
  expect(await readInvoice(request, invoice.id)).toMatchObject({ paid_amount: '11200.00', remaining_amount: '0.00' });
});

test('an unfinished 3-D Secure payment is cancelled from its details, and the invoice is paid again at once', async ({ page, request }) => {
  const invoice = await issueDemoInvoice(request);
  const number = (await startUnfinishedCardPayment(request, invoice.id)).payment_number;

  await signInAsDemo(page, request, '/payments');
  await page.getByRole('button', { name: `View details of ${number}` }).click();
  const details = page.getByRole('dialog', { name: 'Payment Details' });
  await details.getByRole('button', { name: 'Cancel This Payment' }).click();
  await expect(page.getByText('The invoice can be paid again now.')).toBeVisible();
  await expect(details).toBeHidden();

  const dialog = await openPayDialog(page, invoice);
  await expect(dialog.getByRole('radio', { name: /Personal Visa/ })).toBeChecked();
  await dialog.getByRole('button', { name: 'Pay ₱11,200.00' }).click();
  await expect(dialog.getByText('Payment Successful!')).toBeVisible();
  expect(await readInvoice(request, invoice.id)).toMatchObject({ remaining_amount: '0.00' });
});
