import { expect, test, type Page } from '../fixtures/test';
import { signInAsDemo } from '../fixtures/demo-session';
import { invoiceCard, issueDemoInvoice, openPayDialog, readInvoice, saveDemoCard, uniqueNickname } from '../fixtures/payments';
import { expectNoSeriousA11yIssues, screenshot, trackConsoleErrors } from '../fixtures/screens';

/** Saved payment methods of the demo client; each test saves the cards it changes, under a nickname of its own. */

async function openMethodsTab(page: Page) {
  await page.getByRole('tab', { name: /^Payment Methods \(\d+\)$/ }).click();
  await expect(page.getByRole('table', { name: 'Payment methods' })).toBeVisible();
}
const methodRow = (page: Page, nickname: string) => page.getByRole('row').filter({ hasText: nickname });

test('saves a card through the test gateway, then pays an invoice with it', async ({ page, request }, testInfo) => {
  const consoleErrors = trackConsoleErrors(page);
  const invoice = await issueDemoInvoice(request);
  const nickname = uniqueNickname('Travel Mastercard');
  await signInAsDemo(page, request, '/payments');
  await openMethodsTab(page);
  await page.getByRole('button', { name: 'Add New' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Payment Method' });

  // Spec section 5's texts: a nickname always, a gateway for cards and wallets (no wallet is configured here).
  await dialog.getByRole('button', { name: 'Add Payment Method' }).click();
  await expect(dialog.getByText('Nickname is required')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Digital Wallet' }).click();
  await dialog.getByRole('textbox', { name: 'Nickname' }).fill(nickname);
  await dialog.getByRole('button', { name: 'Add Payment Method' }).click();
  await expect(dialog.getByText('Please select a payment gateway')).toBeVisible();

  await dialog.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Credit Card' }).click();
  // The test gateway is the only card gateway here, so it is picked by itself.
  await expect(dialog.getByRole('radio', { name: /^Test Card/ })).toBeChecked();
  await dialog.getByRole('textbox', { name: 'Card number' }).fill('5555555555554444');
  await dialog.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('1130');
  await dialog.getByRole('textbox', { name: 'CVC' }).fill('321');
  await expectNoSeriousA11yIssues(page);
  await screenshot(page, testInfo, 'add-method-dialog-desktop');
  await dialog.getByRole('button', { name: 'Add Payment Method' }).click();
  await expect(dialog.getByText('Payment Method Added!')).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 5_000 });

  const row = methodRow(page, nickname);
  await expect(row.getByText('•••• 4444 (11/30)')).toBeVisible();
  await expect(row.getByText('Test', { exact: true })).toBeVisible();
  await expect(row.getByText('Active')).toBeVisible();

  const pay = await openPayDialog(page, invoice);
  await pay.getByRole('radio', { name: new RegExp(nickname) }).check();
  await pay.getByRole('button', { name: 'Pay ₱11,200.00' }).click();
  await expect(pay.getByText('Payment Successful!')).toBeVisible();
  await expect(pay).toBeHidden({ timeout: 5_000 });
  await expect(invoiceCard(page, invoice).getByText('Paid', { exact: true })).toBeVisible();
  expect(await readInvoice(request, invoice.id)).toMatchObject({ remaining_amount: '0.00' });
  expect(consoleErrors).toEqual([]);
});

test('edits a nickname (at most 50 characters) and the default flag', async ({ page, request }) => {
  const saved = await saveDemoCard(request, { nickname: uniqueNickname('Spare Visa') });
  await signInAsDemo(page, request, '/payments');
  await openMethodsTab(page);
  await methodRow(page, saved.nickname)
    .getByRole('button', { name: `Edit ${saved.nickname}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Edit Payment Method' });
  const nickname = dialog.getByRole('textbox', { name: 'Nickname' });
  await nickname.fill('x'.repeat(51));
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByText('Nickname must be 50 characters or less')).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  const renamed = uniqueNickname('Renamed Visa');
  await nickname.fill(renamed);
  await dialog.getByRole('checkbox', { name: 'Default payment method' }).check();
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Payment method updated successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(methodRow(page, renamed).getByText('Default')).toBeVisible();
});

test('deleting the default method needs the typed confirmation; another needs a plain one', async ({ page, request }, testInfo) => {
  const spare = await saveDemoCard(request, { nickname: uniqueNickname('Old Card'), number: '5555555555554444' });
  const main = await saveDemoCard(request, { nickname: uniqueNickname('Main Card'), isDefault: true });
  await signInAsDemo(page, request, '/payments');
  await openMethodsTab(page);

  await methodRow(page, main.nickname)
    .getByRole('button', { name: `Delete ${main.nickname}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Delete Payment Method' });
  await expect(dialog.getByText('This is your default payment method.', { exact: false })).toBeVisible();
  const typed = dialog.getByRole('textbox', { name: 'Type "DELETE Credit Card •••• 4242" to confirm' });
  const confirm = dialog.getByRole('button', { name: 'Delete' });
  await expect(confirm).toBeDisabled();
  await typed.fill('DELETE Credit Card 4242');
  await expect(confirm).toBeDisabled();
  await expectNoSeriousA11yIssues(page);
  await screenshot(page, testInfo, 'delete-default-method-desktop');
  await typed.fill('DELETE Credit Card •••• 4242');
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(page.getByText('Payment method deleted successfully')).toBeVisible();
  await expect(methodRow(page, main.nickname)).toHaveCount(0);

  await methodRow(page, spare.nickname)
    .getByRole('button', { name: `Delete ${spare.nickname}` })
    .click();
  await expect(dialog.getByRole('textbox')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(methodRow(page, spare.nickname)).toHaveCount(0);
});
