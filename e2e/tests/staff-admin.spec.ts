import { expect, test } from '../fixtures/test';
import { accessTokenOf, uniqueEmail } from '../fixtures/accounts';
import { pathOf } from '../fixtures/mail';
import { trackConsoleErrors } from '../fixtures/screens';
import { DEMO_ADMIN, openApp, signInAsAdmin, signInAsStaff } from '../fixtures/staff-console';

test('an admin invites a staff member, who joins the console; the admin switches them off and reads it all in the audit log', async ({
  page,
  browser,
  request,
}) => {
  const consoleErrors = trackConsoleErrors(page);
  const email = uniqueEmail('new-staff');
  await signInAsAdmin(page, request, '/staff/team');
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: DEMO_ADMIN.email })).toContainText('(you)');

  await page.getByRole('button', { name: 'Invite Team Member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite Team Member' });
  await dialog.getByRole('textbox', { name: 'First Name' }).fill('Paolo');
  await dialog.getByRole('textbox', { name: 'Last Name' }).fill('Ramos');
  await dialog.getByRole('textbox', { name: 'Email Address' }).fill(email);
  await dialog.getByRole('button', { name: 'Send Invitation' }).click();
  const sent = page.getByRole('dialog', { name: 'Invitation Sent' });
  const link = await sent.getByRole('textbox', { name: 'Invitation link' }).inputValue();
  await sent.getByRole('button', { name: 'Done' }).click();

  // The new staff member sets a password and lands in the console, without the admin sections.
  const context = await browser.newContext();
  const staff = await context.newPage();
  await openApp(staff, pathOf(link));
  await staff.getByRole('textbox', { name: 'Set Password' }).fill('Front#Desk2026');
  await staff.getByRole('textbox', { name: 'Confirm Password' }).fill('Front#Desk2026');
  await staff.getByRole('button', { name: 'Activate Account' }).click();
  await expect(staff).toHaveURL(/\/staff$/);
  await expect(staff.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
  await expect(staff.getByRole('navigation', { name: 'Staff console' }).getByText('Audit Log')).toHaveCount(0);
  await context.close();

  // The admin switches the account off.
  await page.reload();
  const row = page.getByRole('row').filter({ hasText: email });
  await row.getByRole('button', { name: 'Switch off Paolo Ramos' }).click();
  await page.getByRole('dialog', { name: 'Switch Off Account' }).getByRole('button', { name: 'Switch Off' }).click();
  await expect(row.getByText('Switched off')).toBeVisible();

  // The audit log has the invitation and the change, each with its before and after.
  await page.getByRole('navigation', { name: 'Staff console' }).getByRole('link', { name: 'Audit Log' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit Log' })).toBeVisible();
  // Each search waits for its filter to reach the address: the other worker writes to the same log meanwhile.
  const search = page.getByRole('searchbox', { name: 'Object ID or e-mail' });
  await search.fill(email);
  await expect(page).toHaveURL(new RegExp(`object_id=${encodeURIComponent(email)}`));
  const entries = page.getByRole('region', { name: 'Audit entries' });
  await expect(entries.getByRole('row').filter({ hasText: 'Invited a staff member' })).toBeVisible();
  await entries.getByRole('button', { name: /Show changes: Invited a staff member/ }).click();
  const changes = entries.getByRole('table', { name: 'Changes' });
  await expect(changes.getByRole('row').filter({ hasText: 'role' })).toContainText('staff');
  await expect(changes.getByRole('row').filter({ hasText: 'email' })).toContainText(email);

  // The switch-off is logged against the account's number, which the team list gives.
  const headers = { Authorization: `Bearer ${await accessTokenOf(request, DEMO_ADMIN)}` };
  const team = (await (await request.get('/api/admin/staff/?page_size=100', { headers })).json()) as { results: { id: number; email: string }[] };
  const accountId = String(team.results.find((a) => a.email === email)?.id);
  await page.getByRole('combobox', { name: 'Object' }).click();
  await page.getByRole('option', { name: 'User' }).click();
  await search.fill(accountId);
  await expect(page).toHaveURL(new RegExp(`object_id=${accountId}(&|$)`));
  const update = entries.getByRole('row').filter({ hasText: "Changed a staff member's account" });
  await expect(update).toContainText(DEMO_ADMIN.name);
  // The entry names the account by its person, not by its number.
  await expect(update).toContainText('Paolo Ramos');
  await update.getByRole('button', { name: /Show changes/ }).click();
  await expect(entries.getByRole('table', { name: 'Changes' }).getByRole('row').filter({ hasText: 'Active (changed)' })).toContainText('Yes');
  expect(consoleErrors).toEqual([]);
});

test('the server refuses to leave the venue without an admin, and the team page says why', async ({ page, request }) => {
  // The demo admin is the one active admin of this database (no spec makes another): demoting them must be refused.
  const headers = { Authorization: `Bearer ${await accessTokenOf(request, DEMO_ADMIN)}` };
  const team = (await (await request.get('/api/admin/staff/?page_size=100', { headers })).json()) as { results: { role: string; is_active: boolean }[] };
  expect(team.results.filter((a) => a.role === 'admin' && a.is_active)).toHaveLength(1);
  await signInAsAdmin(page, request, '/staff/team');
  const me = page.getByRole('row').filter({ hasText: DEMO_ADMIN.email });
  await me.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Staff' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'There must always be at least one active administrator.' })).toBeVisible();
  await page.reload();
  await expect(me.getByRole('combobox', { name: 'Role' })).toHaveText('Admin');
});

test('staff are kept out of the admin pages', async ({ page, request }) => {
  await signInAsStaff(page, request, '/staff/audit');
  await expect(page).toHaveURL(/\/staff$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
});
