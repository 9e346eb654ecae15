import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test, type Page, type TestInfo } from '../fixtures/test';
import { venueStaff } from '../fixtures/accounts';
import { WIDTHS } from '../fixtures/demo-session';
import { drawSignature } from '../fixtures/signature';
import { screenshot, trackConsoleErrors, expectNoSeriousA11yIssues } from '../fixtures/screens';
import { freshClientWithEvent, signInAsStaff, signInWith, staffApi } from '../fixtures/staff-sales';
import { ensureSampleCatalogue } from '../fixtures/sample-catalogue';

// The empty install's catalogue starts empty: the rows these journeys book (fixtures/sample-catalogue.ts).
test.beforeEach(({ request }) => ensureSampleCatalogue(request));

const TEMPLATE = 'Event Services Agreement';

async function checkBothWidths(page: Page, testInfo: TestInfo, name: string) {
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, testInfo, `${name}-${size.name}`);
  }
  await page.setViewportSize(WIDTHS[0]);
}

test('staff generate and send a contract, the client signs it, staff countersign, the client downloads the sealed PDF', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const consoleErrors = trackConsoleErrors(page);
  const client = await freshClientWithEvent(request, 'contract');
  await signInAsStaff(page, request, '/staff/contracts');
  await expect(page.getByRole('heading', { level: 1, name: 'Contracts' })).toBeVisible();
  // On the empty venue (the empty-database project) the first list is empty.
  await expect(page.getByRole('table', { name: 'Contracts' }).or(page.getByText(/^No contracts yet\./))).toBeVisible();
  await checkBothWidths(page, testInfo, 'staff-contracts');

  // Generate: the event, then the template, value and schedule.
  await page.getByRole('link', { name: 'New Contract' }).click();
  // The list has an Event filter of its own: wait for the new page before typing.
  await expect(page.getByText('Which event is the contract for?')).toBeVisible();
  await page.getByRole('combobox', { name: 'Event' }).fill(client.event.name);
  // The event is in the server's answer to the search (the list shown before it arrived does not hold it).
  await page.getByRole('option', { name: new RegExp(client.event.name) }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('button', { name: 'Generate Contract' })).toBeVisible();
  await page.getByRole('button', { name: 'Generate Contract' }).click();
  await expect(page.getByText('Choose a contract template')).toBeVisible();
  await page.getByRole('combobox', { name: 'Template' }).click();
  await page.getByRole('option', { name: new RegExp(TEMPLATE) }).click();
  await page.getByRole('textbox', { name: 'Contract value' }).fill('250000');
  await page.getByRole('textbox', { name: 'Payment schedule' }).fill('30% deposit on signing, balance 30 days before the event');
  await checkBothWidths(page, testInfo, 'staff-contract-generate');
  await page.getByRole('button', { name: 'Generate Contract' }).click();
  await expect(page).toHaveURL(/\/staff\/contracts\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: TEMPLATE })).toBeVisible();
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();
  // The variables were filled in for this client and value.
  const text = page.getByRole('region', { name: 'Contract document' });
  await expect(text).toContainText(client.name);
  await expect(text).toContainText('₱250,000.00');
  await checkBothWidths(page, testInfo, 'staff-contract-draft');

  await page.getByRole('button', { name: 'Send to Client' }).click();
  await page.getByRole('dialog', { name: 'Send Contract?' }).getByRole('button', { name: 'Send Contract' }).click();
  await expect(page.getByText(`${TEMPLATE} was sent to ${client.name}.`)).toBeVisible();
  await expect(page.getByText('Sent for Signature', { exact: true })).toBeVisible();

  // The client signs it in the portal's wizard, in a browser of their own.
  const clientContext = await browser.newContext({ acceptDownloads: true });
  const clientPage = await clientContext.newPage();
  await signInWith(clientPage, client.session, '/contracts');
  await clientPage.getByRole('tab', { name: /^Pending Signatures/ }).click();
  const card = clientPage.getByRole('article', { name: client.event.name });
  await card.getByRole('button', { name: 'Sign Contract' }).click();
  const wizard = clientPage.getByRole('dialog', { name: 'Sign Contract' });
  await expect(wizard.getByRole('region', { name: 'Contract text' })).toContainText(client.name);
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByRole('checkbox').check();
  await wizard.getByRole('button', { name: 'Next' }).click();
  await drawSignature(clientPage, wizard.getByTestId('signature-canvas'));
  await expect(wizard.getByText('Signature captured.')).toBeVisible();
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByRole('checkbox').check();
  await wizard.getByRole('button', { name: 'Complete Signature' }).click();
  await expect(wizard).toBeHidden();

  // Staff see the client's signature and countersign as the venue's representative.
  await page.reload();
  await expect(page.getByText('Partially Signed', { exact: true })).toBeVisible();
  const signatures = page.getByRole('region', { name: 'Signatures' });
  await expect(signatures).toContainText(`Client Signature: ${client.name}`);
  await expect(signatures).toContainText('Company representative: not signed yet');
  await page.getByRole('button', { name: 'Countersign' }).click();
  const dialog = page.getByRole('dialog', { name: 'Countersign Contract' });
  await expect(dialog.getByText('Consent to Electronic Signature')).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await dialog.getByRole('button', { name: 'Countersign' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Signature is required');
  await drawSignature(page, dialog.getByTestId('signature-canvas'));
  await expect(dialog.getByText('Signature captured.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Countersign' }).click();
  await expect(dialog.getByRole('alert')).toContainText('You must accept the legal disclosure to sign.');
  await expect(dialog.getByRole('alert')).toContainText('You must confirm your intent to sign.');
  await dialog.getByRole('checkbox', { name: /agree to use an electronic signature/ }).check();
  await dialog.getByRole('checkbox', { name: /on behalf of the venue/ }).check();
  await screenshot(page, testInfo, 'staff-countersign-desktop', { fullPage: false });
  await dialog.getByRole('button', { name: 'Countersign' }).click();
  await expect(page.getByText('Every party has signed: the contract is sealed.')).toBeVisible();
  await expect(page.getByText('Fully Signed', { exact: true })).toBeVisible();
  await expect(signatures).toContainText(`Company Representative: ${venueStaff().name}, Venue representative`);
  await expect(page.getByRole('region', { name: 'History' })).toContainText(venueStaff().name);
  const [staffPdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
  expect(staffPdf.suggestedFilename()).toMatch(/^Contract_\d+_.*\.pdf$/);
  await checkBothWidths(page, testInfo, 'staff-contract-signed');

  // The client downloads the sealed PDF: both signers are on it.
  await clientPage.goto('/contracts');
  await clientPage.getByRole('tab', { name: /^Signed \(\d+\)/ }).click();
  const signed = clientPage.getByRole('article', { name: client.event.name }).filter({ hasText: 'Fully Signed' });
  await expect(signed.getByText('2 of 2 signatures')).toBeVisible();
  const [download] = await Promise.all([clientPage.waitForEvent('download'), signed.getByRole('button', { name: 'Download PDF' }).click()]);
  const file = testInfo.outputPath('countersigned-contract.pdf');
  await download.saveAs(file);
  expect(readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const pdfText = execFileSync('pdftotext', [file, '-']).toString('utf8');
  expect(pdfText).toContain('Certificate of Completion');
  expect(pdfText).toContain(client.name);
  expect(pdfText).toContain(venueStaff().name);
  expect(pdfText).toContain('Venue representative');
  await clientContext.close();
  expect(consoleErrors.filter((e) => !e.includes('status of 400'))).toEqual([]);
});

test('staff void a sent contract with a reason; it stays on record as void', async ({ page, request }, testInfo) => {
  const client = await freshClientWithEvent(request, 'void');
  const staff = await staffApi(request);
  const templates = await staff.get<{ id: number; name: string }[]>('/api/staff/contract-templates/');
  const contract = await staff.post<{ id: number }>(`/api/staff/events/${client.event.id}/contracts/`, {
    template_id: templates.find((t) => t.name === TEMPLATE)!.id,
    contract_value: '120000.00',
  });
  await staff.post(`/api/staff/contracts/${contract.id}/send/`, undefined, 200);

  await signInAsStaff(page, request, `/staff/contracts/${contract.id}`);
  await expect(page.getByText('Sent for Signature', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Void', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Void Contract' });
  await dialog.getByRole('button', { name: 'Void Contract' }).click();
  await expect(dialog.getByText('Please give the reason for voiding the contract')).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await dialog.getByRole('textbox', { name: 'Reason for voiding' }).fill('The client moved the event to another venue');
  await dialog.getByRole('button', { name: 'Void Contract' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Void', { exact: true })).toBeVisible();
  await expect(page.getByText('Reason: The client moved the event to another venue')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Countersign' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'History' })).toContainText(/void/i);
  await checkBothWidths(page, testInfo, 'staff-contract-void');

  // The list filters by status.
  await page.goto('/staff/contracts');
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Void' }).click();
  await expect(page.getByRole('link', { name: new RegExp(client.event.name) })).toBeVisible();
});
