import { expect, test, type Page } from '../fixtures/test';
import { axeFindings } from '../fixtures/axe';
import { startBooking } from '../fixtures/booking';
import { screenshot } from '../fixtures/screens';
import { openApp, signInAsAdmin } from '../fixtures/staff-console';

// The pages the venue's admins write (issue 27, point 2), with a level-2 heading each shows from the demo seed
// (apps/server/src/seed/demo-pages.ts), and the pages built from the venue's data.
const PAGES = [
  { path: '/about', h1: 'About Havila Gardens', text: 'Our story' },
  { path: '/services', h1: 'Our Services', text: 'Corporate events' },
  { path: '/services/weddings', h1: 'Weddings', text: 'Your ceremony' },
  { path: '/services/corporate', h1: 'Corporate Events', text: 'Official receipts for every payment' },
  { path: '/services/retreats', h1: 'Retreats', text: 'Chapel access at your schedule' },
  { path: '/services/team-building', h1: 'Team Building', text: 'Half-day and whole-day programs' },
  { path: '/services/camping', h1: 'Camping', text: 'Overnight and weekend camps' },
  { path: '/partner', h1: 'Partner With Us', text: 'How to apply' },
  { path: '/gallery', h1: 'Gallery', text: 'The Angelic Field' },
  { path: '/terms', h1: 'Terms of Service', text: '4. Refunds' },
  { path: '/privacy', h1: 'Privacy Policy', text: 'Your rights as a data subject' },
  { path: '/rates', h1: 'Rates & Packages', text: 'Packages' },
  { path: '/reviews', h1: 'Reviews', text: 'A peaceful place that made our reunion feel like home.' },
  { path: '/contact', h1: 'Contact Us', text: 'Send us a message' },
];

async function expectPage(page: Page, p: (typeof PAGES)[number]) {
  await expect(page.getByRole('heading', { level: 1, name: p.h1 })).toBeVisible();
  await expect(page.getByText(p.text, { exact: false }).first()).toBeVisible();
  await expect(page.getByText(/coming soon/i)).toHaveCount(0);
}

test('every public page shows its own content at 375 px, without sideways scroll', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 812 });
  for (const p of PAGES) {
    await page.goto(p.path);
    await expectPage(page, p);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), p.path).toBeLessThanOrEqual(375);
  }
  await page.goto('/terms');
  await expect(page.getByText(/^Version of \w+ \d+, \d{4}$/)).toBeVisible();
  await screenshot(page, testInfo, 'public-terms-375');
  await page.goto('/rates');
  await expect(page.getByText(/₱[\d,]+/).first()).toBeVisible();
  await screenshot(page, testInfo, 'public-rates-375');
});

test('the contact form says what is missing, then sends the message to the venue', async ({ page }) => {
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();
  await expect(form.getByText('Subject is required')).toBeVisible();
  await form.getByLabel('Your name').fill('Joy Ramos');
  await form.getByLabel('E-mail').fill('joy.ramos@example.test');
  await form.getByLabel('Subject').fill('Ocular visit');
  await form.getByLabel('Message').fill('May we visit on a Saturday morning to see the Sanctuary?');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your message is with our events team' })).toBeVisible();
  await expect(form.getByLabel('Subject')).toHaveValue('');
});

test('an admin edits a page with a preview, and the public page shows it', async ({ page, request }, testInfo) => {
  const line = `Suppliers who joined this year: ${Date.now()}.`;
  await signInAsAdmin(page, request, '/staff/pages');
  await expect(page.getByRole('heading', { level: 1, name: 'Pages' })).toBeVisible();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Partner With Us' }) });
  await card.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: /Edit Partner With Us/ });
  const body = dialog.getByRole('textbox', { name: 'Body' });
  await body.fill(`${await body.inputValue()}\n\n${line}`);
  await dialog.getByRole('tab', { name: 'Preview' }).click();
  await expect(dialog.getByText(line)).toBeVisible();
  await screenshot(page, testInfo, 'staff-page-editor');
  await dialog.getByRole('button', { name: 'Save and Publish' }).click();
  await expect(dialog).toBeHidden();

  // Terms keep their published version: a new one is started as a draft.
  const terms = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Terms of Service' }) });
  await expect(terms.getByText(/Version \d+ published/)).toBeVisible();

  await openApp(page, '/partner');
  await expect(page.getByText(line)).toBeVisible();
});

test("/help is the venue's own page, which its admin edits like the others", async ({ page, request }) => {
  // The demo venue's is written (issue 39, point 5; a new install's shows its contacts until then: first-run-setup).
  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 1, name: 'Help & Support' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Contact us' })).toBeVisible();
  await expect(page.getByText('This page has not been published yet.', { exact: false })).toHaveCount(0);
  await expect(page.getByText(/coming soon/i)).toHaveCount(0);
  const line = `Our office answers within a day: ${Date.now()}.`;
  await signInAsAdmin(page, request, '/staff/pages');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Help & Support' }) });
  await card.getByRole('button', { name: /^(Write This Page|Edit)$/ }).click();
  const dialog = page.getByRole('dialog', { name: /Edit Help & Support/ });
  const body = dialog.getByRole('textbox', { name: 'Body' });
  // The page's text has the headings a help page needs.
  await expect(body).toHaveValue(/## Payments/);
  await body.fill(`${await body.inputValue()}\n\n${line}`);
  await dialog.getByRole('button', { name: 'Save and Publish' }).click();
  await expect(dialog).toBeHidden();

  await openApp(page, '/help');
  await expect(page.getByRole('heading', { level: 1, name: 'Help & Support' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Payments' })).toBeVisible();
  await expect(page.getByText(line)).toBeVisible();
  await expect(page.getByText(/coming soon/i)).toHaveCount(0);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the new public pages and the Pages screen have no serious accessibility violations (${colorScheme})`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.emulateMedia({ colorScheme });
    const scan = async (where: string) => {
      const serious = (await axeFindings(page, ['wcag2a', 'wcag2aa'])).filter((f) => f.impact === 'serious' || f.impact === 'critical');
      expect(serious.map((f) => `${where} ${f.id}: ${f.targets.join(', ')}`)).toEqual([]);
    };
    for (const p of PAGES.filter((x) => ['/about', '/terms', '/rates', '/reviews', '/contact'].includes(x.path))) {
      await page.goto(p.path);
      await expectPage(page, p);
      await scan(p.path);
    }
    await signInAsAdmin(page, request, '/staff/pages');
    await expect(page.getByRole('heading', { level: 1, name: 'Pages' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Privacy Policy' })).toBeVisible();
    await scan('/staff/pages');
  });
}

test('registration names the Terms and Privacy versions it accepts, linked to them', async ({ page }) => {
  await page.goto('/register');
  const terms = page.getByRole('link', { name: /^Terms of Service, version of \w+ \d+, \d{4}$/ });
  await expect(terms).toHaveAttribute('href', '/terms');
  await expect(page.getByRole('link', { name: /^Privacy Policy, version of / })).toHaveAttribute('href', '/privacy');
});

test('the booking wizard names the Terms and Privacy versions its checkbox accepts', async ({ page }) => {
  await page.goto('/booking');
  await startBooking(page, 'Wedding');
  const box = page.getByRole('checkbox', {
    name: /^I have read and agree to the Terms of Service, version of \w+ \d+, \d{4} and the Privacy Policy, version of /,
  });
  await expect(box).toBeVisible();
  await expect(page.getByRole('link', { name: /^Terms of Service, version of / })).toHaveAttribute('href', '/terms');
});
