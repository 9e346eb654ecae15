import { expect, test } from '../fixtures/test';
import { createAccount, DEMO_STAFF, signInAs } from '../fixtures/accounts';

test('a staff member signs in and lands on the staff console; the portal sends them back to it', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email Address' }).fill(DEMO_STAFF.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_STAFF.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/staff$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Staff console' }).getByText('Clients')).toBeVisible();
  // The demo wedding ten days out told the venue of an allergy and a wheelchair when it booked: Today flags both.
  const wedding = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Reyes-Villanueva Wedding' }) });
  await expect(wedding.getByRole('alert')).toContainText('Two guests are allergic to shellfish');
  await expect(wedding.getByRole('alert')).toContainText('uses a wheelchair');

  await page.goto('/events');
  await expect(page).toHaveURL(/\/staff$/);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('a client cannot open the staff console: they are sent to their dashboard', async ({ page, request }) => {
  const client = await createAccount(request, 'not-staff');
  await signInAs(page, client, '/staff');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: /Welcome back/ })).toBeVisible();
});
