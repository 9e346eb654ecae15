import { expect, test } from '../fixtures/test';
import { trackConsoleErrors } from '../fixtures/screens';
import { signInAsDemo, WEDDING } from '../fixtures/demo-session';

// Only this test touches this task, so the spec files may run in any order on the shared database.
const TASK = 'Choose the reception menu';

test('an urgent task on the dashboard opens the Tasks tab, and the client completes it', async ({ page, request }) => {
  const consoleErrors = trackConsoleErrors(page);
  await signInAsDemo(page, request);
  await page
    .getByRole('region', { name: 'Urgent Tasks' })
    .getByRole('button', { name: new RegExp(TASK) })
    .click();

  await expect(page.getByRole('heading', { level: 1, name: WEDDING })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Tasks' })).toHaveAttribute('aria-selected', 'true');
  const tasks = page.getByRole('list', { name: 'Event tasks' });
  await expect(tasks.getByText('OVERDUE').first()).toBeVisible(); // "Send the seating plan" is 3 days late
  await expect(tasks.getByText('DUE SOON').first()).toBeVisible();
  // Venue-side tasks offer no update.
  await expect(page.getByRole('button', { name: 'Update task Sanctuary sound check' })).toHaveCount(0);

  await page.getByRole('button', { name: `Update task ${TASK}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Update Task' });
  await expect(dialog.getByRole('radio', { name: 'In Progress' })).toBeChecked(); // default from PENDING
  await dialog.getByRole('radio', { name: 'Completed' }).check();
  await dialog.getByRole('textbox', { name: 'Notes (optional)' }).fill('We chose the Filipino-fusion menu B.');
  await dialog.getByRole('button', { name: 'Update Task' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Task Updated' })).toBeVisible();
  await expect(dialog).toBeHidden();
  const item = tasks.getByRole('listitem').filter({ hasText: TASK });
  await expect(item.getByText('Completed', { exact: true })).toBeVisible();
  await expect(item.getByText('Notes: We chose the Filipino-fusion menu B.')).toBeVisible();

  // Back on the dashboard the task is no longer urgent.
  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: 'Urgent Tasks' }).getByRole('button').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Urgent Tasks' }).getByText(TASK)).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});
