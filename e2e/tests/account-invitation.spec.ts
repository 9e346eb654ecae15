import { expect, test } from '../fixtures/test';
import { INVITATION_INVALID } from '@venue/shared/accounts/invitation.schema';
import { createInvitation, uniqueEmail } from '../fixtures/accounts';
import { INVITATION_LINK, pathOf, waitForMailLink } from '../fixtures/mail';

test('an invited client sets a password, is activated and lands on the dashboard', async ({ page, request }) => {
  const email = uniqueEmail('invitee');
  const invitation = await createInvitation(request, { email, first_name: 'Lorna', last_name: 'Cruz' });
  const link = await waitForMailLink(email, INVITATION_LINK);
  expect(pathOf(link)).toBe(`/accept-invitation/${invitation.id}`);

  await page.goto(pathOf(link));
  await expect(page.getByRole('heading', { name: 'Accept Invitation' })).toBeVisible();
  await expect(page.getByText('Lorna Cruz')).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  await page.getByRole('textbox', { name: 'Set Password' }).fill('Welcome#Home2026');
  await expect(page.getByText('Password strength: Very Strong')).toBeVisible();
  await page.getByRole('textbox', { name: 'Confirm Password' }).fill('Welcome#Home2026');
  await page.getByRole('button', { name: 'Activate Account' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Account Activated' })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Lorna!' })).toBeVisible();

  // Used now, and a signed-in client is sent to the dashboard anyway.
  await page.goto(pathOf(link));
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('an unknown invitation shows the invalid view', async ({ page }) => {
  await page.goto('/accept-invitation/no-such-invitation');
  await expect(page.getByText(INVITATION_INVALID)).toBeVisible();
});
