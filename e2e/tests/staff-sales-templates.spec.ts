import { expect, test, type Locator } from '../fixtures/test';
import { WIDTHS } from '../fixtures/demo-session';
import { screenshot, trackConsoleErrors } from '../fixtures/screens';
import { expectNoSeriousA11yIssuesOnSalesPage as expectNoSeriousA11yIssues, signInAsStaff } from '../fixtures/staff-sales';

/** Selects `part` of a textarea's text, as a person dragging over it would. */
const selectText = (area: Locator, part: string) =>
  area.evaluate((el: HTMLTextAreaElement, text) => {
    const start = el.value.indexOf(text);
    el.focus();
    el.setSelectionRange(start, start + text.length);
  }, part);

/** A template of its own per run: the seeded agreement, which contracts are generated from, is left alone. */
test('staff write a template with the toolbar and variables; an unknown variable is refused by the server', async ({ page, request }, testInfo) => {
  const consoleErrors = trackConsoleErrors(page);
  const name = `Camping Waiver ${Date.now().toString(36)}`;
  await signInAsStaff(page, request, '/staff/templates');
  await expect(page.getByRole('heading', { level: 1, name: 'Contract Templates' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Event Services Agreement' })).toBeVisible();
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, testInfo, `staff-templates-${size.name}`);
  }
  await page.setViewportSize(WIDTHS[0]);

  await page.getByRole('link', { name: 'New Template' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New Template' })).toBeVisible();
  const content = page.getByRole('textbox', { name: 'Content (HTML)' });
  await content.fill('<h2>Camping Waiver</h2>\n<p>The guest, , camps at their own risk.</p>\nHouse rules');
  // The toolbar wraps the selection; a variable goes in at the caret.
  await selectText(content, 'their own risk');
  await page.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name: 'Bold' }).click();
  await selectText(content, 'House rules');
  await page.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name: 'Bulleted list' }).click();
  await content.evaluate((el: HTMLTextAreaElement) => {
    const at = el.value.indexOf(', ,') + 2;
    el.focus();
    el.setSelectionRange(at, at);
  });
  await page.getByRole('group', { name: 'Insert a variable at the cursor' }).getByRole('button', { name: '{{client_name}}' }).click();
  await expect(content).toHaveValue(
    '<h2>Camping Waiver</h2>\n<p>The guest, {{client_name}}, camps at <strong>their own risk</strong>.</p>\n<ul>\n<li>House rules</li>\n</ul>',
  );
  const preview = page.getByRole('region', { name: 'Template preview' });
  await expect(preview.getByText('The guest, Maria Santos, camps at')).toBeVisible();
  await expect(preview.locator('strong')).toHaveText('their own risk');

  // A name another template has is the server's field error.
  await page.getByRole('textbox', { name: 'Name' }).fill('event services agreement');
  await page.getByRole('button', { name: 'Save Template' }).click();
  await expect(page.getByText('A template with this name already exists.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('button', { name: 'Save Template' }).click();
  await expect(page.getByText(`${name} is saved.`)).toBeVisible();
  await expect(page).toHaveURL(/\/staff\/templates\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, testInfo, `staff-template-editor-${size.name}`);
  }
  await page.setViewportSize(WIDTHS[0]);

  // A misspelt variable: warned while typing, refused by the server with the list of known ones.
  await content.fill(`${await content.inputValue()}\n<p>Signed for {{clinet_name}}.</p>`);
  await expect(page.getByText('Not a known variable: {{clinet_name}}', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Save Template' }).click();
  await expect(page.getByText(/^Unknown template variable: \{\{clinet_name\}\}\. Use only: \{\{client_name\}\}/)).toBeVisible();
  await expect(content).toHaveAttribute('aria-invalid', 'true');
  await screenshot(page, testInfo, 'staff-template-unknown-variable-desktop');

  // Corrected, and switched off: the list shows it inactive.
  await content.fill((await content.inputValue()).replace('{{clinet_name}}', '{{client_name}}'));
  await page.getByRole('switch', { name: /Active/ }).uncheck();
  await page.getByRole('button', { name: 'Save Template' }).click();
  await expect(page.getByText(`${name} is saved.`)).toBeVisible();
  await page.getByRole('link', { name: 'All Templates' }).click();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.getByText('Inactive')).toBeVisible();
  await expect(row.getByText('Client and venue')).toBeVisible();
  expect(consoleErrors.filter((e) => !e.includes('status of 400'))).toEqual([]);
});
