import { expect, test } from '../fixtures/test';
import { trackConsoleErrors } from '../fixtures/screens';
import { clientPage, invitedClient, signInAsStaff, staffApi, venueDayFromNow } from '../fixtures/staff-console';
import { ensureSampleCatalogue } from '../fixtures/sample-catalogue';

// The empty install's catalogue starts empty: the rows these journeys book (fixtures/sample-catalogue.ts).
test.beforeEach(({ request }) => ensureSampleCatalogue(request));

/** A fresh client with one booked event, made through the venue's API. */
async function clientWithEvent(request: Parameters<typeof staffApi>[0], label: string, name: string, daysAhead: number, facility: string) {
  const client = await invitedClient(request, label);
  const venue = await staffApi(request);
  const day = venueDayFromNow(daysAhead);
  const event = await venue.createEvent({
    client_id: client.session.user.id,
    event_type_id: await venue.eventTypeId('Retreat'),
    name,
    facility_id: await venue.facilityId(facility),
    starts_at: `${day}T08:00:00+08:00`,
    ends_at: `${day}T17:00:00+08:00`,
    guest_count: 6,
  });
  return { client, event, venue };
}

test('an internal note stays with the venue while a client-visible note and a shared document reach the client', async ({ page, browser, request }) => {
  const consoleErrors = trackConsoleErrors(page);
  const { client, event } = await clientWithEvent(request, 'notes', 'Tan Quiet Retreat', 180, 'Cabana 1');
  await signInAsStaff(page, request, `/staff/events/${event.id}?tab=notes`);
  await expect(page.getByRole('tab', { name: /^Notes/ })).toHaveAttribute('aria-selected', 'true');

  const form = page.getByRole('form', { name: 'Add note' });
  await expect(form.getByRole('radio', { name: 'Internal (staff only)' })).toBeChecked(); // the safe default
  await form.getByRole('textbox', { name: 'Note' }).fill('Long-time client: waive the corkage fee.');
  await form.getByRole('button', { name: 'Add Note' }).click();
  const notes = page.getByRole('list', { name: 'Event notes' });
  await expect(notes.getByRole('listitem').filter({ hasText: 'waive the corkage fee' }).getByText('Internal', { exact: true })).toBeVisible();

  await form.getByRole('radio', { name: 'Visible to the client' }).check();
  await form.getByRole('textbox', { name: 'Note' }).fill('Please bring the signed guest list on arrival.');
  await form.getByRole('button', { name: 'Add Note' }).click();
  await expect(notes.getByRole('listitem').filter({ hasText: 'signed guest list' }).getByText('Visible to client')).toBeVisible();

  // A document shared with the client: uploaded, downloadable by staff.
  await page.getByRole('tab', { name: /^Documents/ }).click();
  await page.getByRole('button', { name: 'Upload Document' }).click();
  const upload = page.getByRole('dialog', { name: 'Upload Document' });
  await upload.getByLabel('File').setInputFiles({ name: 'retreat-schedule.txt', mimeType: 'text/plain', buffer: Buffer.from('08:00 Prayer\n09:00 Talks\n') });
  await expect(upload.getByRole('textbox', { name: 'Name' })).toHaveValue('retreat-schedule');
  await upload.getByRole('button', { name: 'Upload' }).click();
  await expect(upload).toBeHidden();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download retreat-schedule' }).click();
  expect((await download).suggestedFilename()).toBe('retreat-schedule.txt');

  const portal = await clientPage(browser, client.session, `/events/${event.id}`);
  await portal.page.getByRole('tab', { name: /^Notes/ }).click();
  const seen = portal.page.getByRole('list', { name: 'Event notes' });
  await expect(seen.getByText('Please bring the signed guest list on arrival.')).toBeVisible();
  await expect(portal.page.getByText(/corkage/)).toHaveCount(0);
  await portal.page.getByRole('tab', { name: /^Documents/ }).click();
  await expect(portal.page.getByText('retreat-schedule')).toBeVisible();
  await portal.close();

  // Deleting asks first and takes it from the client too.
  await page.getByRole('button', { name: 'Delete retreat-schedule' }).click();
  await page.getByRole('dialog', { name: 'Delete Document' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No documents yet.')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test("staff answer a client's feedback from Today, and the client reads the response", async ({ page, browser, request }) => {
  const { client, event, venue } = await clientWithEvent(request, 'feedback', 'Tan Family Recollection', 190, 'Cabana 4');
  for (const status of ['CONFIRMED', 'IN_PROGRESS', 'COMPLETED']) await venue.setStatus(event.id, status);
  const given = await request.post(`/api/client/events/${event.id}/feedback/`, {
    headers: { Authorization: `Bearer ${client.session.tokens.access}` },
    data: { overall_rating: 4, comments: 'Lovely cabana, but the coffee ran out early.' },
  });
  expect(given.status(), await given.text()).toBe(201);

  await signInAsStaff(page, request, '/staff');
  await page
    .getByRole('region', { name: 'New Feedback' })
    .getByRole('link', { name: /Tan Family Recollection/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tan Family Recollection' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Feedback/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Lovely cabana, but the coffee ran out early.')).toBeVisible();
  const response = page.getByRole('form', { name: 'Team response' });
  await response.getByRole('textbox', { name: 'Team Response' }).fill('Thank you! We now keep a second urn ready for every group.');
  await response.getByRole('button', { name: 'Send Response' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Response Sent' })).toBeVisible();
  await expect(response.getByRole('button', { name: 'Update Response' })).toBeVisible();

  const portal = await clientPage(browser, client.session, `/events/${event.id}`);
  await portal.page.getByRole('tab', { name: /^Feedback/ }).click();
  await expect(portal.page.getByText('Thank you! We now keep a second urn ready for every group.')).toBeVisible();
  await portal.close();
});
