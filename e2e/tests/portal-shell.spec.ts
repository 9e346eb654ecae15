import { expect, test } from '../fixtures/test';
import { signInAsDemo } from '../fixtures/demo-session';
import { createAccount, signInAs } from '../fixtures/accounts';
import { expectNoSeriousA11yIssues, screenshot } from '../fixtures/screens';

const NAV = [
  'Dashboard',
  'My Events',
  'Records',
  'Messages',
  'Book New Event',
  'Payments & Invoices',
  'Contracts',
  'My Profile',
  'Help & Support',
  'Back to Home',
];

test('desktop: the sidebar is always there, lists the sections and shows the version', async ({ page, request }, testInfo) => {
  const account = await createAccount(request, 'shell');
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, account);
  const nav = page.getByRole('navigation', { name: 'Portal' });
  await expect(nav).toBeVisible();
  await expect(nav.getByRole('link')).toHaveText(NAV.map((n) => new RegExp(n)));
  await expect(nav.getByText('v2.0.0')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open navigation menu' })).toBeHidden();
  await screenshot(page, testInfo, 'portal-shell-1280');

  await nav.getByRole('link', { name: 'Payments & Invoices' }).click();
  await expect(page).toHaveURL(/\/payments$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payments & Invoices' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No Payment History' })).toBeVisible();

  await page.getByRole('button', { name: 'Notifications' }).click();
  await expect(page.getByText('No notifications yet')).toBeVisible();
});

test('phone: the sidebar is a drawer opened by the menu button', async ({ page, request }, testInfo) => {
  const account = await createAccount(request, 'drawer');
  await page.setViewportSize({ width: 375, height: 812 });
  await signInAs(page, account);
  await expect(page.getByRole('heading', { level: 1, name: /Welcome back/ })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Portal' })).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await screenshot(page, testInfo, 'portal-shell-375');

  await page.getByRole('button', { name: 'Open navigation menu' }).click();
  const nav = page.getByRole('navigation', { name: 'Portal' });
  await expect(nav).toBeInViewport({ ratio: 1 }); // the slide-in has finished
  await screenshot(page, testInfo, 'portal-drawer-375');
  await nav.getByRole('link', { name: 'My Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(nav).toBeHidden();
});

test('Ctrl+K opens the global search, Escape closes it, and recent searches are kept', async ({ page, request }, testInfo) => {
  const account = await createAccount(request, 'search');
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, account);
  await expect(page.getByRole('heading', { level: 1, name: /Welcome back/ })).toBeVisible();

  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await expect(dialog).toBeVisible();
  const input = dialog.getByPlaceholder('Search events, payments, messages...');
  await expect(input).toBeFocused();
  await expect(dialog.getByRole('button', { name: 'View My Events' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Check Payments' })).toBeVisible();

  await input.fill('wedding');
  // A new client has nothing yet: each group says so.
  await expect(dialog.getByText('No events match "wedding".')).toBeVisible();
  await screenshot(page, testInfo, 'portal-search-1280');
  await expectNoSeriousA11yIssues(page);
  await dialog.getByRole('button', { name: 'Payments' }).click();
  await expect(dialog.getByText('No payments match "wedding".')).toBeVisible();
  await expect(dialog.getByText('No invoices match "wedding".')).toBeVisible();
  await input.press('Enter');

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.keyboard.press('Control+k');
  await expect(dialog.getByRole('button', { name: 'wedding' })).toBeVisible();
  await dialog.getByRole('button', { name: 'View My Events' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/events$/);
});

test("the global search finds the client's real events, payments and invoices", async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsDemo(page, request);
  await expect(page.getByRole('heading', { level: 1, name: /Welcome back/ })).toBeVisible();
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Search' });
  const input = dialog.getByPlaceholder('Search events, payments, messages...');
  await input.fill('wedding');
  await expect(dialog.getByRole('button', { name: /Maria & Paolo Wedding/ }).first()).toBeVisible();
  await expect(dialog.getByRole('button', { name: /INV-\d{4}-0041/ })).toBeVisible();
  await input.fill('deposit');
  await dialog.getByRole('button', { name: 'Payments' }).click();
  await expect(dialog.getByRole('button', { name: /Reservation deposit \(30%\)/ })).toBeVisible();
  await dialog.getByRole('button', { name: /Reservation deposit/ }).click();
  await expect(page).toHaveURL(/\/payments$/);
});
