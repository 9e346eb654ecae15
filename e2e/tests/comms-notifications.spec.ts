import { staffMessagesApi, waitForLiveStream } from '../fixtures/comms';
import { expectNoSeriousA11yIssues, screenshot } from '../fixtures/screens';
import { clientPage, invitedClient } from '../fixtures/staff-console';
import { expect, test } from '../fixtures/test';

test('the panel: mark one read, delete one, mark all read, View All Notifications', async ({ browser, request }, testInfo) => {
  const client = await invitedClient(request, 'panel');
  const venue = await staffMessagesApi(request);
  for (const subject of ['First note', 'Second note', 'Third note']) await venue.startThread(client.session.user.id, subject, `About the ${subject}.`);

  const portal = await clientPage(browser, client.session, '/dashboard');
  const page = portal.page;
  await page.setViewportSize({ width: 1280, height: 900 });
  // While the panel is open the rest of the page (the bell too) is hidden from the accessibility tree, so the
  // bell is found with includeHidden and its count read from its label.
  const bell = page.getByRole('button', { name: /^Notifications/, includeHidden: true });
  await expect(bell).toHaveAttribute('aria-label', 'Notifications, 3 unread');
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  const items = panel.getByTestId('notification-item');
  await expect(items).toHaveCount(3);

  await items
    .filter({ hasText: 'About the First note' })
    .getByRole('button', { name: /^Mark as read/ })
    .click();
  await expect(items.filter({ hasText: 'About the First note' })).toHaveAttribute('data-read', 'true');
  await expect(bell).toHaveAttribute('aria-label', 'Notifications, 2 unread');

  await items
    .filter({ hasText: 'About the Second note' })
    .getByRole('button', { name: /^Delete/ })
    .click();
  await expect(items).toHaveCount(2);
  await expect(bell).toHaveAttribute('aria-label', 'Notifications, 1 unread');

  await panel.getByRole('button', { name: 'Mark all read' }).click();
  await expect(bell).toHaveAttribute('aria-label', 'Notifications');
  await expect(items.and(page.locator('[data-read="false"]'))).toHaveCount(0);
  await expectNoSeriousA11yIssues(page);

  await panel.getByRole('link', { name: 'View All Notifications' }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'All notifications' }).getByTestId('notification-item')).toHaveCount(2);
  await expectNoSeriousA11yIssues(page);
  await screenshot(page, testInfo, 'comms-notifications-1280');
  await page.setViewportSize({ width: 375, height: 812 });
  await bell.click();
  await expect(panel.getByTestId('notification-item')).toHaveCount(2);
  await expectNoSeriousA11yIssues(page);
  await screenshot(page, testInfo, 'comms-notification-panel-375');
  await portal.close();
});

test('after the connection drops, the stream reconnects and the panel catches up on what was missed', async ({ browser, request }) => {
  const client = await invitedClient(request, 'reconnect');
  const venue = await staffMessagesApi(request);
  const portal = await clientPage(browser, client.session, '/messages');
  const page = portal.page;
  await waitForLiveStream(page);

  await page.context().setOffline(true);
  await expect(page.locator('button[data-stream="connecting"]')).toHaveCount(1, { timeout: 15_000 });
  await venue.startThread(client.session.user.id, 'Sent while offline', 'You missed this one.');
  await page.context().setOffline(false);

  await waitForLiveStream(page);
  await expect(page.getByRole('button', { name: /^Notifications/ })).toHaveAccessibleName('Notifications, 1 unread');
  await expect(page.getByRole('list', { name: 'Conversations' }).getByText('Sent while offline')).toBeVisible();
  await portal.close();
});
