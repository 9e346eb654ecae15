import { staffMessagesApi } from '../fixtures/comms';
import { expectNoSeriousA11yIssues, screenshot } from '../fixtures/screens';
import { invitedClient, signInAsStaff } from '../fixtures/staff-console';
import { expect, test } from '../fixtures/test';

test('staff preview a template and send a client an e-mail, which becomes a manual record', async ({ page, request }, testInfo) => {
  const client = await invitedClient(request, 'manual');
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsStaff(page, request, '/staff');
  await page.getByRole('navigation', { name: 'Staff console' }).getByRole('link', { name: 'Communications' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Communications' })).toBeVisible();
  const templates = page.getByRole('table', { name: 'Message templates' });
  await expect(templates.getByRole('row').nth(1)).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await screenshot(page, testInfo, 'comms-staff-communications-1280');

  await templates
    .getByRole('button', { name: /^Preview / })
    .first()
    .click();
  const preview = page.getByRole('dialog', { name: /^Preview: / });
  await expect(preview.getByTestId('template-preview')).not.toBeEmpty();
  await expect(preview.getByText(/\{\{/)).toHaveCount(0); // every variable filled with its example
  await preview.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'Send Message' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send Message' });
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Choose a client')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Client' }).fill(client.email);
  await page.getByRole('option', { name: new RegExp(client.email.replace(/[.+]/g, '\\$&')) }).click();
  await dialog.getByRole('textbox', { name: 'Subject' }).fill('Your welcome pack');
  await dialog.getByRole('textbox', { name: 'Message' }).fill('Dear Rosa,\n\nThe welcome pack is <ready>.');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Message Sent')).toBeVisible();
  await expect(dialog).toBeHidden();

  const records = await (await staffMessagesApi(request)).recordsOf(client.session.user.id);
  expect(records.find((r) => r.subject === 'Your welcome pack')).toMatchObject({ category: 'MANUAL' });

  // The venue's records: every one, with its recipient; opening it does not mark it read for the client.
  await page.getByRole('link', { name: 'Communication Records' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Communication Records' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search records' }).fill('welcome pack');
  const row = page.getByRole('table', { name: 'Communication records' }).getByTestId('record-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(client.email);
  await row.getByRole('button', { name: 'View Your welcome pack' }).click();
  const details = page.getByRole('dialog', { name: 'Your welcome pack' });
  await expect(details.getByTestId('record-body')).toContainText('The welcome pack is <ready>.');
  await expect(details.getByText('Not read')).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await details.getByRole('button', { name: 'Close' }).click();
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoSeriousA11yIssues(page);
  await screenshot(page, testInfo, 'comms-staff-records-375');
});
