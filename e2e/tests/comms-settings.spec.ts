import { staffMessagesApi } from '../fixtures/comms';
import { expectNoSeriousA11yIssues, screenshot } from '../fixtures/screens';
import { clientPage, invitedClient } from '../fixtures/staff-console';
import { expect, test } from '../fixtures/test';

test('turning off message e-mails stops them (the panel notice still comes); essential kinds cannot be turned off', async ({ browser, request }, testInfo) => {
  const client = await invitedClient(request, 'settings');
  const clientId = client.session.user.id;
  const venue = await staffMessagesApi(request);
  const portal = await clientPage(browser, client.session, '/profile');
  const page = portal.page;
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole('link', { name: 'Notification Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notification Settings' })).toBeVisible();
  await expect(page.getByText('Security (sign-in, password changes)')).toBeVisible();
  const messagesByEmail = page.getByRole('switch', { name: 'Messages by E-mail' }).or(page.getByRole('checkbox', { name: 'Messages by E-mail' }));
  await expect(messagesByEmail).toBeChecked();
  await expectNoSeriousA11yIssues(page);
  await screenshot(page, testInfo, 'comms-settings-1280');

  // Before: a message from the venue is e-mailed (an AUTO record).
  await venue.startThread(clientId, 'Before the change', 'One.');
  await expect.poll(async () => (await venue.recordsOf(clientId)).map((r) => r.subject)).toContain('New message: Before the change');

  await messagesByEmail.click();
  await expect(page.getByText('Notification settings saved.')).toBeVisible();
  await expect(messagesByEmail).not.toBeChecked();
  await page.reload();
  await expect(messagesByEmail).not.toBeChecked();

  // After: the notice still reaches the panel, and no e-mail record is made.
  await venue.startThread(clientId, 'After the change', 'Two.');
  await expect(page.getByRole('button', { name: /^Notifications/ })).toHaveAccessibleName(/2 unread/);
  const subjects = (await venue.recordsOf(clientId)).map((r) => r.subject);
  expect(subjects).toContain('New message: Before the change');
  expect(subjects).not.toContain('New message: After the change');

  // The client's own records say the same.
  await page.goto('/records?search=After');
  await expect(page.getByText('No Communication History')).toBeVisible();
  await page.goto('/records?search=Before');
  await expect(page.getByRole('table', { name: 'Communication records' }).getByTestId('record-row')).toHaveCount(1);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/profile/notification-settings');
  await expect(messagesByEmail).not.toBeChecked();
  await expectNoSeriousA11yIssues(page);
  await screenshot(page, testInfo, 'comms-settings-375');
  await portal.close();
});
