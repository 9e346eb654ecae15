import { expect, test } from '../fixtures/test';
import { accessTokenOf, venueStaff } from '../fixtures/accounts';
import { openEvent, signInAsDemo, WEDDING } from '../fixtures/demo-session';
import { expectNoSeriousA11yIssues } from '../fixtures/screens';
import { signInAsStaff } from '../fixtures/staff-console';

const PHONE = { width: 375, height: 812 };

/** The event sheet (issue 41): a coordinator prints the demo wedding's sheet; the couple confirm their version. */

async function weddingId(request: Parameters<typeof accessTokenOf>[0]) {
  const token = await accessTokenOf(request, venueStaff());
  const res = await request.get(`/api/staff/events/?search=${encodeURIComponent(WEDDING)}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { results: { id: number; name: string }[] }).results.find((e) => e.name === WEDDING)!.id;
}

test('a coordinator prints the sheet: run of show, suppliers, the allergy first, and the PDF on Letter', async ({ page, request }) => {
  const id = await weddingId(request);
  await signInAsStaff(page, request, `/staff/events/${id}`);
  await page.getByRole('link', { name: 'Event Sheet' }).click();
  await expect(page).toHaveURL(new RegExp(`/staff/events/${id}/sheet$`));
  await expect(page.getByRole('heading', { level: 1, name: `Event Sheet: ${WEDDING}` })).toBeVisible();
  await expect(page.getByText(/^Version \d+/).first()).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Ceremony in the garden' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Bloom & Vine Florals' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Plated dinner, per guest' })).toBeVisible();
  await expect(page.getByRole('cell', { name: /Needs care: Dietary needs or allergies/ })).toBeVisible();
  // Words, never the stored values: 3:00 PM, not 15:00.
  await expect(page.getByRole('cell', { name: '3:00 PM' })).toBeVisible();
  await expect(page.getByText('15:00')).toHaveCount(0);
  // The sheet reads at AA in both schemes, on a desktop and on a phone (where nothing may be wider than the screen).
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expect(page.locator('html')).toHaveClass(new RegExp(colorScheme));
    for (const size of [{ width: 1280, height: 900 }, PHONE]) {
      await page.setViewportSize(size);
      await expectNoSeriousA11yIssues(page);
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 900 });

  // Printing records the version on paper; the browser's print dialog is stubbed.
  await page.evaluate(() => {
    window.print = () => undefined;
  });
  const printed = page.waitForResponse((r) => r.url().endsWith(`/api/staff/events/${id}/sheet/printed/`) && r.status() === 200);
  await page.getByRole('button', { name: 'Print' }).click();
  await printed;

  await page.getByRole('combobox', { name: 'Paper' }).click();
  await page.getByRole('option', { name: 'Letter' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  expect((await download).suggestedFilename()).toBe('event-sheet-letter.pdf');

  // A change after printing is marked on the event.
  await page.getByRole('button', { name: 'Edit Sheet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Event Sheet' });
  await dialog.getByRole('button', { name: 'Add Row' }).click();
  const rows = dialog.getByRole('textbox', { name: 'What' });
  await rows.last().fill('Sparklers for the send-off');
  await dialog.getByLabel('Time').last().fill('21:45');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('cell', { name: 'Sparklers for the send-off' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Event' }).click();
  await expect(page.getByText('Changed since printed')).toBeVisible();
});

test('the couple read their sheet on a phone, without the venue’s notes and costs, and confirm it', async ({ page, request }) => {
  await page.setViewportSize(PHONE);
  await signInAsDemo(page, request, '/events');
  await openEvent(page, WEDDING);
  const card = page.getByRole('region', { name: 'Event Sheet' });
  await card.getByRole('button', { name: 'Read It' }).click();
  await expect(card.getByRole('cell', { name: 'Ceremony in the garden' })).toBeVisible();
  await expect(card.getByText('Internal notes')).toHaveCount(0);
  await expect(card.getByText('₱45,000.00')).toHaveCount(0);
  await expectNoSeriousA11yIssues(page);
  await card.getByRole('button', { name: 'Confirm' }).click();
  await expect(card.getByRole('button', { name: 'Confirmed' })).toBeDisabled();
  // Nothing wider than the phone.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
