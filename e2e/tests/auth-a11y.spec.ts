import { expect, test, type Page } from '../fixtures/test';
import { DEMO } from '../env';
import { axeFindings } from '../fixtures/axe';

// Automated WCAG 2.1 A/AA checks of the screens this slice adds; they catch missing labels and low contrast.
const axe = (page: Page) => axeFindings(page, ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);

test('landing, login and dashboard have no automatically detectable accessibility violations', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Book Your Event' })).toBeVisible();
  expect(await axe(page)).toEqual([]);

  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  expect(await axe(page)).toEqual([]);

  await page.getByRole('textbox', { name: 'Email Address' }).fill(DEMO.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Welcome back, ${DEMO.firstName}!` })).toBeVisible();
  expect(await axe(page)).toEqual([]);
});
