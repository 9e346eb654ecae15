import { expect, test, type Page } from '../fixtures/test';
import { expectNoSeriousA11yIssues, screenshot, trackConsoleErrors } from '../fixtures/screens';
import { openEvent, signInAsDemo, WEDDING, WIDTHS } from '../fixtures/demo-session';

/**
 * Each test decides one quote nobody else touches: the corporate event's SENT quote valid 12 more days is
 * accepted, the wedding's SENT quote (expiring in 2 days) is rejected.
 */
const CORPORATE = 'Santos Design Studio Year-End Planning';

const criticalQuotes = (page: Page) => page.getByRole('list', { name: 'Quotes awaiting your decision' });

async function openQuotesTab(page: Page, event: string) {
  await openEvent(page, event);
  await page.getByRole('tab', { name: /^Quotes \(\d+\)/ }).click();
}

test('accepting a quote shows it accepted on the event and takes it off the Critical Actions', async ({ page, request }, testInfo) => {
  const consoleErrors = trackConsoleErrors(page);
  await signInAsDemo(page, request, '/dashboard');
  await expect(page.getByRole('heading', { name: 'Critical Actions' })).toBeVisible();
  await expect(criticalQuotes(page).getByText(CORPORATE)).toBeVisible();

  await openQuotesTab(page, CORPORATE);
  // The corporate event also holds a SENT quote past valid_until: shown Expired, without decision buttons.
  await expect(page.getByText('Expired', { exact: true })).toBeVisible();
  const actionable = page.getByRole('article').filter({ has: page.getByRole('button', { name: 'Accept Quote' }) });
  await expect(actionable).toHaveCount(1);
  await expect(actionable.getByText('Pending Response')).toBeVisible();
  await expect(actionable.getByRole('cell', { name: '12%' }).first()).toBeVisible();
  await expect(actionable.getByRole('button', { name: 'Download PDF' })).toBeVisible();
  const title = await actionable.getByRole('heading', { level: 3 }).innerText();
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await screenshot(page, testInfo, `quotes-tab-${size.name}`);
  }
  await page.setViewportSize(WIDTHS[0]);

  // Accepting asks first: the total and what acceptance means; Cancel changes nothing.
  await actionable.getByRole('button', { name: 'Accept Quote' }).click();
  const review = page.getByRole('dialog', { name: 'Accept this quote?' });
  await expect(review).toContainText(/a total of ₱[\d,]+\.\d{2}\. The venue then prepares your contract from it; nothing is charged now\./);
  await expectNoSeriousA11yIssues(page);
  await review.getByRole('button', { name: 'Cancel' }).click();
  await expect(review).toHaveCount(0);
  await expect(actionable.getByText('Pending Response')).toBeVisible();
  await actionable.getByRole('button', { name: 'Accept Quote' }).click();
  await review.getByRole('button', { name: 'Accept Quote' }).click();
  await expect(page.getByText('Your quote has been accepted successfully! We will be in touch soon to proceed with your event.')).toBeVisible();
  const decided = page.getByRole('article', { name: title });
  await expect(decided.getByText('Accepted', { exact: true })).toBeVisible();
  await expect(decided.getByRole('button', { name: 'Accept Quote' })).toHaveCount(0);
  await expect(decided.getByRole('button', { name: 'Download PDF' })).toBeVisible();

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Critical Actions' })).toBeVisible();
  // Loaded (a list or its empty text) before asserting the absence.
  await expect(
    page
      .getByRole('region', { name: 'Quotes Awaiting Your Decision' })
      .getByText(/No quotes are waiting|Quote v\d/)
      .first(),
  ).toBeVisible();
  await expect(criticalQuotes(page).getByText(CORPORATE)).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('rejecting a quote needs a reason and records it', async ({ page, request }, testInfo) => {
  const consoleErrors = trackConsoleErrors(page);
  await signInAsDemo(page, request, '/events');
  await openQuotesTab(page, WEDDING);
  const actionable = page.getByRole('article').filter({ has: page.getByRole('button', { name: 'Reject Quote' }) });
  await expect(actionable).toHaveCount(1);
  const title = await actionable.getByRole('heading', { level: 3 }).innerText();
  await expect(actionable.getByText(/This quote is expiring soon/)).toBeVisible();

  await actionable.getByRole('button', { name: 'Reject Quote' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject Quote' });
  const reason = dialog.getByRole('textbox', { name: 'Reason for rejection' });
  const submit = dialog.getByRole('button', { name: 'Reject Quote' });
  await expect(submit).toBeDisabled();
  await reason.fill('   ');
  await expect(submit).toBeDisabled();
  await reason.blur();
  await expect(dialog.getByText('Please provide a reason for rejection')).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await screenshot(page, testInfo, `quote-reject-dialog-${size.name}`);
  }
  await page.setViewportSize(WIDTHS[0]);

  await reason.fill('The dessert bar is over our budget; please quote a smaller one.');
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByText('Your feedback has been submitted. We will review your concerns and get back to you.')).toBeVisible();
  await expect(dialog).toBeHidden();
  const decided = page.getByRole('article', { name: title });
  await expect(decided.getByText('Rejected', { exact: true })).toBeVisible();
  await expect(decided.getByText(/The dessert bar is over our budget/)).toBeVisible();
  await expect(decided.getByRole('button', { name: 'Reject Quote' })).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});
