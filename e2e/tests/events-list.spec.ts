import { expect, test } from '../fixtures/test';
import { expectNoSeriousA11yIssues, screenshot, trackConsoleErrors } from '../fixtures/screens';
import { signInAsDemo, WIDTHS } from '../fixtures/demo-session';

test('My Events filters by status chip and search, and clears the filters', async ({ page, request }, testInfo) => {
  const consoleErrors = trackConsoleErrors(page);
  await signInAsDemo(page, request, '/events');
  await expect(page.getByRole('heading', { level: 1, name: 'My Events' })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Events' }).getByRole('listitem');
  await expect(page.getByText(/^Showing \d+ of \d+ events$/)).toBeVisible();
  const total = await cards.count();
  expect(total).toBeGreaterThanOrEqual(6);

  await page.getByRole('button', { name: 'Completed', exact: true }).click();
  await expect(page).toHaveURL(/status=COMPLETED/);
  await expect(cards.filter({ hasText: 'Studio Team Building Day' })).toBeVisible();
  await expect(cards.filter({ hasText: 'Maria & Paolo Wedding' })).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Active filters' }).getByText('Status: Completed')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search events' }).fill('Santos');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Santos Family Reunion');
  await expect(page.getByText('Showing 1 of 1 events')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search events' }).fill('no such event here');
  await expect(page.getByText('No events match your filters')).toBeVisible();

  await page.getByRole('button', { name: 'Clear Filters' }).first().click();
  await expect(cards).toHaveCount(total);
  await expect(page.getByRole('searchbox', { name: 'Search events' })).toHaveValue('');

  await page.getByRole('button', { name: 'List view' }).click();
  await expect(page).toHaveURL(/view=list/);
  await expectNoSeriousA11yIssues(page);

  await page.getByRole('button', { name: 'Grid view' }).click();
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await expect(cards.first()).toBeVisible();
    await screenshot(page, testInfo, `events-list-${size.name}`);
  }
  expect(consoleErrors).toEqual([]);
});

test('the Upcoming Only toggle leaves past events out', async ({ page, request }) => {
  await signInAsDemo(page, request, '/events');
  const cards = page.getByRole('list', { name: 'Events' }).getByRole('listitem');
  await expect(cards.filter({ hasText: 'Studio Team Building Day' })).toBeVisible();
  const upcoming = page.getByRole('switch', { name: 'Upcoming Only' });
  await upcoming.click();
  await expect(upcoming).toBeChecked();
  await expect(page).toHaveURL(/upcoming=1/);
  await expect(cards.filter({ hasText: 'Studio Team Building Day' })).toHaveCount(0);
  await expect(cards.filter({ hasText: 'Maria & Paolo Wedding' })).toBeVisible();
});

test('My Events shows 6 skeleton cards while loading, then the load error with Try Again', async ({ page, request }) => {
  // Every list request is held back, then refused, until the test lets them through.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let failing = true;
  await page.route(/\/api\/client\/events\/(\?|$)/, async (route) => {
    if (!failing) return route.continue();
    await held;
    await route.fulfill({ status: 500, contentType: 'application/json', body: '{"detail":"boom"}' });
  });
  // The list as the browser loads it: a page the server drew arrives with its events.
  await signInAsDemo(page, request, '/events', { drawnByServer: false });
  const loading = page.getByRole('status', { name: 'Loading events' });
  await expect(loading).toBeVisible();
  await expect(loading.locator('.MuiCard-root')).toHaveCount(6);

  release();
  // The list query retries three times with backoff before it gives up.
  await expect(page.getByRole('alert').filter({ hasText: 'Unable to load events. Please try again later.' })).toBeVisible({ timeout: 20_000 });
  failing = false;
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByText(/^Showing \d+ of \d+ events$/)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Events' }).getByRole('listitem').first()).toBeVisible();
});
