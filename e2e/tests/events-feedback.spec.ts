import { expect, test } from '../fixtures/test';
import { expectNoSeriousA11yIssues, trackConsoleErrors } from '../fixtures/screens';
import { openEvent, signInAsDemo } from '../fixtures/demo-session';

test('the client leaves feedback on a completed event and can still edit it', async ({ page, request }) => {
  const consoleErrors = trackConsoleErrors(page);
  await signInAsDemo(page, request, '/events');
  // Only this test touches this event's feedback.
  await openEvent(page, 'Studio Team Building Day');
  await page.getByRole('tab', { name: 'Feedback' }).click();

  const form = page.getByRole('form', { name: 'Event feedback' });
  await expect(form.getByRole('radio', { name: '5 Stars' }).first()).toBeChecked(); // overall defaults to 5
  await form.getByRole('textbox', { name: 'Comments' }).fill('The games on the field were a hit.');
  await form.getByRole('textbox', { name: 'Testimonial (optional)' }).fill('Our team came home closer.');
  await form.getByRole('checkbox', { name: 'The venue may use my testimonial publicly' }).check();
  await expectNoSeriousA11yIssues(page);
  await form.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Feedback Submitted' })).toBeVisible();
  await expect(page.getByText('The games on the field were a hit.')).toBeVisible();

  await page.getByRole('button', { name: 'Edit Feedback' }).click();
  await form.getByRole('textbox', { name: 'Comments' }).fill('The games on the field were a real hit.');
  await form.getByRole('button', { name: 'Update Feedback' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Feedback Updated' })).toBeVisible();
  await expect(page.getByText('The games on the field were a real hit.')).toBeVisible();
  // The browser logs the first GET's 404 ("no feedback yet", spec section 4) on its own; nothing else may fail.
  expect(consoleErrors.filter((e) => !e.includes('status of 404'))).toEqual([]);
});

test('feedback answered by the team is read-only and shows the response', async ({ page, request }) => {
  await signInAsDemo(page, request, '/events');
  await openEvent(page, 'Santos Family Reunion');
  await page.getByRole('tab', { name: 'Feedback' }).click();
  await expect(page.getByText(/Salamat po, Maria!/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Feedback' })).toHaveCount(0);
  await expectNoSeriousA11yIssues(page);
});
