import { expect, test } from '../fixtures/test';
import { DEMO } from '../env';
import { expectNoSeriousA11yIssues, screenshot, trackConsoleErrors } from '../fixtures/screens';
import { signInAsDemo, WIDTHS } from '../fixtures/demo-session';

test('the dashboard arrives drawn by the server with the event status, urgent tasks and recent updates', async ({ page, request }, testInfo) => {
  const consoleErrors = trackConsoleErrors(page);
  const dashboardCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/client/dashboard/')) dashboardCalls.push(r.url());
  });
  await signInAsDemo(page, request);
  await expect(page.getByRole('heading', { level: 1, name: `Welcome back, ${DEMO.firstName}!` })).toBeVisible();
  await expect(page.getByText('Manage your events and view communications.')).toBeVisible();

  const status = page.getByRole('region', { name: 'Event Status' });
  await expect(status.getByText('Santos Design Studio Year-End Planning')).toBeVisible();
  await expect(status.getByRole('progressbar')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Urgent Tasks' }).getByRole('button').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recent Updates' }).getByRole('link').first()).toBeVisible();
  // One list of notices, errors first: the demo's corporate invoice (INV-....-0042) is 5 days past due.
  const notices = page.getByRole('region', { name: 'Needs Your Attention' });
  await expect(notices.getByText(/^Invoice INV-\d{4}-0042 for .+ is overdue by 5 days\.$/)).toBeVisible();
  expect(await notices.getByRole('listitem').count()).toBeLessThanOrEqual(10);
  // The server drew the page from its one dashboard call, and the page carries the answer: the browser asks nothing.
  expect(dashboardCalls).toEqual([]);
  await expectNoSeriousA11yIssues(page);

  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await screenshot(page, testInfo, `dashboard-events-${size.name}`);
  }

  await status.getByRole('link', { name: /View Event Santos Design Studio/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Santos Design Studio Year-End Planning' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
