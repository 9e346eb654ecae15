import { staffMessagesApi } from '../fixtures/comms';
import { expectNoSeriousA11yIssues, screenshot, trackConsoleErrors } from '../fixtures/screens';
import { clientPage, invitedClient } from '../fixtures/staff-console';
import { expect, test } from '../fixtures/test';

const HOSTILE_BODY =
  '<p>Your menu is ready: <a href="https://example.com/menu">see the menu</a>.</p>' +
  '<p onclick="window.__pwned = true">Click here</p><script>window.__pwned = true</script><a href="javascript:window.__pwned = true">bad link</a>';

test('records: filter by type, status and search, open an e-mail (marked read, sanitized, links in a new tab), mark it unread again', async ({
  browser,
  request,
}, testInfo) => {
  const client = await invitedClient(request, 'records');
  const venue = await staffMessagesApi(request);
  await venue.sendManual(client.session.user.id, 'Menu for your reception', HOSTILE_BODY);
  await venue.startThread(client.session.user.id, 'Parking plan', 'Guests park at Gate B.');

  const portal = await clientPage(browser, client.session, '/records');
  const page = portal.page;
  const errors = trackConsoleErrors(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.getByRole('heading', { level: 1, name: 'Communication Records' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Communication records' });
  await expect(table.getByTestId('record-row')).toHaveCount(2);
  await expect(table.getByRole('columnheader')).toHaveText(['Subject/Template', 'Channel', 'Type', 'Content Preview', 'Status', 'Received', 'Actions']);
  await expectNoSeriousA11yIssues(page);
  await screenshot(page, testInfo, 'comms-records-1280');

  // Type: Manual leaves the venue's own e-mail; the filter is kept in the address.
  await page.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Manual' }).click();
  await expect(page).toHaveURL(/category=MANUAL/);
  await expect(table.getByTestId('record-row')).toHaveCount(1);
  const manual = table.getByTestId('record-row').filter({ hasText: 'Menu for your reception' });
  await expect(manual.getByText('Unread')).toBeVisible();
  await expect(manual.getByRole('cell', { name: 'Manual', exact: true })).toBeVisible();

  // Status: Failed matches nothing here, which is the spec's empty state.
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Failed' }).click();
  await expect(page.getByText('No Communication History')).toBeVisible();
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(table.getByTestId('record-row')).toHaveCount(2);

  await page.getByRole('searchbox', { name: 'Search records' }).fill('Parking');
  await expect(table.getByTestId('record-row')).toHaveCount(1);
  await expect(table.getByTestId('record-row')).toContainText('Parking plan');
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(table.getByTestId('record-row')).toHaveCount(2);

  // Opening the unread e-mail marks it read; its body is sanitized again in the browser.
  await manual.getByRole('button', { name: 'View Menu for your reception' }).click();
  const dialog = page.getByRole('dialog', { name: 'Menu for your reception' });
  const body = dialog.getByTestId('record-body');
  await expect(body.getByRole('link', { name: 'see the menu' })).toHaveAttribute('target', '_blank');
  await expect(body.getByRole('link', { name: 'see the menu' })).toHaveAttribute('rel', /noopener/);
  await expect(body.getByText('bad link')).toBeVisible();
  expect(await body.locator('script, [onclick], a[href^="javascript"]').count()).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned)).toBeUndefined();
  await expect(dialog.getByText('Manual', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Not read')).toBeHidden();
  await expectNoSeriousA11yIssues(page);
  await screenshot(page, testInfo, 'comms-record-dialog-1280');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(manual.getByText('Unread')).toBeHidden();

  // The row menu: Mark as Unread brings the mark back, Mark as Read takes it away.
  await manual.getByRole('button', { name: 'More actions for Menu for your reception' }).click();
  await page.getByRole('menuitem', { name: 'Mark as Unread' }).click();
  await expect(manual.getByText('Unread')).toBeVisible();
  await manual.getByRole('button', { name: 'More actions for Menu for your reception' }).click();
  await page.getByRole('menuitem', { name: 'Mark as Read' }).click();
  await expect(manual.getByText('Unread')).toBeHidden();

  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoSeriousA11yIssues(page);
  await screenshot(page, testInfo, 'comms-records-375');

  // The dashboard's Communication Highlights and Summary come from the same records.
  await page.goto('/dashboard');
  const highlights = page.getByRole('region', { name: 'Communication Highlights' });
  await expect(highlights.getByRole('list', { name: 'Recent communications' })).toContainText('Menu for your reception');
  const summary = page.getByRole('region', { name: 'Communication Summary' });
  await expect(summary.getByText('Total Sent')).toBeVisible();
  await expect(summary.getByText('Delivered')).toBeVisible();
  await expect(summary.getByText('Open Rate')).toHaveCount(0);
  await highlights.getByRole('link', { name: 'View All Records' }).click();
  await expect(page).toHaveURL(/\/records$/);
  expect(errors).toEqual([]);
  await portal.close();
});
