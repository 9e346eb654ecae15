import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO } from '../env';
import { accessTokenOf, venueStaff } from '../fixtures/accounts';
import { loginSession, signInWith } from '../fixtures/session';
import { DEMO_ADMIN } from '../fixtures/staff-console';
import { buttonsOffScreen } from '../fixtures/screens';
import { expect, test } from '../fixtures/test';

/**
 * Issue 26, points 2 and 3: every page of the three roles, on a 375 px phone, scrolls only downwards and shows a
 * person none of the product's insides. Each page is opened as its role would reach it and read once it has loaded.
 */
const PHONE = { width: 375, height: 812 };

/** What a person must never read, each with a pattern for it (e-mail addresses and links are taken out first). */
const INSIDES: [string, RegExp][] = [
  ['a database id', /\b(?:Event|Quote|Contract|Invoice|Payment|Client|User|Thread|Template|Product) #\d+/],
  ['an enum value', /\b[A-Z]{2,}(?:_[A-Z]{2,})+\b/],
  ['an ISO date', /\b\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2})?\b/],
  ['a code or field name', /\b[a-z]+(?:_[a-z0-9]+)+\b/],
  ['JSON', /[{[]\s*"[\w-]+"\s*:/],
  ['a programming value', /\b(?:undefined|NaN)\b|\[object Object\]|\bnull\b/],
  ['an empty row', /\bNot specified\b/],
  ['a plural left to the reader', /\w\(s\)/],
];

/** Loads a page and waits until it has nothing left loading: its heading is there, no spinner, no "Loading...". */
async function openLoaded(page: Page, path: string) {
  await page.goto(path);
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  // A page that opens on a dialog (a contract's details) hides the page's heading behind it.
  await expect(page.getByRole('heading', { level: 1 }).or(page.getByRole('dialog')).first()).toBeVisible();
  // Spinners and skeletons, not the progress bars that show a figure (a contract's signatures, a plan's payments).
  await expect(page.locator('.MuiCircularProgress-root, .MuiSkeleton-root')).toHaveCount(0);
  await expect(page.getByText(/^Loading\b/)).toHaveCount(0);
}

/** The problems of the page as it stands: sideways scroll, and each inside it shows with the text around it. */
async function problemsOf(page: Page, path: string): Promise<string[]> {
  const { scrollWidth, widest, text } = await page.evaluate((width) => {
    // The outermost element that reaches past the screen's edge, to say what pushes the page wider.
    const clipped = (e: Element): boolean => {
      for (let a = e.parentElement; a && a !== document.body; a = a.parentElement) if (getComputedStyle(a).overflowX !== 'visible') return true;
      return false;
    };
    // A scrolling table's cells reach past the edge inside their frame; an absolutely placed element escapes it.
    const escapes = (e: Element) => !clipped(e) || ['absolute', 'fixed'].includes(getComputedStyle(e).position);
    const past = Array.from(document.querySelectorAll('body *')).find((e) => e.getBoundingClientRect().right > width + 1 && escapes(e));
    const describe = (e: Element) => `${e.tagName.toLowerCase()} "${(e.textContent ?? '').trim().slice(0, 40)}"`;
    return { scrollWidth: document.documentElement.scrollWidth, widest: past ? describe(past) : '', text: document.body.innerText };
  }, PHONE.width);
  const problems = scrollWidth > PHONE.width ? [`${path}: scrolls sideways (${scrollWidth} px wide, past the edge: ${widest})`] : [];
  const covered = await underTheAccessibilityButton(page);
  if (covered) problems.push(`${path}: the accessibility button covers "${covered}" at the bottom of the page`);
  // E-mail addresses, links and a template's {{variables}} (the template editor's own language) are not insides.
  const readable = text
    .replace(/\S+@\S+\.\S+/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/\{\{\s*\w+\s*\}\}/g, ' ');
  for (const [what, pattern] of INSIDES) {
    const found = readable.match(pattern);
    if (found?.index !== undefined)
      problems.push(`${path}: ${what} in "${readable.slice(Math.max(0, found.index - 30), found.index + found[0].length + 30).replace(/\s+/g, ' ')}"`);
  }
  return problems;
}

/**
 * Scrolled to the bottom, what text or control the floating accessibility button sits on, if any: every layout
 * leaves room below its last content (FLOATING_BUTTON_CLEARANCE). Points across the button are probed for what lies
 * beneath it (so content clipped by a scrolling box does not count), and text is measured line by line.
 */
async function underTheAccessibilityButton(page: Page): Promise<string> {
  return page.evaluate(() => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    const fab = document.querySelector('button[aria-label^="Accessibility settings"]');
    if (!fab) return '';
    const f = fab.getBoundingClientRect();
    // Under an open dialog (a contract's details) the button is covered itself and covers nothing.
    const top = document.elementFromPoint(f.left + f.width / 2, f.top + f.height / 2);
    if (!top || !fab.contains(top)) return '';
    const inside = (r: DOMRect, x: number, y: number) => x >= r.left && x <= r.right && y >= r.top && y <= r.bottom;
    for (let i = 1; i < 6; i++)
      for (let j = 1; j < 6; j++) {
        const x = f.left + (f.width * i) / 6;
        const y = f.top + (f.height * j) / 6;
        const below = document.elementsFromPoint(x, y).find((e) => !fab.contains(e) && !e.contains(fab));
        if (!below) continue;
        const control = below.closest('a, button, input, select, textarea, [role="button"], [role="link"]');
        if (control) return (control.textContent ?? '').trim().slice(0, 40) || control.tagName.toLowerCase();
        for (const node of Array.from(below.childNodes)) {
          if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          if (Array.from(range.getClientRects()).some((r) => inside(r, x, y))) return node.textContent.trim().slice(0, 40);
        }
      }
    return '';
  });
}

