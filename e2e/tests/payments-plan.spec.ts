import { expect, test } from '../fixtures/test';
import { signInAsDemo } from '../fixtures/demo-session';
import { DEMO } from '../env';
import { accessTokenOf } from '../fixtures/accounts';
import { addDaysToToday, bearer, invoiceCard, issueDemoInvoice, openPayDialog, overdueDemoInstallment, readInvoice } from '../fixtures/payments';
import { buttonsOffScreen, expectNoSeriousA11yIssues, screenshot, trackConsoleErrors } from '../fixtures/screens';

test('splits an invoice into installments and pays the first one with the saved card', async ({ page, request }, testInfo) => {
  const consoleErrors = trackConsoleErrors(page);
  // 30,000 + 12% = 33,600, due in 90 days: three installments of 11,200.
  const invoice = await issueDemoInvoice(request, { unitPrice: '30000.00', dueDate: addDaysToToday(90) });
  await signInAsDemo(page, request, '/payments');
  const dialog = await openPayDialog(page, invoice);
  await dialog.getByLabel('Split into installments').check();
  await dialog.getByRole('combobox', { name: 'Number of installments' }).click();
  await page.getByRole('option', { name: '3 installments' }).click();
  await dialog.getByRole('button', { name: 'Create Payment Plan' }).click();
  await expect(page.getByText('Payment Plan Created')).toBeVisible();

  const plan = dialog.getByRole('table', { name: 'Installments' });
  await expect(plan.getByRole('row')).toHaveCount(4);
  await expect(plan.getByRole('row', { name: /1 of 3/ }).getByRole('cell', { name: '₱11,200.00', exact: true })).toBeVisible();
  await expect(plan.getByText('Pending')).toHaveCount(3);
  // Only the next unpaid installment can be paid.
  await expect(plan.getByRole('button', { name: /^Pay / })).toHaveCount(1);
  await expectNoSeriousA11yIssues(page);
  await screenshot(page, testInfo, 'pay-plan-desktop');

  // The demo client's saved default card is picked already.
  await expect(dialog.getByRole('radio', { name: /Personal Visa/ })).toBeChecked();
  await plan
    .getByRole('row', { name: /1 of 3/ })
    .getByRole('button', { name: 'Pay ₱11,200.00' })
    .click();
  await expect(dialog.getByText('Payment Successful!')).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 5_000 });

  expect(await readInvoice(request, invoice.id)).toMatchObject({ paid_amount: '11200.00', remaining_amount: '22400.00' });
  const card = invoiceCard(page, invoice);
  await expect(card.getByText('33.3%')).toBeVisible();

  // Opened again, the dialog shows the plan with the first installment paid and the second next.
  await card.getByRole('button', { name: 'Pay Now' }).click();
  const again = page.getByRole('dialog', { name: `Pay Invoice ${invoice.invoice_id}` });
  const table = again.getByRole('table', { name: 'Installments' });
  await expect(table.getByRole('row', { name: /1 of 3/ }).getByText('Paid')).toBeVisible();
  await expect(table.getByRole('row', { name: /2 of 3/ }).getByRole('button', { name: 'Pay ₱11,200.00' })).toBeVisible();

  // On a phone each installment is a card, and the next one's pay button is on the screen (issue 39, point 6).
  await page.setViewportSize({ width: 375, height: 812 });
  const cards = again.getByRole('list', { name: 'Installments' });
  await expect(cards.getByRole('listitem')).toHaveCount(3);
  await expect(cards.getByRole('listitem').filter({ hasText: 'Installment 2 of 3' }).getByRole('button', { name: 'Pay ₱11,200.00' })).toBeVisible();
  expect(await buttonsOffScreen(page, '[role="dialog"]')).toEqual([]);
  await screenshot(page, testInfo, 'pay-plan-375', { fullPage: false });
  expect(consoleErrors).toEqual([]);
});

test('lists every installment due within 30 days, each opening its invoice to pay', async ({ page, request }) => {
  // Due in 40 days, three installments: today, in 20 days and in 40 days; the first two are within 30 days.
  const invoice = await issueDemoInvoice(request, { unitPrice: '30000.00', dueDate: addDaysToToday(40) });
  const client = await accessTokenOf(request, DEMO);
  const plan = await request.post(`/api/payments/client/invoices/${invoice.id}/setup_payment_plan/`, {
    headers: bearer(client),
    data: { number_of_installments: 3 },
  });
  expect(plan.status()).toBe(201);
  await signInAsDemo(page, request, '/payments');
  // Issue 39: the demo wedding's overdue installment stays listed, first, said overdue, with its amount and due day.
  const overdue = await overdueDemoInstallment(request);
  const upcoming = page.getByRole('region', { name: 'Installments overdue or due in the next 30 days' });
  const first = upcoming.getByRole('listitem').first();
  await expect(first).toContainText(`Installment ${overdue.sequence} of ${overdue.count} · ${overdue.amountText}`);
  await expect(first).toContainText(/ · Overdue by \d+ days? \(due [A-Z][a-z]{2} \d{1,2}, \d{4}\)/);
  await expect(first.getByText('Overdue', { exact: true })).toBeVisible();
  // Its Pay Now opens its invoice, where it is the installment to pay.
  await first.getByRole('button', { name: 'Pay Now' }).click();
  const wedding = page.getByRole('dialog', { name: `Pay Invoice ${overdue.invoiceNumber}` });
  await expect(
    wedding
      .getByRole('table', { name: 'Installments' })
      .getByRole('row', { name: new RegExp(`${overdue.sequence} of ${overdue.count}`) })
      .getByRole('button', { name: `Pay ${overdue.amountText}` }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(wedding).toBeHidden();
  const ours = upcoming.getByRole('listitem').filter({ hasText: `Invoice ${invoice.invoice_id}` });
  await expect(ours).toHaveCount(2);
  await expect(ours.nth(0)).toContainText('Installment 1 of 3 · ₱11,200.00');
  await expect(ours.nth(1)).toContainText('Installment 2 of 3 · ₱11,200.00');
  await ours.nth(1).getByRole('button', { name: 'Pay Now' }).click();
  await expect(page.getByRole('dialog', { name: `Pay Invoice ${invoice.invoice_id}` })).toBeVisible();
});
