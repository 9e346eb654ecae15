import type { APIRequestContext } from '@playwright/test';
import { expect, test, type Page } from '../fixtures/test';
import { accessTokenOf } from '../fixtures/accounts';
import { WIDTHS } from '../fixtures/demo-session';
import { expectNoSeriousA11yIssues, screenshot } from '../fixtures/screens';
import { DEMO_ADMIN, signInAsAdmin, signInAsStaff } from '../fixtures/staff-console';

/**
 * Issue 27, point 1: the venue's details are data. An admin changes the phone in Venue Details, and the public
 * footer and contact section show the new number; a brand colour white text cannot be read on is refused.
 */
test.use({ actionTimeout: 15_000 });

const DEMO_PHONE = '+63 917 842 5561';
const NEW_PHONE = '+63 917 555 0123';

/** Puts the demo's phone back, whatever the test did: the other specs of this server read the same row. */
async function restorePhone(request: APIRequestContext) {
  const headers = { Authorization: `Bearer ${await accessTokenOf(request, DEMO_ADMIN)}` };
  const current = await (await request.get('/api/site/venue/')).json();
  if (current.phone === DEMO_PHONE) return;
  const { logo_url: _l, updated_at: _u, ...fields } = current;
  const res = await request.put('/api/admin/venue/', { headers, data: { ...fields, phone: DEMO_PHONE } });
  expect(res.status(), await res.text()).toBe(200);
}

const footer = (page: Page) => page.getByRole('contentinfo');

test('an admin changes the venue phone and the public footer and contact section show it', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  try {
    await signInAsAdmin(page, request, '/staff/venue');
    await expect(page.getByRole('heading', { level: 1, name: 'Venue Details' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Venue details' });

    // A colour too light for white text is refused, with the contrast in words.
    const colour = form.getByRole('textbox', { name: 'Brand colour' });
    await colour.fill('#B8912A');
    await colour.blur();
    await expect(form.getByText('This colour is too light: white text on it has a contrast of 2.94:1')).toBeVisible();
    await colour.fill('#2E5E3E');
    await expect(form.getByText('Readable: white text on it has a contrast of 7.53:1')).toBeVisible();

    await form.getByRole('textbox', { name: 'Mobile number' }).fill(NEW_PHONE);
    await form.getByRole('button', { name: 'Save Details' }).click();
    await expect(page.getByText('Venue Details Saved')).toBeVisible();
    for (const size of WIDTHS) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await screenshot(page, testInfo, `staff-venue-details-${size.name}`);
    }

    await page.goto('/facilities');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Facilities' })).toBeVisible();
    // The footer is drawn as it nears the viewport: go down to it.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(footer(page)).toBeVisible();
    await expect(footer(page).getByRole('link', { name: NEW_PHONE })).toHaveAttribute('href', 'tel:+639175550123');
    const contact = page.getByRole('region', { name: 'Plan Your Visit' });
    await expect(contact.getByRole('link', { name: NEW_PHONE })).toBeVisible();
    await expect(page.getByText(DEMO_PHONE)).toHaveCount(0);
    for (const size of WIDTHS) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await expect(footer(page).getByRole('link', { name: NEW_PHONE })).toBeVisible();
      await screenshot(page, testInfo, `public-venue-phone-${size.name}`);
    }
  } finally {
    await restorePhone(request);
  }
});

for (const size of WIDTHS) {
  test(`Venue Details has no serious accessibility issue at ${size.width} px`, async ({ page, request }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await signInAsAdmin(page, request, '/staff/venue');
    await expect(page.getByRole('heading', { level: 1, name: 'Venue Details' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Venue name' })).toHaveValue('Havila Gardens');
    await expectNoSeriousA11yIssues(page);
    // Nothing is wider than the screen.
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
  });
}

test('staff see Venue Details without a way to change them', async ({ page, request }) => {
  await signInAsStaff(page, request, '/staff/venue');
  await expect(page.getByRole('heading', { level: 1, name: 'Venue Details' })).toBeVisible();
  await expect(page.getByText('Only an admin can change them.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Mobile number' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save Details' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Upload Logo|Replace Logo/ })).toHaveCount(0);
});
