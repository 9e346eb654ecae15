import { expect, test } from '../fixtures/test';
import { expectNoSeriousA11yIssues, screenshot, trackConsoleErrors } from '../fixtures/screens';
import { openEvent, signInAsDemo } from '../fixtures/demo-session';

// The corporate event: no other spec answers its questionnaire.
const EVENT = 'Santos Design Studio Year-End Planning';
const PLAN = Buffer.from('%PDF-1.4\n% floor plan: stage at the north end, 8 round tables\n');

test('the client answers the questionnaire and sees the answers after a reload', async ({ page, request }, testInfo) => {
  const consoleErrors = trackConsoleErrors(page);
  await signInAsDemo(page, request, '/events');
  await openEvent(page, EVENT);
  await page.getByRole('tab', { name: 'Questionnaires' }).click();
  // The booking's questions come first and 'Edit Responses' opens them (the spec's first questionnaire); the
  // venue's planning questionnaire has its own Edit.
  await page.getByRole('button', { name: 'Edit Responses' }).click();
  await expect(page.getByRole('form', { name: 'Corporate Event details' })).toBeVisible();
  await page.getByRole('form', { name: 'Corporate Event details' }).getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Edit Event Planning Questionnaire' }).click();

  const form = page.getByRole('form', { name: 'Event Planning Questionnaire' });
  await form.getByRole('textbox', { name: 'Main contact person' }).fill('Ana Santos');
  await form.getByRole('textbox', { name: 'Contact phone on the day' }).fill('+63 917 555 0101');
  await form.getByRole('spinbutton', { name: 'Expected number of guests' }).fill('60');
  await form.getByRole('switch', { name: 'Will you need overnight rooms at Havila?' }).check();
  await form.getByRole('checkbox', { name: 'Team games' }).check();
  await form.getByRole('checkbox', { name: 'Bonfire' }).check();
  await form.getByRole('radio', { name: 'Boodle fight' }).check();
  await expectNoSeriousA11yIssues(page);
  await screenshot(page, testInfo, 'event-questionnaire-edit');

  // Cancel restores the saved (empty) answers.
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Ana Santos')).toHaveCount(0);

  await page.getByRole('button', { name: 'Edit Event Planning Questionnaire' }).click();
  await form.getByRole('textbox', { name: 'Main contact person' }).fill('Ana Santos');
  await form.getByRole('textbox', { name: 'Contact phone on the day' }).fill('+63 917 555 0101');
  await form.getByRole('spinbutton', { name: 'Expected number of guests' }).fill('60');
  await form.getByRole('checkbox', { name: 'Team games' }).check();
  await form.getByRole('checkbox', { name: 'Bonfire' }).check();
  // The file question: the file is uploaded when chosen and becomes the answer with the save (issue 39, point 7).
  const floorPlan = form.getByRole('group', { name: 'Floor plan or mood board' });
  await floorPlan.locator('input[type="file"]').setInputFiles({ name: 'floor-plan.pdf', mimeType: 'application/pdf', buffer: PLAN });
  await expect(floorPlan.getByText('floor-plan.pdf (saved when you save your responses)')).toBeVisible();
  await form.getByRole('button', { name: 'Save Responses' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your questionnaire responses have been saved successfully.' })).toBeVisible();

  await page.reload();
  await page.getByRole('tab', { name: 'Questionnaires' }).click();
  const view = page.getByRole('region', { name: 'Event Planning Questionnaire' });
  await expect(view.getByText('Ana Santos')).toBeVisible();
  await expect(view.getByText('60', { exact: true })).toBeVisible();
  await expect(view.getByText('Bonfire, Team games')).toBeVisible();
  // The saved file answer reads as the file's name and downloads as the file uploaded.
  const download = page.waitForEvent('download');
  await view.getByRole('button', { name: 'Download floor-plan.pdf' }).click();
  expect((await download).suggestedFilename()).toBe('floor-plan.pdf');
  expect(consoleErrors).toEqual([]);
});
