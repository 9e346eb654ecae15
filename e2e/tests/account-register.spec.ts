import { expect, test } from '../fixtures/test';
import { EMAIL_TAKEN } from '@venue/shared/accounts/register.schema';
import { createAccount, uniqueEmail } from '../fixtures/accounts';
import { screenshot, trackConsoleErrors } from '../fixtures/screens';

test('a visitor registers and lands on the dashboard signed in', async ({ page }, testInfo) => {
  const consoleErrors = trackConsoleErrors(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
  await screenshot(page, testInfo, 'register-1280');

  // Client-side rules are the server's: a short name and a mismatch are caught before sending.
  await page.getByRole('textbox', { name: 'First Name' }).fill('J');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('First name must be at least 2 characters long')).toBeVisible();
  await expect(page.getByText('Last name is required')).toBeVisible();

  await page.getByRole('textbox', { name: 'First Name' }).fill('Josefa');
  await page.getByRole('textbox', { name: 'Last Name' }).fill('Santos');
  await page.getByRole('textbox', { name: 'Email Address' }).fill(uniqueEmail('register'));
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Abcdef1!');
  await expect(page.getByText('Password strength: Very Strong')).toBeVisible();
  await page.getByRole('textbox', { name: 'Confirm Password' }).fill('Abcdef1!');
  await page.getByRole('textbox', { name: 'Phone (optional)' }).fill('+63 917 555 0101');
  await page.getByRole('textbox', { name: 'Company (optional)' }).fill('Santos Catering');
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Josefa!' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Your account has been created and you are now logged in.' })).toBeVisible();

  // Signed in, the guest pages send the client on to the dashboard.
  await page.goto('/register');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/forgot-password');
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(consoleErrors).toEqual([]);
});

test('a taken e-mail is reported under the e-mail field', async ({ page, request }) => {
  const existing = await createAccount(request, 'taken');
  await page.goto('/register');
  await page.getByRole('textbox', { name: 'First Name' }).fill('Josefa');
  await page.getByRole('textbox', { name: 'Last Name' }).fill('Santos');
  await page.getByRole('textbox', { name: 'Email Address' }).fill(existing.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Abcdefg1');
  await page.getByRole('textbox', { name: 'Confirm Password' }).fill('Abcdefg1');
  await page.getByRole('button', { name: 'Create Account' }).click();
  // Either under the field (server sent errors.email) or as the form-level "Registration Failed" alert.
  await expect(page.getByText(EMAIL_TAKEN)).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
});

test('the register page fits a phone screen', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await screenshot(page, testInfo, 'register-375');
});
