import { expect, test } from '../fixtures/test';
import { RESET_LINK_TEXTS } from '@venue/shared/accounts/password.schema';
import { createAccount } from '../fixtures/accounts';
import { pathOf, RESET_LINK, waitForMailLink } from '../fixtures/mail';

test('forgot password: the e-mailed link sets a new password that then signs in', async ({ page, request }) => {
  const account = await createAccount(request, 'reset');
  const newPassword = 'Fresh#Start2027';

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByRole('textbox', { name: 'Email Address' }).fill(account.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Email Sent' })).toBeVisible();

  const link = await waitForMailLink(account.email, RESET_LINK);
  await page.goto(pathOf(link));
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  await expect(page.getByText(`Choose a new password for ${account.email}`)).toBeVisible();

  await page.getByRole('textbox', { name: 'New Password', exact: true }).fill('short');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await expect(page.getByText('Please confirm your password')).toBeVisible();

  await page.getByRole('textbox', { name: 'New Password', exact: true }).fill(newPassword);
  await page.getByRole('textbox', { name: 'Confirm New Password' }).fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Your password has been reset.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 5_000 });

  await page.getByRole('textbox', { name: 'Email Address' }).fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The link is single-use.
  await page.goto(pathOf(link));
  await expect(page.getByText(RESET_LINK_TEXTS.already_used)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request New Reset Link' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Login' })).toBeVisible();
});

test('an unknown reset link shows the invalid-link view', async ({ page }) => {
  await page.goto('/reset-password/not-a-real-token');
  await expect(page.getByText(RESET_LINK_TEXTS.not_found)).toBeVisible();
  await page.getByRole('link', { name: 'Request New Reset Link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});
