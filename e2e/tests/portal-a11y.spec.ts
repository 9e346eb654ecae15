import { expect, test } from '../fixtures/test';
import { createAccount, signInAs } from '../fixtures/accounts';
import { expectNoSeriousA11yIssues } from '../fixtures/screens';

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`${scheme} mode`, () => {
    test.beforeEach(async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
    });

    test('login, register and forgot-password have no serious accessibility issues', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
      await expectNoSeriousA11yIssues(page);

      await page.goto('/register');
      await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill('abc1');
      await page.getByRole('button', { name: 'Create Account' }).click(); // with error texts showing
      await expectNoSeriousA11yIssues(page);

      await page.goto('/forgot-password');
      await expect(page.getByRole('heading', { level: 1, name: 'Forgot Password?' })).toBeVisible();
      await expectNoSeriousA11yIssues(page);
    });

    test('dashboard and profile have no serious accessibility issues', async ({ page, request }) => {
      const account = await createAccount(request, `a11y-${scheme}`);
      await signInAs(page, account);
      await expect(page.getByRole('heading', { level: 1, name: /Welcome back/ })).toBeVisible();
      await expectNoSeriousA11yIssues(page);

      await page.goto('/profile');
      await expect(page.getByRole('heading', { name: 'Personal Information' })).toBeVisible();
      await expectNoSeriousA11yIssues(page);

      // The browser-held screens: display preferences, the (empty) cart and the saved favourites.
      await page.goto('/profile/preferences');
      await expect(page.getByRole('heading', { level: 1, name: 'Display Preferences' })).toBeVisible();
      await expectNoSeriousA11yIssues(page);
      await page.goto('/cart');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousA11yIssues(page);
      await page.goto('/saved');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousA11yIssues(page);
    });
  });
}
