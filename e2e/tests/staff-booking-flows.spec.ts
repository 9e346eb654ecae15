import type { APIRequestContext } from '@playwright/test';
import { FLOW_EDITOR_TEXT } from '@venue/shared/staff/booking-flows.schema';
import { expect, test, type Page } from '../fixtures/test';
import { accessTokenOf } from '../fixtures/accounts';
import { WIDTHS } from '../fixtures/demo-session';
import { expectNoSeriousA11yIssues, screenshot } from '../fixtures/screens';
import { DEMO_ADMIN, openApp, signInAsAdmin, signInAsStaff } from '../fixtures/staff-console';

/**
 * Issue 27, point 4: the booking flows editor. An admin adds a start time to the retreat's flow and sets its own
 * deposit, previews it as a visitor would see it and saves a new version; a staff member reads it. The demo server
 * is shared with the specs that follow (no booking spec books a retreat): the flow is saved back as it was at the end.
 */
test.use({ actionTimeout: 15_000 });

const h1 = (page: Page, name: string | RegExp) => expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

type TFlow = {
  id: number;
  name: string;
  description: string;
  is_active: boolean;
  version: number;
  steps: ({ id: number } & Record<string, unknown>)[];
};

async function retreatFlow(request: APIRequestContext) {
  const headers = { Authorization: `Bearer ${await accessTokenOf(request, DEMO_ADMIN)}` };
  const list = (await (await request.get('/api/staff/booking-flows/', { headers })).json()) as { flows: { id: number; event_type_name: string }[] };
  const { id } = list.flows.find((f) => f.event_type_name === 'Retreat')!;
  const flow = (await (await request.get(`/api/staff/booking-flows/${id}/`, { headers })).json()) as TFlow;
  return { flow, headers };
}

