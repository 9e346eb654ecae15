import { expect, test } from '../fixtures/test';
import { accessTokenOf, venueStaff } from '../fixtures/accounts';
import { csrfHeader } from '../fixtures/session';
import { expectNoSeriousA11yIssues, screenshot, trackConsoleErrors } from '../fixtures/screens';
import { invitedClient, signInAsStaff, staffApi, venueDayFromNow } from '../fixtures/staff-console';
import { ensureSampleCatalogue } from '../fixtures/sample-catalogue';

// The empty install's catalogue starts empty: the rows these journeys book (fixtures/sample-catalogue.ts).
test.beforeEach(({ request }) => ensureSampleCatalogue(request));

/**
 * Issue 28 (point 3): staff see the reminders the venue sends by itself in the coming week, in words, and switch a
 * kind of reminder off for everyone; it leaves the list. (The scheduler's days and sends are proved by the API tests.)
 */
test('staff read the coming reminders and switch one type off', async ({ page, request }, testInfo) => {
  const consoleErrors = trackConsoleErrors(page);
  const staffToken = await accessTokenOf(request, venueStaff());
  const switchType = (type: string, enabled: boolean) =>
    request.patch(`/api/staff/reminders/types/${type}/`, { headers: { Authorization: `Bearer ${staffToken}` }, data: { enabled } });
  // A retry starts with the type on again.
  expect((await switchType('event_coming', true)).status()).toBe(200);

  // An event 8 days away: its "in 7 days" reminder goes out tomorrow.
  const client = await invitedClient(request, 'reminders');
  const venue = await staffApi(request);
  const day = venueDayFromNow(8);
  const name = testInfo.retry ? `Tan Family Reunion (try ${testInfo.retry + 1})` : 'Tan Family Reunion';
  const event = await venue.createEvent({
    client_id: client.session.user.id,
    event_type_id: await venue.eventTypeId('Retreat'),
    name,
    facility_id: await venue.facilityId(testInfo.retry ? 'Angelic Field' : 'Open-Field'),
    starts_at: `${day}T09:00:00+08:00`,
    ends_at: `${day}T12:00:00+08:00`,
  });
  await venue.setStatus(event.id, 'CONFIRMED');

  await signInAsStaff(page, request, '/staff');
  await page.getByRole('navigation', { name: 'Staff console' }).getByRole('link', { name: 'Reminders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reminders' })).toBeVisible();
  const item = page.getByRole('listitem').filter({ hasText: name });
  await expect(item).toContainText('Event coming up');
  await expect(item).toContainText(`To ${client.name}`);
  await expect(item).toContainText(new RegExp(`${name.replace(/[()]/g, '\\$&')} is on \\w+ \\d{1,2}, \\d{4}\\.`));
  await expect(item.getByText('E-mail', { exact: true })).toBeVisible();
  await expect(item.getByText('Portal notification', { exact: true })).toBeVisible();
  // No raw type or ISO day anywhere on the screen.
  await expect(page.getByText(/event_coming|payment_due|\d{4}-\d{2}-\d{2}/)).toHaveCount(0);
  await expectNoSeriousA11yIssues(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshot(page, testInfo, 'staff-reminders-1280');
  await page.setViewportSize({ width: 375, height: 812 });
  await screenshot(page, testInfo, 'staff-reminders-375');
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await page.getByRole('switch', { name: /Event coming up/ }).click();
  await expect(page.getByText('Event coming up reminders are off.')).toBeVisible();
  await expect(page.getByRole('switch', { name: /Event coming up/ })).not.toBeChecked();
  await expect(page.getByRole('listitem').filter({ hasText: name })).toHaveCount(0);

  // Every process reads the switch from the database: the list asked afresh agrees.
  const list = await request.get('/api/staff/reminders/', { headers: { Authorization: `Bearer ${staffToken}`, ...(await csrfHeader(request)) } });
  expect(((await list.json()) as { types: { type: string; enabled: boolean }[] }).types).toContainEqual({ type: 'event_coming', enabled: false });
  expect((await switchType('event_coming', true)).status()).toBe(200);
  expect(consoleErrors).toEqual([]);
});
