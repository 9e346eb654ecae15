import { expect, test, type Page } from '../fixtures/test';
import { accessTokenOf, createInvitation, uniqueEmail } from '../fixtures/accounts';
import { WIDTHS } from '../fixtures/demo-session';
import { expectNoSeriousA11yIssues, screenshot } from '../fixtures/screens';
import { DEMO_ADMIN, openApp, signInAsAdmin } from '../fixtures/staff-console';

/** The demo client and their wedding, whose tabs all have content (seed). */
async function demoIds(request: Parameters<typeof accessTokenOf>[0]) {
  const headers = { Authorization: `Bearer ${await accessTokenOf(request, DEMO_ADMIN)}` };
  const clients = await (await request.get('/api/staff/clients/?search=demo@venue.test', { headers })).json();
  const events = await (await request.get('/api/staff/events/?search=Maria%20%26%20Paolo', { headers })).json();
  // The audit log has at least this entry to show, whatever ran before.
  await createInvitation(request, { email: uniqueEmail('a11y-invitee'), first_name: 'Nina', last_name: 'Ocampo' });
  return { clientId: clients.results[0].id as number, eventId: events.results[0].id as number };
}

/**
 * Issue 39: the floating accessibility button never covers the console's navigation. The sidebar's links scroll
 * in a frame that ends above the button, so even the last link, scrolled to, lies clear of it.
 */
async function expectNavClearOfAccessibilityButton(page: Page) {
  const last = page.getByRole('navigation', { name: 'Staff console' }).getByRole('link').last();
  await last.scrollIntoViewIfNeeded();
  const link = (await last.boundingBox())!;
  const fab = (await page.getByRole('button', { name: 'Accessibility settings' }).boundingBox())!;
  const overlaps = link.x < fab.x + fab.width && fab.x < link.x + link.width && link.y < fab.y + fab.height && fab.y < link.y + link.height;
  expect(overlaps, `the last link (${JSON.stringify(link)}) lies under the button (${JSON.stringify(fab)})`).toBe(false);
}

const h1 = (page: Page, name: string | RegExp) => expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

for (const size of WIDTHS) {
  test(`every staff console page has no serious accessibility issue at ${size.width} px`, async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    const { clientId, eventId } = await demoIds(request);
    const check = async (name: string) => {
      await expectNoSeriousA11yIssues(page);
      await screenshot(page, testInfo, `staff-${name}-${size.name}`);
    };

    await signInAsAdmin(page, request, '/staff');
    await h1(page, 'Today');
    await expect(page.getByRole('heading', { name: /Upcoming Events/ })).toBeVisible();
    await check('today');
    if (size.width >= 900) await expectNavClearOfAccessibilityButton(page);

    await openApp(page, '/staff/clients');
    await expect(page.getByRole('region', { name: 'Clients' })).toBeVisible();
    await check('clients');
    await page.getByRole('button', { name: 'Invite Client' }).click();
    await page.getByRole('dialog', { name: 'Invite Client' }).getByRole('button', { name: 'Send Invitation' }).click(); // with its error texts
    await expect(page.getByText('Email is required')).toBeVisible();
    await check('invite-client');
    await page.keyboard.press('Escape');

    await openApp(page, `/staff/clients/${clientId}`);
    await h1(page, 'Maria Santos');
    await expect(page.getByRole('region', { name: 'Client invoices' })).toBeVisible();
    await check('client');

    await openApp(page, '/staff/events');
    await expect(page.getByRole('region', { name: 'Events' })).toBeVisible();
    await check('events');

    await openApp(page, `/staff/events/new?client=${clientId}`);
    await h1(page, 'New Event');
    await page.getByRole('button', { name: 'Create Event' }).click(); // with its error texts
    await expect(page.getByText('Choose an event type')).toBeVisible();
    await check('event-new');

    await openApp(page, `/staff/events/${eventId}`);
    await h1(page, 'Maria & Paolo Wedding');
    for (const tab of ['Tasks', 'Notes', 'Documents', 'Feedback', 'Timeline', 'Quotes & Contracts']) {
      await page.getByRole('tab', { name: new RegExp(`^${tab.replace('&', '\\&')}`) }).click();
      await expect(page.getByRole('tabpanel')).not.toContainText('Loading');
      await check(`event-${tab.split(' ')[0]!.toLowerCase()}`);
    }
    await page.getByRole('button', { name: 'Edit' }).click();
    await expect(page.getByRole('dialog', { name: 'Edit Event' })).toBeVisible();
    await check('event-edit');
    await page.keyboard.press('Escape');

    await openApp(page, '/staff/team');
    await expect(page.getByRole('region', { name: 'Team members' })).toBeVisible();
    await check('team');

    await openApp(page, '/staff/audit');
    // A table in a region on a desktop, a list of cards on a phone (ResponsiveTable).
    await expect(page.getByRole(size.width < 600 ? 'list' : 'region', { name: 'Audit entries' })).toBeVisible();
    await page
      .getByRole('button', { name: /Show changes/ })
      .first()
      .click();
    await check('audit');

    if (size.width < 900) {
      await page.getByRole('button', { name: 'Open navigation menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Staff console' }).getByRole('link', { name: 'Clients' })).toBeVisible();
      await check('navigation');
    }
  });
}

test('the staff console pages have no serious accessibility issue in dark mode', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.emulateMedia({ colorScheme: 'dark' });
  const { clientId, eventId } = await demoIds(request);
  await signInAsAdmin(page, request, '/staff');
  const pages = ['/staff', '/staff/calendar', '/staff/inquiries', '/staff/clients', `/staff/clients/${clientId}`, '/staff/events', '/staff/events/new'];
  const tabs = ['tasks', 'notes', 'documents', 'feedback', 'timeline', 'sales', 'money'].map((tab) => `/staff/events/${eventId}?tab=${tab}`);
  for (const path of [...pages, ...tabs, '/staff/payments', '/staff/team', '/staff/audit']) {
    await openApp(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('main').getByText(/^Loading/)).toHaveCount(0);
    await expectNoSeriousA11yIssues(page);
  }
});
