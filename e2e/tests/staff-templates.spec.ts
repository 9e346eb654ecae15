import { expect, test, type Page } from '../fixtures/test';
import { accessTokenOf } from '../fixtures/accounts';
import { WIDTHS } from '../fixtures/demo-session';
import { expectNoSeriousA11yIssues, screenshot } from '../fixtures/screens';
import { csrfHeader } from '../fixtures/session';
import { DEMO_ADMIN, signInAsAdmin, signInAsStaff } from '../fixtures/staff-console';

/**
 * Issue 27, point 7: an admin rewrites a message template with a live preview, is told about an unknown variable,
 * saves, and resets it to the built-in wording. The template used here (a declined deletion request) is one no other
 * journey sends, so the shared demo server's e-mails stay as they were.
 */
test.use({ actionTimeout: 15_000 });

const NAME = 'Privacy deletion declined';
const h1 = (page: Page) => expect(page.getByRole('heading', { level: 1, name: 'Communications' })).toBeVisible();

test('an admin edits a template with a preview, is told about unknown variables, saves and resets it', async ({ page, request }) => {
  try {
    await signInAsAdmin(page, request, '/staff/communications');
    await h1(page);
    await page.getByRole('button', { name: `Edit ${NAME}` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit Template: ${NAME}` });
    await expect(dialog.getByRole('textbox', { name: 'Subject' })).toHaveValue('About your request to delete your account');

    await dialog.getByRole('textbox', { name: 'Subject' }).fill('{{first_name}}, about your request {{ticket}}');
    await expect(dialog.getByText('Unknown variable: {{ticket}}. Use only the variables listed for this template.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Save Template' })).toBeDisabled();

    await dialog.getByRole('textbox', { name: 'Subject' }).fill('{{first_name}}, about your request');
    await dialog
      .getByRole('textbox', { name: 'Body (HTML)' })
      .fill('<p>Dear {{first_name}},</p><p>We kept your account because {{reason}}</p><script>alert(1)</script>');
    // The preview fills each variable with its example.
    await expect(dialog.getByTestId('template-draft-subject')).toHaveText('Liza, about your request');
    await expect(dialog.getByTestId('template-draft-preview')).toContainText('We kept your account because Your event on March 6 is still booked.');
    await dialog.getByRole('button', { name: 'Save Template' }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('row').filter({ hasText: NAME });
    await expect(row).toContainText('Customised');

    // What was saved is sanitized; the preview dialog shows the new wording.
    await row.getByRole('button', { name: `Preview ${NAME}` }).click();
    const preview = page.getByRole('dialog', { name: `Preview: ${NAME}` });
    await expect(preview.getByTestId('template-preview')).toContainText('Dear Liza,');
    await preview.getByRole('button', { name: 'Close' }).click();

    await row.getByRole('button', { name: `Edit ${NAME}` }).click();
    await expect(dialog.getByRole('textbox', { name: 'Body (HTML)' })).not.toHaveValue(/script/);
    await dialog.getByRole('button', { name: 'Reset to Default' }).click();
    await page.getByRole('dialog', { name: 'Reset to Default?' }).getByRole('button', { name: 'Reset' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).not.toContainText('Customised');
  } finally {
    // The demo server is shared by the specs that follow: the template goes back to its built-in wording.
    const headers = { Authorization: `Bearer ${await accessTokenOf(request, DEMO_ADMIN)}`, ...(await csrfHeader(request)) };
    const list = (await (await request.get('/api/communications/templates/', { headers })).json()) as { results: { id: number; name: string }[] };
    const id = list.results.find((t) => t.name === 'privacy_deletion_declined')!.id;
    expect((await request.post(`/api/admin/communications/templates/${id}/reset/`, { headers })).status()).toBe(200);
  }
});

test('staff read and preview templates but do not edit them', async ({ page, request }) => {
  await signInAsStaff(page, request, '/staff/communications');
  await h1(page);
  await expect(page.getByRole('button', { name: `Preview ${NAME}` })).toBeVisible();
  await expect(page.getByRole('button', { name: `Edit ${NAME}` })).toHaveCount(0);
});

for (const size of WIDTHS) {
  test(`the template editor has no serious accessibility issue at ${size.width} px`, async ({ page, request }, testInfo) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await signInAsAdmin(page, request, '/staff/communications');
    await h1(page);
    await page.getByRole('button', { name: `Edit ${NAME}` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit Template: ${NAME}` });
    await expect(dialog.getByTestId('template-draft-preview')).toContainText('Hello Liza,');
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, testInfo, `staff-template-editor-${size.name}`);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
  });
}
