import { expect, test, type Page } from '../fixtures/test';
import { uniqueEmail, venueStaff } from '../fixtures/accounts';
import { pathOf } from '../fixtures/mail';
import { trackConsoleErrors } from '../fixtures/screens';
import { clientPage, invitedClient, openApp, signInAsStaff, staffApi, venueDayFromNow } from '../fixtures/staff-console';
import { ensureSampleCatalogue } from '../fixtures/sample-catalogue';
import { loginSession } from '../fixtures/session';

// The empty install's catalogue starts empty: the rows these journeys book (fixtures/sample-catalogue.ts).
test.beforeEach(({ request }) => ensureSampleCatalogue(request));

/**
 * Picks an option of an MUI select by its label. On a slow machine the menu can open under the pointer and the
 * click's release pick whatever option lands there, closing the menu: the pick is tried again until the select
 * shows the option asked for.
 */
async function choose(page: Page, label: string, option: RegExp | string) {
  const select = page.getByRole('combobox', { name: label });
  await expect(async () => {
    if (!(await page.getByRole('listbox').isVisible())) await select.click();
    await page.getByRole('option', { name: option }).click({ timeout: 3_000 });
    await expect(select).toHaveText(option, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

async function addTask(page: Page, task: { title: string; priority: string; due: string; clientInput: boolean }) {
  await page.getByRole('button', { name: 'Add Task' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Task' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill(task.title);
  await choose(page, 'Priority', task.priority);
  await dialog.getByRole('textbox', { name: 'Due Date' }).fill(task.due);
  if (task.clientInput) await dialog.getByRole('checkbox', { name: /Needs client input/ }).check();
  await dialog.getByRole('checkbox', { name: /The client can update it/ }).check();
  await dialog.getByRole('button', { name: 'Add Task' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('list', { name: 'Event tasks' }).getByText(task.title)).toBeVisible();
}

test('staff invite a client, who accepts; staff book their event with two tasks, and the client sees both', async ({ page, browser, request }) => {
  const consoleErrors = trackConsoleErrors(page);
  const email = uniqueEmail('staff-invitee');
  await signInAsStaff(page, request, '/staff/clients');
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();

  // Invite: the dialog shows the link it got back.
  await page.getByRole('button', { name: 'Invite Client' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite Client' });
  await invite.getByRole('textbox', { name: 'First Name' }).fill('Liza');
  await invite.getByRole('textbox', { name: 'Last Name' }).fill('Soberano');
  await invite.getByRole('textbox', { name: 'Email Address' }).fill(email);
  await invite.getByRole('button', { name: 'Send Invitation' }).click();
  const sent = page.getByRole('dialog', { name: 'Invitation Sent' });
  const link = await sent.getByRole('textbox', { name: 'Invitation link' }).inputValue();
  expect(link).toMatch(/\/accept-invitation\/[A-Za-z0-9_-]+$/);
  await sent.getByRole('button', { name: 'Done' }).click();

  // The client accepts it in their own browser.
  const clientContext = await browser.newContext();
  const client = await clientContext.newPage();
  await openApp(client, pathOf(link));
  await client.getByRole('textbox', { name: 'Set Password' }).fill('Welcome#Home2026');
  await client.getByRole('textbox', { name: 'Confirm Password' }).fill('Welcome#Home2026');
  await client.getByRole('button', { name: 'Activate Account' }).click();
  await expect(client).toHaveURL(/\/dashboard$/);

  // Staff find them and book their event from their page.
  await page.getByRole('searchbox', { name: 'Search clients' }).fill(email);
  await page.getByRole('link', { name: 'Liza Soberano' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Liza Soberano' })).toBeVisible();
  await page.getByRole('link', { name: 'New Event' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New Event' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Client' })).toHaveValue(`Liza Soberano (${email})`);
  await choose(page, 'Event Type', 'Wedding');
  await page.getByRole('textbox', { name: 'Event Name' }).fill('Soberano Garden Wedding');
  await choose(page, 'Space', /^Pavilion/);
  await expect(page.getByText(/Holds up to 200 guests/)).toBeVisible();
  const day = venueDayFromNow(150);
  await page.getByRole('textbox', { name: 'Date', exact: true }).fill(day);
  await page.getByRole('textbox', { name: 'Start Time' }).fill('15:00');
  await page.getByRole('textbox', { name: 'End Time' }).fill('23:00');
  await page.getByRole('spinbutton', { name: 'Guests' }).fill('120');
  await page.getByRole('button', { name: 'Create Event' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Soberano Garden Wedding' })).toBeVisible();
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();
  await expect(page.getByText(/3:00 PM – 11:00 PM PHT/)).toBeVisible();
  await addTask(page, { title: 'Send the final guest list', priority: 'High', due: venueDayFromNow(120), clientInput: true });
  await addTask(page, { title: 'Choose the reception flowers', priority: 'Medium', due: venueDayFromNow(130), clientInput: false });
  await page.getByRole('button', { name: 'Confirm Event' }).click();
  await page.getByRole('dialog', { name: 'Confirm Event' }).getByRole('button', { name: 'Confirm Event' }).click();
  await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();

  // The client sees the event and both tasks.
  await openApp(client, '/events');
  await client.getByRole('link', { name: /Soberano Garden Wedding/ }).click();
  await expect(client.getByRole('heading', { level: 1, name: 'Soberano Garden Wedding' })).toBeVisible();
  await client.getByRole('tab', { name: /^Tasks/ }).click();
  const tasks = client.getByRole('list', { name: 'Event tasks' });
  await expect(tasks.getByText('Send the final guest list')).toBeVisible();
  await expect(tasks.getByText('Choose the reception flowers')).toBeVisible();
  await clientContext.close();
  expect(consoleErrors).toEqual([]);
});

test('a booking that overlaps another on the same facility shows the 409 under the time fields', async ({ page, request }) => {
  const client = await invitedClient(request, 'overlap');
  const venue = await staffApi(request);
  const day = venueDayFromNow(160);
  await venue.createEvent({
    client_id: client.session.user.id,
    event_type_id: await venue.eventTypeId('Corporate Event'),
    name: 'Morning Seminar',
    facility_id: await venue.facilityId('Cabana 3'),
    starts_at: `${day}T09:00:00+08:00`,
    ends_at: `${day}T12:00:00+08:00`,
    guest_count: 8,
  });

  await signInAsStaff(page, request, `/staff/events/new?client=${client.session.user.id}`);
  await expect(page.getByRole('combobox', { name: 'Client' })).toHaveValue(new RegExp(client.name));
  await choose(page, 'Event Type', 'Corporate Event');
  await page.getByRole('textbox', { name: 'Event Name' }).fill('Lunch Workshop');
  await choose(page, 'Space', /^Cabana 3/);
  await page.getByRole('textbox', { name: 'Date', exact: true }).fill(day);
  await page.getByRole('textbox', { name: 'Start Time' }).fill('12:00');
  await page.getByRole('textbox', { name: 'End Time' }).fill('15:00');
  await page.getByRole('button', { name: 'Create Event' }).click();

  // The other booking plus its 30-minute buffers: 8:30 AM to 12:30 PM.
  const start = page.getByRole('textbox', { name: 'Start Time' });
  await expect(start).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(/^This facility is already booked from .+ 8:30 AM to .+ 12:30 PM PHT\.$/)).toBeVisible();
  await expect(page).toHaveURL(/\/staff\/events\/new/);
});

test('the client page shows their events and money; Events filters by status', async ({ page, browser, request }) => {
  const client = await invitedClient(request, 'detail');
  const venue = await staffApi(request);
  const event = await venue.createEvent({
    client_id: client.session.user.id,
    event_type_id: await venue.eventTypeId('Team Building'),
    name: 'Tan Family Fun Day',
    facility_id: await venue.facilityId('Cabana 2'),
    starts_at: `${venueDayFromNow(170)}T09:00:00+08:00`,
    ends_at: `${venueDayFromNow(170)}T17:00:00+08:00`,
    guest_count: 10,
  });
  await signInAsStaff(page, request, `/staff/clients/${client.session.user.id}`);
  await expect(page.getByRole('heading', { level: 1, name: client.name })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Client events' }).getByRole('link', { name: 'Tan Family Fun Day' })).toBeVisible();
  await expect(page.getByText('No invoices yet.')).toBeVisible();

  await openApp(page, `/staff/events?client=${client.session.user.id}`);
  await expect(page.getByRole('link', { name: 'Tan Family Fun Day' })).toBeVisible();
  // "My events" (issue 41): only the events the signed-in member coordinates; made theirs on the event sheet.
  // The switch follows the address (a router navigation), so it is clicked and then read, not check()ed.
  const mine = page.getByRole('switch', { name: 'My events' });
  await mine.click();
  await expect(mine).toBeChecked();
  await expect(page.getByText('No events match these filters.')).toBeVisible();
  const me = await loginSession(request, venueStaff());
  const sheet = await request.put(`/api/staff/events/${event.id}/sheet/`, {
    headers: { Authorization: `Bearer ${me.tokens.access}` },
    data: { run_of_show: [], suppliers: [], coordinator_id: me.user.id },
  });
  expect(sheet.status(), await sheet.text()).toBe(200);
  await page.reload();
  await expect(page.getByRole('link', { name: 'Tan Family Fun Day' })).toBeVisible();
  await mine.click();
  await expect(mine).not.toBeChecked();
  await choose(page, 'Status', 'Confirmed');
  await expect(page.getByText('No events match these filters.')).toBeVisible();
  await choose(page, 'Status', 'Draft');
  await page.getByRole('link', { name: 'Tan Family Fun Day' }).click();
  await expect(page).toHaveURL(new RegExp(`/staff/events/${event.id}$`));

  // A cancellation asks for its reason, which the client reads on the timeline.
  await page.getByRole('button', { name: 'Cancel Event' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel Event' });
  await dialog.getByRole('button', { name: 'Cancel Event' }).click();
  await expect(dialog.getByText('Please give the reason for cancelling')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('The family moved the reunion abroad');
  await dialog.getByRole('button', { name: 'Cancel Event' }).click();
  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  const portal = await clientPage(browser, client.session, `/events/${event.id}`);
  await portal.page.getByRole('tab', { name: /^Timeline/ }).click();
  await expect(portal.page.getByText(/The family moved the reunion abroad/)).toBeVisible();
  await portal.close();
});
