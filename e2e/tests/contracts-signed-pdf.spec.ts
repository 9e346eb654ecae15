import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '../fixtures/test';
import { expectNoSeriousA11yIssues, screenshot, trackConsoleErrors } from '../fixtures/screens';
import { signInAsDemo, WEDDING, WIDTHS } from '../fixtures/demo-session';

/** Reads only: the wedding's fully signed 'Event Services Agreement' is not touched by any other test. */
test('the signed contract downloads as a PDF with its certificate', async ({ page, request }, testInfo) => {
  const consoleErrors = trackConsoleErrors(page);
  await signInAsDemo(page, request, '/contracts');
  await page.getByRole('tab', { name: /^Signed \(\d+\)/ }).click();
  const card = page.getByRole('article', { name: WEDDING }).filter({ hasText: 'Fully Signed' });
  await expect(card.getByText('2 of 2 signatures')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Sign Contract' })).toHaveCount(0);

  // The hash the PDF must carry, straight from the API with the session's token.
  const access = await page.evaluate(() => (JSON.parse(localStorage.getItem('venue_portal_tokens')!) as { access: string }).access);
  const list = (await (await request.get('/api/contracts/client/contracts/?status=SIGNED', { headers: { Authorization: `Bearer ${access}` } })).json()) as {
    results: { id: number; final_document_hash: string | null; event: { title: string } }[];
  };
  const contract = list.results.find((c) => c.event.title === WEDDING)!;
  expect(contract.final_document_hash).toMatch(/^[a-f0-9]{64}$/);

  const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: 'Download PDF' }).click()]);
  expect(download.suggestedFilename()).toBe(`Contract_${contract.id}_Maria_Paolo_Wedding.pdf`);
  const file = testInfo.outputPath('signed-contract.pdf');
  await download.saveAs(file);
  expect(readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  const text = execFileSync('pdftotext', [file, '-']).toString('utf8');
  expect(text).toContain('Maria Santos');
  expect(text).toContain('Certificate of Completion');
  // Long hashes may wrap across lines in the PDF; compare without whitespace.
  expect(text.replace(/\s+/g, '')).toContain(contract.final_document_hash);

  // Page images kept with the run, to look at the document's layout.
  const pages = join(testInfo.project.outputDir, 'screenshots', 'signed-contract');
  mkdirSync(pages, { recursive: true });
  execFileSync('pdftoppm', ['-png', '-r', '60', file, join(pages, 'page')]);

  // Details overlay and history of the same contract.
  await card.getByRole('button', { name: /View details/ }).click();
  const details = page.getByRole('dialog', { name: /Event Services Agreement/ });
  await expect(details.getByText(contract.final_document_hash!)).toBeVisible();
  await expect(details.getByRole('button', { name: 'Download PDF' })).toBeVisible();
  await expect(details.getByRole('button', { name: 'Sign' })).toHaveCount(0);
  await expectNoSeriousA11yIssues(page);
  await screenshot(page, testInfo, 'contract-details-desktop');
  await details.getByRole('button', { name: 'Close' }).click();

  await card.getByRole('button', { name: /View history/ }).click();
  const history = page.getByRole('dialog', { name: /Contract History/ });
  await expect(history.getByText(/All required signatures collected/)).toBeVisible();
  await expect(history.getByRole('tab', { name: 'Amendments' })).toBeEnabled();
  await history.getByRole('tab', { name: 'Amendments' }).click();
  await expect(history.getByText(/Contract Amendment #1/)).toBeVisible();
  await expect(history.getByRole('tab', { name: 'Value Changes' })).toBeDisabled();
  await history.getByRole('button', { name: 'Close' }).click();

  // Phones get the compact card, whose PDF button is disabled.
  await page.setViewportSize(WIDTHS[1]);
  await expect(card.getByRole('button', { name: 'Download PDF' })).toBeDisabled();
  await screenshot(page, testInfo, 'contracts-signed-mobile');
  expect(consoleErrors).toEqual([]);
});