/** Saves the flow back as it was (as a new version: versions only go up). */
async function restore(request: APIRequestContext, headers: Record<string, string>, original: TFlow) {
  const now = (await (await request.get(`/api/staff/booking-flows/${original.id}/`, { headers })).json()) as TFlow;
  if (now.version === original.version) return;
  const res = await request.put(`/api/admin/booking-flows/${original.id}/`, {
    headers,
    data: {
      name: original.name,
      description: original.description,
      is_active: original.is_active,
      expected_version: now.version,
      steps: original.steps.map(({ id: _id, ...step }) => step),
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test('an admin changes a start time and the deposit, previews the flow and saves a new version; staff read it', async ({ page, request, browser }) => {
  test.setTimeout(180_000);
  const { flow, headers } = await retreatFlow(request);
  try {
    await signInAsAdmin(page, request, '/staff/booking-flows');
    await h1(page, 'Booking Flows');
    await page.getByRole('link', { name: `Open ${flow.name}` }).click();
    await h1(page, flow.name);
    await expect(page.getByText(`Retreat · Version ${flow.version} ·`)).toBeVisible();

    const schedule = page.getByRole('listitem', { name: 'Date and Time', exact: true });
    await schedule.getByRole('button', { name: 'Date and Time settings' }).click();
    await schedule.getByLabel('New start time').fill('10:30');
    await schedule.getByRole('button', { name: 'Add Time' }).click();
    await expect(schedule.getByRole('button', { name: 'Remove 10:30 AM' })).toBeVisible();

    const payment = page.getByRole('listitem', { name: 'Payment', exact: true });
    await payment.getByRole('button', { name: 'Payment settings' }).click();
    await payment.getByRole('switch', { name: /Use the venue’s default/ }).uncheck();
    const deposit = payment.getByRole('textbox', { name: 'Deposit' });
    await deposit.fill('250');
    // The shared rules answer before anything is sent.
    await page.getByRole('button', { name: 'Save', exact: true }).first().click();
    await expect(payment.getByText(FLOW_EDITOR_TEXT.depositPercentage)).toBeVisible();
    await deposit.fill('25');
    await expect(payment.getByText(FLOW_EDITOR_TEXT.depositPercentage)).toHaveCount(0);
    await expectNoSeriousA11yIssues(page);

    // The preview is the unsaved flow as the server would serve it to the wizard.
    await page.getByRole('button', { name: 'Preview' }).first().click();
    const preview = page.getByRole('dialog', { name: 'Preview: Retreat' });
    await expect(preview.getByText('Step 1 of')).toBeVisible();
    await preview.getByRole('button', { name: 'Next' }).click();
    await expect(preview.getByText('10:30 AM')).toBeVisible();
    for (let i = 0; i < 8 && !(await preview.getByRole('heading', { name: 'Payment', exact: true }).isVisible()); i++) {
      await preview.getByRole('button', { name: 'Next' }).click();
    }
    await expect(preview.getByText('Pay a 25% deposit to reserve the date')).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await preview.getByRole('button', { name: 'Close' }).click();
    await expect(preview).toBeHidden();

    await page.getByRole('button', { name: 'Save', exact: true }).first().click();
    await expect(page.getByText(FLOW_EDITOR_TEXT.saved(flow.version + 1))).toBeVisible();
    await expect(page.getByText(`Retreat · Version ${flow.version + 1} ·`)).toBeVisible();

    // Another admin saves first: this editor's save is refused with the reason, and Reload shows their version.
    const theirs = (await (await request.get(`/api/staff/booking-flows/${flow.id}/`, { headers })).json()) as TFlow;
    const other = await request.put(`/api/admin/booking-flows/${flow.id}/`, {
      headers,
      data: {
        name: theirs.name,
        description: theirs.description,
        is_active: theirs.is_active,
        expected_version: theirs.version,
        steps: theirs.steps.map(({ id: _id, ...step }) => step),
      },
    });
    expect(other.status(), await other.text()).toBe(200);
    await page.getByRole('switch', { name: 'Active' }).uncheck();
    await page.getByRole('button', { name: 'Save', exact: true }).first().click();
    const conflict = page.getByRole('alert').filter({ hasText: FLOW_EDITOR_TEXT.outOfDate });
    await expect(conflict).toBeVisible();
    await conflict.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByText(`Retreat · Version ${flow.version + 2} · Active`)).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Active' })).toBeChecked();

    // A staff member (not an admin) sees the saved flow and cannot change it.
    const context = await browser.newContext();
    try {
      const staff = await context.newPage();
      await signInAsStaff(staff, request, `/staff/booking-flows/${flow.id}`);
      await h1(staff, flow.name);
      await expect(staff.getByText('Only an admin can change it.')).toBeVisible();
      await expect(staff.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
      const staffSchedule = staff.getByRole('listitem', { name: 'Date and Time', exact: true });
      await expect(staffSchedule.getByRole('switch', { name: 'Date and Time step on' })).toBeDisabled();
      await staffSchedule.getByRole('button', { name: 'Date and Time settings' }).click();
      await expect(staffSchedule.getByText('10:30 AM')).toBeVisible();
      await expect(staffSchedule.getByRole('button', { name: 'Add Time' })).toHaveCount(0);
      await expect(staff.getByRole('button', { name: 'Move Payment up' })).toHaveCount(0);
    } finally {
      await context.close();
    }
  } finally {
    await restore(request, headers, flow);
  }
});

for (const size of WIDTHS) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`Booking Flows and the editor have no serious accessibility issue at ${size.width} px, ${scheme}`, async ({ page, request }, testInfo) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.emulateMedia({ colorScheme: scheme });
      const { flow } = await retreatFlow(request);
      await signInAsAdmin(page, request, '/staff/booking-flows');
      await h1(page, 'Booking Flows');
      await expect(page.getByRole('region', { name: 'Booking flows' })).toBeVisible();
      await expectNoSeriousA11yIssues(page);
      await screenshot(page, testInfo, `staff-booking-flows-${size.name}-${scheme}`);
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
      // A new flow starts from an event type (nothing is created here: the demo server is shared).
      await page.getByRole('button', { name: 'New Booking Flow' }).click();
      const create = page.getByRole('dialog', { name: 'New Booking Flow' });
      await create.getByRole('button', { name: 'Create Booking Flow' }).click();
      await expect(create.getByText(FLOW_EDITOR_TEXT.chooseEventType)).toBeVisible();
      await expectNoSeriousA11yIssues(page);
      await create.getByRole('button', { name: 'Cancel' }).click();
      await expect(create).toBeHidden();

      await openApp(page, `/staff/booking-flows/${flow.id}`);
      await h1(page, flow.name);
      // Every panel open: the widest of the editor's fields are on screen.
      for (const button of await page
        .getByRole('main')
        .getByRole('button', { name: / settings$/ })
        .all())
        await button.click();
      await expect(page.getByRole('group', { name: 'Payment settings' })).toBeVisible();
      await expectNoSeriousA11yIssues(page);
      await screenshot(page, testInfo, `staff-booking-flow-editor-${size.name}-${scheme}`);
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);

      await page.getByRole('button', { name: 'Preview' }).first().click();
      await expect(page.getByRole('dialog', { name: 'Preview: Retreat' })).toBeVisible();
      await expectNoSeriousA11yIssues(page);
      await screenshot(page, testInfo, `staff-booking-flow-preview-${size.name}-${scheme}`);
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    });
  }
}
