import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CLI_ADMIN, emptyServer, FIRST_STAFF, workerIndexes } from '../env';
import { pathOf } from '../fixtures/mail';
import { expect, test } from '../fixtures/test';

/**
 * A fresh install with SEED_DEMO=false: nothing but reference data and the admin `npm run create-admin` made.
 * The admin opens the link the CLI printed, sets a password and signs in to the staff console; the staff
 * journeys of the `empty-database` project then run as this admin. Every worker has its own empty server
 * (env.ts), so the walk is done once on each of them.
 */
for (const index of workerIndexes()) {
  test(`the admin made by the CLI sets a password through its link and signs in to an empty console (server ${index + 1})`, async ({ browser, playwright }) => {
    const { baseURL, dataDir } = emptyServer(index);
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    const request = await playwright.request.newContext({ baseURL });
    const link = readFileSync(join(dataDir, 'admin-link.txt'), 'utf8').trim();
    await page.goto(pathOf(link));
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    await expect(page.getByText(`Choose a new password for ${CLI_ADMIN.email}`)).toBeVisible();
    await page.getByRole('textbox', { name: 'New Password', exact: true }).fill(CLI_ADMIN.password);
    await page.getByRole('textbox', { name: 'Confirm New Password' }).fill(CLI_ADMIN.password);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Your password has been reset.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/, { timeout: 5_000 });
    await page.getByRole('textbox', { name: 'Email Address' }).fill(CLI_ADMIN.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(CLI_ADMIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/staff$/);
    await expect(page.getByText(`${CLI_ADMIN.name} · Administrator`)).toBeVisible();

    // Nothing else is there: no client, no event.
    const csrf = async () => ({ 'X-CSRFToken': ((await (await request.get('/api/users/csrf/')).json()) as { csrf_token: string }).csrf_token });
    const login = await request.post('/api/users/login/', { headers: await csrf(), data: { email: CLI_ADMIN.email, password: CLI_ADMIN.password } });
    const headers = { Authorization: `Bearer ${((await login.json()) as { tokens: { access: string } }).tokens.access}` };
    expect(((await (await request.get('/api/staff/clients/', { headers })).json()) as { count: number }).count).toBe(0);
    expect(((await (await request.get('/api/staff/events/', { headers })).json()) as { count: number }).count).toBe(0);

    // The venue's first staff member: invited by the admin, accepted with a password (the team page's own
    // browser walk is staff-admin.spec.ts).
    const invited = await request.post('/api/admin/staff-invitations/', {
      headers,
      data: { email: FIRST_STAFF.email, first_name: FIRST_STAFF.firstName, last_name: FIRST_STAFF.lastName, role: 'staff' },
    });
    expect(invited.status(), await invited.text()).toBe(201);
    const { id } = (await invited.json()) as { id: string };
    const accepted = await request.post(`/api/clients/invitations/${id}/accept/`, {
      headers: await csrf(),
      data: { password: FIRST_STAFF.password, confirm_password: FIRST_STAFF.password },
    });
    expect(accepted.status(), await accepted.text()).toBe(200);
    expect(((await accepted.json()) as { user: { role: string } }).user.role).toBe('staff');
    await request.dispose();
    await context.close();
  });
}
