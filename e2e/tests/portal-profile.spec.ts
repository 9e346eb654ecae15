import { expect, test } from '../fixtures/test';
import { createAccount, signInAs } from '../fixtures/accounts';
import { screenshot, trackConsoleErrors } from '../fixtures/screens';

test('profile edits are saved on the server and survive a reload', async ({ page, request }, testInfo) => {
  const consoleErrors = trackConsoleErrors(page);
  const account = await createAccount(request, 'profile');
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, account, '/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  await expect(page.getByText('Active Account')).toBeVisible();
  await expect(page.getByText(`Member since ${new Date().getFullYear()}`)).toBeVisible();
  await screenshot(page, testInfo, 'profile-1280');

  const firstName = page.getByRole('textbox', { name: 'First Name' });
  const phone = page.getByRole('textbox', { name: 'Phone' });
  await expect(firstName).toHaveAttribute('readonly', '');
  await expect(page.getByRole('textbox', { name: 'Email Address' })).toHaveAttribute('readonly', '');

  // Cancel puts the saved values back.
  await page.getByRole('button', { name: 'Edit' }).click();
  await firstName.fill('Temporary');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(firstName).toHaveValue(account.firstName);

  await page.getByRole('button', { name: 'Edit' }).click();
  await phone.fill('abc');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Please enter a valid phone number')).toBeVisible();

  await firstName.fill('Anabelle');
  await phone.fill('+63 917 555 0199');
  await page.getByRole('textbox', { name: 'Company' }).fill('Reyes Florals');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Profile Updated/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Personal Information' }).getByText('Profile updated successfully!')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: `Anabelle ${account.lastName}` })).toBeVisible();

  await page.reload();
  await expect(firstName).toHaveValue('Anabelle');
  await expect(phone).toHaveValue('+639175550199');
  await expect(page.getByRole('textbox', { name: 'Company' })).toHaveValue('Reyes Florals');
  expect(consoleErrors).toEqual([]);
});

test('the change-password dialog validates, reports a wrong current password and changes it', async ({ page, request }) => {
  const account = await createAccount(request, 'changepw');
  await signInAs(page, account, '/profile');
  await page.getByRole('button', { name: 'Change Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Password' });
  await expect(dialog).toBeVisible();

  const current = dialog.getByRole('textbox', { name: 'Current Password' });
  const next = dialog.getByRole('textbox', { name: 'New Password', exact: true });
  const confirm = dialog.getByRole('textbox', { name: 'Confirm New Password' });
  await next.fill('abcdefgh');
  await expect(dialog.getByText('Password strength: Weak')).toBeVisible();
  await next.fill('Stronger#Pass2027');
  await expect(dialog.getByText('Password strength: Strong')).toBeVisible();
  await confirm.fill('Stronger#Pass');
  await expect(dialog.getByText('Passwords do not match')).toBeVisible();
  await confirm.fill('Stronger#Pass2027');
  await expect(dialog.getByText('Passwords match')).toBeVisible();

  // Show/hide works per field.
  await dialog.getByRole('button', { name: 'Show password' }).first().click();
  await expect(current).toHaveAttribute('type', 'text');

  await current.fill('Wrong#Password1');
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Password Change Failed: Current password is incorrect.');
  await expect(dialog).toBeVisible();

  await current.fill(account.password);
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Password Changed' })).toBeVisible();
  await expect(dialog).toBeHidden();

  // Reopened, it is empty again.
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByRole('dialog', { name: 'Change Password' }).getByRole('textbox', { name: 'Current Password' })).toHaveValue('');
  await page.getByRole('button', { name: 'Cancel' }).click();

  // The new password signs in.
  await page.getByRole('button', { name: 'Account', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('textbox', { name: 'Email Address' }).fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Stronger#Pass2027');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the profile page fits a phone screen', async ({ page, request }, testInfo) => {
  const account = await createAccount(request, 'profile375');
  await page.setViewportSize({ width: 375, height: 812 });
  await signInAs(page, account, '/profile');
  await expect(page.getByRole('heading', { name: 'Personal Information' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await screenshot(page, testInfo, 'profile-375');
});
