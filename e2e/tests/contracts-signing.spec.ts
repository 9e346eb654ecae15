import { expect, test, type Locator, type Page } from '../fixtures/test';
import { expectNoSeriousA11yIssues, screenshot, trackConsoleErrors } from '../fixtures/screens';
import { signInAsDemo, WIDTHS } from '../fixtures/demo-session';
import { drawSignature } from '../fixtures/signature';

/** Only this test signs anything: the corporate event's 'Event Services Agreement', sent and awaiting the client. */
const CORPORATE = 'Santos Design Studio Year-End Planning';

const pendingBadge = (page: Page) => page.getByRole('navigation', { name: 'Portal' }).getByLabel(/^\d+ pending$/);
const pendingCount = async (page: Page) => Number((await pendingBadge(page).getAttribute('aria-label'))!.split(' ')[0]);

/** Dark pixels on the pad (the background is white): enough to tell a kept drawing from a blank pad. */
const inkPixels = (canvas: Locator) =>
  canvas.evaluate((el: HTMLCanvasElement) => {
    const { data } = el.getContext('2d')!.getImageData(0, 0, el.width, el.height);
    let dark = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i]! < 128) dark++;
    return dark;
  });

test('signing a contract through the four steps', async ({ page, request }, testInfo) => {
  const consoleErrors = trackConsoleErrors(page);
  await signInAsDemo(page, request, '/contracts');
  await expect(page.getByRole('heading', { level: 1, name: 'Contracts' })).toBeVisible();
  await expect(page.getByText(/waiting for your signature/)).toBeVisible();
  await expect(pendingBadge(page)).toBeVisible();
  const before = await pendingCount(page);
  expect(before).toBeGreaterThan(0);
  await expectNoSeriousA11yIssues(page);
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await screenshot(page, testInfo, `contracts-page-${size.name}`);
  }
  await page.setViewportSize(WIDTHS[0]);

  await page.getByRole('button', { name: 'View Pending' }).click();
  await expect(page.getByRole('tab', { name: /^Pending Signatures/ })).toHaveAttribute('aria-selected', 'true');
  const card = page.getByRole('article', { name: CORPORATE });
  await expect(card.getByText('Sent for Signature')).toBeVisible();
  await expect(card.getByText('0 of 2 signatures')).toBeVisible();
  await card.getByRole('button', { name: 'Sign Contract' }).click();

  const wizard = page.getByRole('dialog', { name: 'Sign Contract' });
  // 1. Review: the sanitized contract text.
  await expect(wizard.getByRole('region', { name: 'Contract text' }).getByText(/This agreement is made between/)).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await screenshot(page, testInfo, `sign-wizard-review-${size.name}`);
  }
  await page.setViewportSize(WIDTHS[0]);
  await wizard.getByRole('button', { name: 'Next' }).click();

  // 2. Legal disclosure: Next is refused until the box is ticked.
  await expect(wizard.getByText('Consent to Electronic Signature')).toBeVisible();
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByRole('alert')).toContainText('accept the electronic signature disclosure');
  await wizard.getByRole('checkbox').check();
  await wizard.getByRole('button', { name: 'Next' }).click();

  // 3. Signature: name and e-mail come from the session; the drawing is analysed after a short delay.
  await expect(wizard.getByRole('textbox', { name: 'Full name' })).toHaveValue('Maria Santos');
  await expect(wizard.getByRole('textbox', { name: 'Email' })).toHaveValue('demo@venue.test');
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByRole('alert')).toContainText('Signature is required');
  const canvas = wizard.getByTestId('signature-canvas');
  await drawSignature(page, canvas);
  await expect(wizard.getByText('Signature captured.')).toBeVisible();
  const ink = await inkPixels(canvas);
  expect(ink).toBeGreaterThan(0);
  await expect(wizard.getByText('The signature was completed in under 1 second.')).toHaveCount(0);
  await wizard.getByRole('textbox', { name: 'Title (optional)' }).fill('Managing Director');
  await expectNoSeriousA11yIssues(page);
  // Desktop only: a width change swaps the pad (500 -> 300 wide) and, by design, clears the drawing.
  await screenshot(page, testInfo, 'sign-wizard-signature-desktop');
  await wizard.getByRole('button', { name: 'Next' }).click();

  // 4. Confirmation: intent must be confirmed.
  await expect(wizard.getByRole('img', { name: 'Your drawn signature' })).toBeVisible();
  // Back to the signature step keeps the drawing on the pad, and Next accepts it without drawing again.
  await wizard.getByRole('button', { name: 'Back' }).click();
  await expect(wizard.getByRole('button', { name: 'Clear' })).toBeEnabled();
  expect(await inkPixels(canvas)).toBeGreaterThan(ink * 0.9);
  await expect(wizard.getByText('Signature captured.')).toBeVisible();
  await expect(wizard.getByRole('textbox', { name: 'Title (optional)' })).toHaveValue('Managing Director');
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByRole('img', { name: 'Your drawn signature' })).toBeVisible();
  await wizard.getByRole('button', { name: 'Complete Signature' }).click();
  await expect(wizard.getByRole('alert')).toContainText('confirm that you intend to sign');
  await wizard.getByRole('checkbox').check();
  await wizard.getByRole('button', { name: 'Complete Signature' }).click();

  await expect(page.getByText(/Your signature on Event Services Agreement has been recorded/)).toBeVisible();
  await expect(wizard).toBeHidden();
  await expect(pendingBadge(page)).toHaveAttribute('aria-label', `${before - 1} pending`);
  await page.getByRole('tab', { name: /^All Contracts/ }).click();
  const signed = page.getByRole('article', { name: CORPORATE });
  await expect(signed.getByText('Partially Signed')).toBeVisible();
  await expect(signed.getByText('1 of 2 signatures')).toBeVisible();
  await expect(signed.getByRole('button', { name: 'Sign Contract' })).toHaveCount(0);

  // The server's audit log now holds the signature.
  await signed.getByRole('button', { name: /View history/ }).click();
  const history = page.getByRole('dialog', { name: /Contract History/ });
  await expect(history.getByText(/Signed as Client Signature by Maria Santos/)).toBeVisible();
  await history.getByRole('tab', { name: /Signatures/ }).click();
  await expect(history.getByText(/Maria Santos, Managing Director/)).toBeVisible();
  await expect(history.getByRole('tab', { name: 'Amendments' })).toBeDisabled();
  expect(consoleErrors).toEqual([]);
});
