import { readFile } from 'node:fs/promises';
import { INVALID_CREDENTIALS } from '@venue/shared/accounts/login.schema';
import { expect, test } from '../fixtures/test';
import { createAccount, signInAs } from '../fixtures/accounts';
import { screenshot, trackConsoleErrors } from '../fixtures/screens';
import { openApp, signInAsAdmin } from '../fixtures/staff-console';

test('a client downloads their data and asks for deletion; an admin confirms; the client can no longer sign in', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const consoleErrors = trackConsoleErrors(page);
  const account = await createAccount(request, 'privacy');
  const name = `${account.firstName} ${account.lastName}`;

  // On a phone: the privacy card under the profile, the download, then the deletion dialog.
  await page.setViewportSize({ width: 375, height: 800 });
  await signInAs(page, account, '/profile');
  const card = page.getByRole('region', { name: 'Your Data and Privacy' });
  await expect(card).toBeVisible();
  await screenshot(page, testInfo, 'privacy-profile-375');

  const downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Download My Data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^venue-portal-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = await readFile((await download.path())!);
  // A ZIP (its local file header), naming the files the README describes.
  expect(zip.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
  for (const file of ['README.txt', 'profile.json', 'events.json', 'invoices.json', 'messages.json']) expect(zip.includes(file), file).toBe(true);

  await card.getByRole('button', { name: 'Delete My Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete My Account?' });
  await expect(dialog.getByText('Invoices, official receipts and payment records')).toBeVisible();
  await expect(dialog.getByText(/BIR requires the venue to keep/)).toBeVisible();
  await screenshot(page, testInfo, 'privacy-delete-dialog-375');
  await dialog.getByRole('textbox', { name: 'Reason (optional)' }).fill('We moved abroad.');
  await dialog.getByRole('button', { name: 'Ask to Delete My Account' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByText(/Waiting for the venue/)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Deletion Requested' })).toBeDisabled();
  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshot(page, testInfo, 'privacy-profile-1280');
  // Checked before the account goes: the open portal then hears its session is over.
  expect(consoleErrors).toEqual([]);

  // The admin, on a desktop, finds the request in the console and confirms it.
  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const admin = await adminContext.newPage();
  const adminErrors = trackConsoleErrors(admin);
  const setupRead = admin.waitForResponse((r) => r.url().endsWith('/api/staff/setup/'));
  await signInAsAdmin(admin, request, '/staff');
  // Issue 39, point 5: the demo venue was set up by its admin, so Today shows no setup checklist.
  expect(((await (await setupRead).json()) as { complete: boolean }).complete).toBe(true);
  await expect(admin.getByRole('heading', { name: 'Set Up Your Venue' })).toHaveCount(0);
  await admin.getByRole('navigation', { name: 'Staff console' }).getByRole('link', { name: 'Privacy Requests' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Privacy Requests' })).toBeVisible();
  const row = admin.getByRole('row').filter({ hasText: account.email });
  await expect(row).toContainText('We moved abroad.');
  await screenshot(admin, testInfo, 'privacy-requests-1280');
  await row.getByRole('button', { name: `Delete the account of ${name}` }).click();
  const confirm = admin.getByRole('dialog', { name: 'Delete This Account?' });
  await expect(confirm.getByText('Signed contracts and their signature records')).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete Account' }).click();
  await expect(admin.getByRole('status').filter({ hasText: /Account Deleted/ })).toBeVisible();
  // The list no longer shows the person: the request stays under the placeholder name.
  await expect(admin.getByRole('row').filter({ hasText: account.email })).toHaveCount(0);
  await admin.setViewportSize({ width: 375, height: 800 });
  await screenshot(admin, testInfo, 'privacy-requests-375');
  expect(adminErrors).toEqual([]);
  await adminContext.close();

  // The client's address and password no longer open an account.
  const fresh = await browser.newContext();
  const login = await fresh.newPage();
  await openApp(login, '/login');
  await login.getByRole('textbox', { name: 'Email Address' }).fill(account.email);
  await login.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await login.getByRole('button', { name: 'Sign In' }).click();
  await expect(login.getByText(INVALID_CREDENTIALS).first()).toBeVisible();
  await expect(login).toHaveURL(/\/login$/);
  await fresh.close();
});