/** The pages whose every button must be on a phone's screen, not past a table's edge (issue 39, point 6). */
const EVERY_BUTTON_ON_SCREEN = [/^\/payments$/, /^\/events\/\d+$/, /^\/staff\/events\/\d+\?tab=money$/];

async function scan(page: Page, paths: string[], prepare?: (path: string) => Promise<void>) {
  await page.setViewportSize(PHONE);
  const problems: string[] = [];
  for (const path of paths) {
    await openLoaded(page, path);
    await prepare?.(path);
    problems.push(...(await problemsOf(page, path)));
    if (EVERY_BUTTON_ON_SCREEN.some((p) => p.test(path)))
      problems.push(...(await buttonsOffScreen(page)).map((b) => `${path}: the button "${b}" lies outside the screen`));
  }
  expect(problems).toEqual([]);
}

/** Opens every entry's changes, so the scan reads the audit log's details too. */
async function openAuditDetails(page: Page) {
  const toggles = page.getByRole('button', { name: /^Show changes/ });
  for (let n = await toggles.count(); n > 0; n--) await toggles.first().click();
  await expect(page.getByRole('button', { name: /^Show changes/ })).toHaveCount(0);
}

/** The first id a staff list call answers, for the pages of one record. */
async function firstId(request: APIRequestContext, token: string, url: string): Promise<number> {
  const body = (await (await request.get(url, { headers: { Authorization: `Bearer ${token}` } })).json()) as { results?: { id: number }[] } | { id: number }[];
  const list = Array.isArray(body) ? body : (body.results ?? []);
  expect(list.length, `${url} lists something`).toBeGreaterThan(0);
  return list[0]!.id;
}

test('the public pages show no insides and fit a phone', async ({ page }) => {
  await scan(page, ['/', '/about', '/facilities', '/booking', '/saved', '/login', '/register', '/forgot-password', '/terms', '/privacy', '/contact']);
});

test("the client's pages show no insides and fit a phone", async ({ page, request }) => {
  test.setTimeout(120_000);
  const token = await accessTokenOf(request, DEMO);
  const eventId = await firstId(request, token, '/api/client/events/');
  const contractId = await firstId(request, token, '/api/contracts/client/contracts/');
  await signInWith(page, await loginSession(request, DEMO), '/dashboard');
  await scan(page, [
    '/dashboard',
    '/events',
    `/events/${eventId}`,
    '/contracts',
    `/contracts/${contractId}`,
    '/payments',
    '/records',
    '/messages',
    '/notifications',
    '/profile',
    '/profile/notification-settings',
    '/profile/preferences',
    '/cart',
  ]);
});

test("the staff console's pages show no insides and fit a phone", async ({ page, request }) => {
  test.setTimeout(180_000);
  const token = await accessTokenOf(request, DEMO_ADMIN);
  const ids = {
    client: await firstId(request, token, '/api/staff/clients/'),
    event: await firstId(request, token, '/api/staff/events/'),
    quote: await firstId(request, token, '/api/staff/quotes/'),
    contract: await firstId(request, token, '/api/staff/contracts/'),
    template: await firstId(request, token, '/api/staff/contract-templates/'),
    inquiry: await firstId(request, token, '/api/staff/inquiries/'),
  };
  // An entry with a state, a day and nested fields in the audit log, whatever ran before: a task moved along.
  const headers = { Authorization: `Bearer ${token}` };
  const task = await request.post(`/api/staff/events/${ids.event}/tasks/`, { headers, data: { title: 'Confirm the florist', due_date: '2027-01-15' } });
  expect(task.status()).toBe(201);
  const moved = await request.patch(`/api/staff/tasks/${((await task.json()) as { id: number }).id}/`, { headers, data: { status: 'IN_PROGRESS' } });
  expect(moved.status()).toBe(200);
  await signInWith(page, await loginSession(request, DEMO_ADMIN), '/staff');
  await scan(
    page,
    [
      '/staff',
      '/staff/inquiries',
      '/staff/inquiries?view=list',
      `/staff/inquiries/${ids.inquiry}`,
      '/staff/clients',
      `/staff/clients/${ids.client}`,
      '/staff/events',
      `/staff/events/${ids.event}`,
      `/staff/events/${ids.event}?tab=money`,
      '/staff/events/new',
      '/staff/quotes',
      `/staff/quotes/${ids.quote}`,
      '/staff/contracts',
      `/staff/contracts/${ids.contract}`,
      '/staff/payments',
      '/staff/templates',
      `/staff/templates/${ids.template}`,
      '/staff/products',
      '/staff/discounts',
      '/staff/payment-settings',
      '/staff/messages',
      '/staff/notifications',
      '/staff/communications',
      '/staff/records',
      '/staff/team',
      '/staff/audit',
      '/staff/audit?object_type=task',
      '/staff/audit?object_type=contract',
      '/staff/audit?object_type=inquiry',
    ],
    async (path) => {
      if (path.startsWith('/staff/audit')) await openAuditDetails(page);
    },
  );
  // A staff member who is not an admin sees the same console without its admin pages.
  await signInWith(page, await loginSession(request, venueStaff()), '/staff');
  await scan(page, ['/staff']);
});
