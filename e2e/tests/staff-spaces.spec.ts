import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { accessTokenOf } from '../fixtures/accounts';
import { WIDTHS } from '../fixtures/demo-session';
import { expectNoSeriousA11yIssues, screenshot } from '../fixtures/screens';
import { DEMO_ADMIN, signInAsAdmin } from '../fixtures/staff-console';

/**
 * Issue 27, point 3: spaces are data. An admin adds a facility with a photo in Spaces, and the public Facilities
 * page shows it; deactivated, it is gone from there. The facility is deleted at the end whatever happened, as the
 * other specs of this demo server read the same list.
 */
test.use({ actionTimeout: 15_000 });

const NAME = `Koi Pond Terrace ${Math.random().toString(36).slice(2, 6).toUpperCase()}`;
/** A 1x1 PNG; the server re-encodes it like every user image. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

async function removeFacility(request: APIRequestContext) {
  const headers = { Authorization: `Bearer ${await accessTokenOf(request, DEMO_ADMIN)}` };
  const spaces = await (await request.get('/api/staff/spaces/', { headers })).json();
  const made = (spaces.facilities as { id: number; name: string }[]).find((f) => f.name === NAME);
  if (made) expect((await request.delete(`/api/admin/facilities/${made.id}/`, { headers })).status()).toBe(204);
}

test('an admin adds a facility with a photo, it shows on the public Facilities page, and leaves it when deactivated', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  try {
    await signInAsAdmin(page, request, '/staff/spaces');
    await expect(page.getByRole('heading', { level: 1, name: 'Spaces' })).toBeVisible();
    await page.getByRole('button', { name: 'New Space' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Space' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(NAME);
    await dialog.getByRole('textbox', { name: 'Description (shown to visitors)' }).fill('A stone terrace by the koi pond for intimate dinners.');
    await dialog.getByRole('textbox', { name: 'Capacity (guests)' }).fill('0');
    await dialog.getByRole('button', { name: 'Create Space' }).click();
    await expect(dialog.getByText('Capacity must be at least 1')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Capacity (guests)' }).fill('60');
    await dialog.getByRole('textbox', { name: 'Time before' }).fill('30');
    await dialog.getByRole('button', { name: 'Create Space' }).click();

    const edit = page.getByRole('dialog', { name: 'Edit Space' });
    await expect(edit.getByText('No photos yet.')).toBeVisible();
    await edit.getByLabel(`Photo of ${NAME}`).setInputFiles({ name: 'terrace.png', mimeType: 'image/png', buffer: PNG });
    await expect(edit.getByRole('img', { name: `${NAME}, photo 1` })).toBeVisible();
    await expect(edit.getByRole('button', { name: 'Photo 1 is the cover' })).toBeVisible();
    for (const size of WIDTHS) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await screenshot(page, testInfo, `staff-spaces-facility-${size.name}`);
    }
    await edit.getByRole('button', { name: 'Close' }).click();
    const row = page.getByRole('row').filter({ hasText: NAME });
    await expect(row.getByText('1 photo')).toBeVisible();
    for (const size of WIDTHS) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await expect(page.getByRole('button', { name: `Edit ${NAME}` })).toBeVisible();
      await expectNoSeriousA11yIssues(page);
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
      await screenshot(page, testInfo, `staff-spaces-${size.name}`);
    }

    await page.goto('/facilities');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: NAME }) });
    await expect(card).toBeVisible();
    await expect(card.getByRole('img', { name: NAME })).toBeVisible();
    await expect(card.getByText('Up to 60 people')).toBeVisible();
    for (const size of WIDTHS) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await card.scrollIntoViewIfNeeded();
      await screenshot(page, testInfo, `public-facilities-new-${size.name}`, { fullPage: false });
    }

    await page.goto('/staff/spaces');
    await page.getByRole('button', { name: `Deactivate ${NAME}` }).click();
    await page.getByRole('dialog', { name: 'Deactivate Space?' }).getByRole('button', { name: 'Deactivate' }).click();
    await expect(page.getByText('Space Deactivated')).toBeVisible();
    await page.goto('/facilities');
    await expect(page.getByRole('heading', { name: 'Pavilion' })).toBeVisible();
    await expect(page.getByRole('heading', { name: NAME })).toHaveCount(0);
  } finally {
    await removeFacility(request);
  }
});

test('Event Types lists the venue types with their facilities and has no serious accessibility issue at 375 px', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signInAsAdmin(page, request, '/staff/event-types');
  await expect(page.getByRole('heading', { level: 1, name: 'Event Types' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Wedding' })).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
