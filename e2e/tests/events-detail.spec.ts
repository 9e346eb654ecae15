import { expect, test } from '../fixtures/test';
import { expectNoSeriousA11yIssues, screenshot, trackConsoleErrors } from '../fixtures/screens';
import { openEvent, signInAsDemo, WEDDING, WIDTHS } from '../fixtures/demo-session';

test('every tab of an event loads and passes the accessibility scan', async ({ page, request }, testInfo) => {
  const consoleErrors = trackConsoleErrors(page);
  await signInAsDemo(page, request, '/events');
  await openEvent(page, WEDDING);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Events' })).toBeVisible();
  await expect(page.getByText('Partially Paid')).toBeVisible();
  await expect(page.getByText('Final Planning', { exact: true })).toBeVisible();
  await expect(page.getByText(/₱397,264/)).toBeVisible();
  await expect(page.getByText('Upcoming Tasks')).toBeVisible();

  const tabs = ['Timeline', 'Questionnaires', 'Documents', 'Tasks', 'Feedback', 'Quotes', 'Contracts', 'Notes'];
  await expect(page.getByRole('tab')).toHaveText(tabs.map((t) => new RegExp(`^${t}`)));
  const checks: Record<string, () => Promise<void>> = {
    Timeline: () => expect(page.getByRole('list', { name: 'Event activity' }).getByText('Stage moved to Final Planning')).toBeVisible(),
    Questionnaires: () => expect(page.getByRole('button', { name: 'Edit Responses' })).toBeVisible(),
    Documents: () => expect(page.getByRole('list', { name: 'Event documents' }).getByText('Venue Guidelines')).toBeVisible(),
    Tasks: () => expect(page.getByRole('list', { name: 'Event tasks' }).getByText('Confirm final guest count')).toBeVisible(),
    Feedback: () => expect(page.getByText('You can leave feedback once your event is completed.')).toBeVisible(),
    Quotes: () =>
      expect(
        page
          .getByRole('tabpanel')
          .getByText(/Version 2/)
          .first(),
      ).toBeVisible(),
    Contracts: () => expect(page.getByRole('tabpanel').getByText('Event Services Agreement').first()).toBeVisible(),
    Notes: () => expect(page.getByRole('list', { name: 'Event notes' }).getByText(/no lilies/)).toBeVisible(),
  };
  for (const tab of tabs) {
    await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
    await checks[tab]!();
    await expectNoSeriousA11yIssues(page);
  }
  // Stamps are on the venue's clock in the spec's format.
  await expect(
    page
      .getByRole('list', { name: 'Event notes' })
      .getByText(/^[A-Z][a-z]{2} \d{2}, \d{4} at \d{1,2}:\d{2} [AP]M$/)
      .first(),
  ).toBeVisible();

  await page.getByRole('tab', { name: 'Timeline' }).click();
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await screenshot(page, testInfo, `event-detail-${size.name}`);
  }
  // The extras the client can add, opened, in dark mode too.
  await page.emulateMedia({ colorScheme: 'dark' });
  await page
    .getByRole('region', { name: 'Add extras' })
    .getByRole('button', { name: /^Extras/ })
    .click();
  await expect(page.getByRole('button', { name: 'Add to cart: Bonfire night' })).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  expect(consoleErrors).toEqual([]);
});

test('an unknown event says it was not found', async ({ page, request }) => {
  await signInAsDemo(page, request, '/events/999999');
  await expect(page.getByText('Event not found.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to Events', exact: true }).click();
  await expect(page).toHaveURL(/\/events$/);
});

test('preferences are saved and shown again when the dialog reopens', async ({ page, request }) => {
  await signInAsDemo(page, request, '/events');
  await openEvent(page, 'Family Lenten Retreat');
  await page.getByRole('button', { name: 'Preferences' }).click();
  const dialog = page.getByRole('dialog', { name: 'Event Preferences' });
  await dialog.getByRole('textbox', { name: 'Special requests' }).fill('Quiet rooms near the chapel for the elderly.');
  await dialog.getByRole('textbox', { name: 'Dietary restrictions' }).fill('No pork on Friday');
  await dialog.getByRole('textbox', { name: 'Communication preferences' }).fill('Text messages before 9 PM');
  await expectNoSeriousA11yIssues(page);
  await dialog.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Preferences Updated' })).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.reload();
  await page.getByRole('button', { name: 'Preferences' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Dietary restrictions' })).toHaveValue('No pork on Friday');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
});
