import { expect, test, type Page } from '../fixtures/test';
import { INVALID_CREDENTIALS } from '@venue/shared/accounts/login.schema';
import { DEMO } from '../env';
import { screenshot } from '../fixtures/screens';

async function signIn(page: Page, email: string, password: string) {
  await page.getByRole('textbox', { name: 'Email Address' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test('a signed-out client is sent to sign in, comes back to the dashboard, stays signed in and logs out', async ({ page }, testInfo) => {
  // Console errors catch CSP violations and React warnings that the assertions below would not notice.
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await screenshot(page, testInfo, 'login');

  await signIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const greeting = page.getByRole('heading', { level: 1, name: `Welcome back, ${DEMO.firstName}!` });
  await expect(greeting).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Welcome back! You have been successfully logged in.' })).toBeVisible();
  await screenshot(page, testInfo, 'dashboard');

  await page.reload();
  await expect(greeting).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();

  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  expect(consoleErrors).toEqual([]);
});

test('a wrong password shows the invalid-credentials message', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, DEMO.email, 'Not-the-password-1');
  await expect(page.getByRole('alert')).toHaveText(`Login Failed${INVALID_CREDENTIALS}`);
  await expect(page).toHaveURL(/\/login$/);
});

test('the password toggle and the skip link work from the keyboard', async ({ page }, testInfo) => {
  await page.goto('/login');
  const password = page.getByRole('textbox', { name: 'Password', exact: true });
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).press('Enter');
  await expect(password).toHaveAttribute('type', 'text');
  await expect(page.getByRole('button', { name: 'Hide password' })).toBeVisible();

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Book Your Event' })).toBeVisible();
  await screenshot(page, testInfo, 'landing');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main-content')).toBeFocused();
});

const TOKENS_KEY = 'venue_portal_tokens';
type TTokens = { access: string; refresh: string };
const readTokens = (page: Page) => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null') as TTokens | null, TOKENS_KEY);

test('an expired access token is refreshed once and the new refresh token is kept', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, DEMO.email, DEMO.password);
  const greeting = page.getByRole('heading', { level: 1, name: `Welcome back, ${DEMO.firstName}!` });
  await expect(greeting).toBeVisible();
  const before = await readTokens(page);
  expect(before).not.toBeNull();

  // A forged access token gets a 401 from /users/me/; the client must rotate the pair and carry on. It is written
  // on a page of the same origin where the app is not running: written under the live dashboard, a poll in flight
  // met it first, rotated the pair and lost the answer to the reload, leaving a spent refresh token (a flake).
  await page.goto('/api/users/csrf/', { waitUntil: 'commit' });
  await page.waitForLoadState('load');
  // The page-session cookie is forged too: holding the valid token, it had the server draw the dashboard signed in,
  // and the app took it over without asking /users/me/, so nothing was refreshed before the tokens were read.
  await page.evaluate(
    ({ key, tokens }) => {
      localStorage.setItem(key, JSON.stringify({ ...tokens, access: 'expired.token.value' }));
      document.cookie = 'venue_portal_page_session=expired.token.value; Path=/';
    },
    { key: TOKENS_KEY, tokens: before! },
  );
  await page.goto('/dashboard');
  await expect(greeting).toBeVisible();
  const after = await readTokens(page);
  expect(after?.access).not.toBe('expired.token.value');
  expect(after?.refresh).not.toBe(before!.refresh);
});

test('signing out in another tab signs this tab out too', async ({ page, context }) => {
  await page.goto('/login');
  await signIn(page, DEMO.email, DEMO.password);
  await expect(page.getByRole('heading', { level: 1, name: `Welcome back, ${DEMO.firstName}!` })).toBeVisible();

  const other = await context.newPage();
  await other.goto('/dashboard');
  // The server drew the page; its menu opens once the app has taken it over (only `page` waits for that itself).
  await other.waitForSelector('html[data-hydrated]', { state: 'attached' });
  await other.getByRole('button', { name: 'Account' }).click();
  await other.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(other).toHaveURL(/\/login$/);

  await expect(page).toHaveURL(/\/login$/);
});
