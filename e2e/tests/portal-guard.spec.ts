import { expect, test } from '../fixtures/test';
import { createAccount } from '../fixtures/accounts';

test('a protected deep link is remembered through sign-in', async ({ page, request }) => {
  const account = await createAccount(request, 'deeplink');
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Please sign in to continue. You will be taken back to the page you requested.')).toBeVisible();

  await page.getByRole('textbox', { name: 'Email Address' }).fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();

  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'You have been taken back to the page you requested.' })).toBeVisible();
});
