import { expect, test, type Page } from '../fixtures/test';
import { expectNoSeriousA11yIssues, screenshot, trackConsoleErrors } from '../fixtures/screens';
import { signInAsStaff, staffApi, venueDayFromNow } from '../fixtures/staff-console';

/** A card's column on the board: the section headed by the stage. */
const column = (page: Page, stage: string) => page.getByRole('region', { name: new RegExp(`^${stage} \\(\\d+\\)$`) });

/** Moves a card by keyboard only: focus its handle, Space picks it up, an arrow per stage, Space drops it. */
async function moveByKeyboard(page: Page, name: string, key: 'ArrowRight' | 'ArrowDown', times: number) {
  const handle = page.getByRole('button', { name: `Move ${name}` });
  await handle.focus();
  await page.keyboard.press('Space');
  for (let k = 0; k < times; k++) {
    await page.waitForTimeout(150);
    await page.keyboard.press(key);
  }
  await page.waitForTimeout(150);
  await page.keyboard.press('Space');
}

test('a coordinator moves an inquiry across the board by keyboard, on a desktop and a phone, and converts it into an event', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const consoleErrors = trackConsoleErrors(page);
  const venue = await staffApi(request);
  const label = Math.random().toString(36).slice(2, 7);
  const name = `Carmina Ledesma ${label}`;
  const day = venueDayFromNow(420 + Math.floor(Math.random() * 150));
  await venue.createInquiry({
    name,
    email: `carmina-${label}@example.test`,
    phone: '0917 555 1234',
    source: 'PHONE',
    event_type_id: await venue.eventTypeId('Wedding'),
    wished_date: day,
    guest_count: 90,
    message: 'Wants the chapel and a dinner for 90.',
  });

  // Desktop: New to Contacted with the arrow keys; the toast and the column say so.
  await signInAsStaff(page, request, `/staff/inquiries?view=board`);
  await expect(page.getByRole('heading', { level: 1, name: 'Inquiries' })).toBeVisible();
  await expect(column(page, 'New').getByRole('link', { name })).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await moveByKeyboard(page, name, 'ArrowRight', 1);
  await expect(page.getByText(`${name} is in Contacted.`)).toBeVisible();
  await expect(column(page, 'Contacted').getByRole('link', { name })).toBeVisible();
  await expect(page.getByRole('region', { name: 'The last 90 days' })).toContainText('Received (last 90 days)');
  await screenshot(page, testInfo, 'staff-inquiries-board-1280');

  // Phone: the stages stand one under another; down moves to the next one.
  await page.setViewportSize({ width: 375, height: 812 });
  await moveByKeyboard(page, name, 'ArrowDown', 1);
  await expect(page.getByText(`${name} is in Site visit.`)).toBeVisible();
  await expect(column(page, 'Site visit').getByRole('link', { name })).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await screenshot(page, testInfo, 'staff-inquiries-board-375');
  // Dark mode on the phone: the board, and the calendar's agenda beside it.
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoSeriousA11yIssues(page);
  await page.goto('/staff/calendar');
  await expect(page.getByRole('region', { name: 'Agenda' })).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/staff/inquiries');

  // The list finds it; its page converts it into a client and a tentative event that keeps what it holds.
  await page.getByRole('button', { name: 'List' }).click();
  await page.getByRole('textbox', { name: 'Search' }).fill(label);
  await page
    .getByRole('list', { name: 'Inquiries' })
    .getByRole('link', { name: new RegExp(name) })
    .click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Wants the chapel and a dinner for 90.')).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await page.getByRole('button', { name: 'Convert to Event' }).click();
  const convert = page.getByRole('dialog', { name: `Convert ${name} to an Event` });
  await expect(convert.getByLabel(/^Day/)).toHaveValue(day);
  await convert.getByRole('combobox', { name: 'Space' }).click();
  await page.getByRole('option', { name: 'Sanctuary Chapel' }).click();
  await expectNoSeriousA11yIssues(page);
  await convert.getByRole('button', { name: 'Create Event' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${name} Wedding` })).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(consoleErrors).toEqual([]);
});
