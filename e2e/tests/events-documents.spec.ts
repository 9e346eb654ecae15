import { readFile } from 'node:fs/promises';
import { expect, test } from '../fixtures/test';
import { UPLOAD_TOO_LARGE, UPLOAD_TYPE_NOT_ALLOWED } from '@venue/shared/events/document.schema';
import { trackConsoleErrors } from '../fixtures/screens';
import { openEvent, signInAsDemo, WEDDING } from '../fixtures/demo-session';

/** A valid one-page PDF padded with a comment, large enough that a throttled upload shows its progress. */
const pdf = (padBytes: number) => Buffer.from(`%PDF-1.4\n%${'x'.repeat(padBytes)}\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`);

test('a PDF uploads with a progress bar, appears in Documents and downloads under its name', async ({ page, request }) => {
  const consoleErrors = trackConsoleErrors(page);
  await signInAsDemo(page, request, '/events');
  await openEvent(page, WEDDING);
  await page.getByRole('tab', { name: /^Documents/ }).click();
  await expect(page.getByRole('list', { name: 'Event documents' }).getByText('Venue Guidelines')).toBeVisible();

  await page.getByRole('button', { name: 'Upload File' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload File' });
  await dialog.getByLabel('File').setInputFiles({ name: 'Seating-Plan.pdf', mimeType: 'application/pdf', buffer: pdf(600_000) });
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Seating-Plan'); // file name without extension
  await expect(dialog.getByRole('combobox', { name: 'Category' })).toHaveText('Other');
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Round tables of ten.');

  // Slow the upload down so the progress bar is on screen long enough to be seen.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 300 * 1024 });
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(dialog.getByRole('progressbar')).toBeVisible();
  await expect(dialog.getByText(/Uploading\.\.\. \d+%/)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Upload Successful' })).toBeVisible({ timeout: 20_000 });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

  const list = page.getByRole('list', { name: 'Event documents' });
  await expect(list.getByText('Seating-Plan', { exact: true })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Seating-Plan' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Seating-Plan.pdf');
  const saved = await readFile(await download.path());
  expect(saved.subarray(0, 8).toString()).toBe('%PDF-1.4');
  await expect(page.getByRole('status').filter({ hasText: 'Download Started' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('an 11 MB file and an .exe are refused with the spec texts', async ({ page, request }) => {
  await signInAsDemo(page, request, '/events');
  await openEvent(page, WEDDING);
  await page.getByRole('tab', { name: /^Documents/ }).click();
  await page.getByRole('button', { name: 'Upload File' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload File' });

  await dialog.getByLabel('File').setInputFiles({ name: 'huge.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(11 * 1024 * 1024, 0x20) });
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText(UPLOAD_TOO_LARGE);

  await dialog.getByLabel('File').setInputFiles({ name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('setup');
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText(UPLOAD_TYPE_NOT_ALLOWED);

  // The alert can be dismissed.
  await dialog.getByRole('alert').getByRole('button', { name: 'Close' }).click();
  await expect(dialog.getByRole('alert')).toBeHidden();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});
