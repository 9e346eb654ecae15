import { expect, test } from '../fixtures/test';
import { WIDTHS } from '../fixtures/demo-session';
import { screenshot, trackConsoleErrors, expectNoSeriousA11yIssues } from '../fixtures/screens';
import { signInAsStaff } from '../fixtures/staff-sales';

/** Each run makes its own product (a unique SKU), so the catalogue other tests quote from is not changed. */
test('staff create, edit, deactivate and filter a product', async ({ page, request }, testInfo) => {
  const consoleErrors = trackConsoleErrors(page);
  const sku = `E2E-${Date.now().toString(36).toUpperCase()}`;
  const name = `Lantern walk ${sku}`;
  await signInAsStaff(page, request, '/staff/products');
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Products' });
  await expect(table.getByText('PKG-WED-GARDEN')).toBeVisible();
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    // Every column shown fits: on a phone the status sits under the name and the actions stack, nothing is cut off.
    await expect.poll(() => table.evaluate((el) => el.scrollWidth - el.parentElement!.clientWidth)).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, testInfo, `staff-products-${size.name}`);
  }
  await page.setViewportSize(WIDTHS[0]);

  // Create: the shared rules are checked before anything is sent.
  await page.getByRole('button', { name: 'New Product' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Product' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('textbox', { name: 'SKU' }).fill(sku.toLowerCase());
  await dialog.getByRole('textbox', { name: 'Base price' }).fill('2500');
  await dialog.getByRole('textbox', { name: 'Tax rate' }).fill('12.5');
  await dialog.getByRole('switch', { name: 'Extra hours allowed' }).check();
  await dialog.getByRole('button', { name: 'Create Product' }).click();
  await expect(dialog.getByText('Set the price of an extra hour when excess hours are allowed.')).toBeVisible();
  await expect(dialog.getByText('Excess hours apply to a fixed-price product with included hours.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Included hours' }).fill('3');
  await dialog.getByRole('textbox', { name: 'Price per extra hour' }).fill('800');
  await dialog.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Extras' }).click();
  await expectNoSeriousA11yIssues(page);
  await screenshot(page, testInfo, 'staff-product-dialog-desktop');
  await dialog.getByRole('button', { name: 'Create Product' }).click();
  await expect(page.getByText(`${name} (${sku}) is saved.`)).toBeVisible();
  await expect(dialog).toBeHidden();

  // Search finds it; the tax rate shows as the percentage typed.
  await page.getByRole('textbox', { name: 'Search' }).fill(sku);
  const row = table.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell', { name: '12.5%' })).toBeVisible();
  await expect(row.getByRole('cell', { name: '₱2,500.00' })).toBeVisible();
  await expect(row.getByText('Active', { exact: true }).filter({ visible: true })).toBeVisible();

  // Edit: the price and tax change; the SKU is unique (a taken one is the server's field error).
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Product' });
  await expect(edit.getByRole('textbox', { name: 'Tax rate' })).toHaveValue('12.5');
  await expect(edit.getByRole('textbox', { name: 'Included hours' })).toHaveValue('3');
  await edit.getByRole('textbox', { name: 'SKU' }).fill('ADD-COORDINATOR');
  await edit.getByRole('button', { name: 'Save Product' }).click();
  await expect(edit.getByText('A product with this SKU already exists.')).toBeVisible();
  await edit.getByRole('textbox', { name: 'SKU' }).fill(sku);
  await edit.getByRole('textbox', { name: 'Base price' }).fill('2750.50');
  await edit.getByRole('textbox', { name: 'Tax rate' }).fill('10');
  await edit.getByRole('button', { name: 'Save Product' }).click();
  await expect(edit).toBeHidden();
  await expect(row.getByRole('cell', { name: '₱2,750.50' })).toBeVisible();
  await expect(row.getByRole('cell', { name: '10%' })).toBeVisible();

  // Deactivate: gone from the active list, shown under Inactive.
  await row.getByRole('button', { name: `Deactivate ${name}` }).click();
  await expect(page.getByText(`${name} can no longer be added to quotes.`)).toBeVisible();
  await expect(row.getByText('Inactive', { exact: true }).filter({ visible: true })).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Active', exact: true }).click();
  await expect(page.getByText('No products match these filters.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Inactive', exact: true }).click();
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Activate ${name}` }).click();
  await expect(page.getByText(`${name} can be quoted again.`)).toBeVisible();
  // The taken SKU's 400 is the one failed request the browser reports.
  expect(consoleErrors.filter((e) => !e.includes('status of 400'))).toEqual([]);
});
