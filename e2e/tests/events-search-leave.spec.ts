import { expect, test } from '../fixtures/test';
import { signInAsDemo, WEDDING } from '../fixtures/demo-session';

// A search typed just before opening an event must not bring the client back to the list: the list's address
// update (300 ms after the last key) used to land while the event page's code was still loading.
test('opening an event right after typing a search stays on the event', async ({ page, request }) => {
  await signInAsDemo(page, request, '/events');
  const link = page.getByRole('link', { name: new RegExp(WEDDING.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
  await expect(link).toBeVisible();
  // The event page's code arrives late, as on a slow phone network, so the navigation is still pending when the search lands.
  await page.route(/\/assets\/event-detail-page-.*\.js$/, async (route) => {
    await new Promise((r) => setTimeout(r, 800));
    await route.continue();
  });
  await page.getByRole('searchbox', { name: 'Search events' }).pressSequentially('Ma');
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: WEDDING })).toBeVisible();
  await expect(page).toHaveURL(/\/events\/\d+$/);
});
