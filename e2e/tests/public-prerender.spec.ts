import { expect, test, type Page } from '../fixtures/test';
import { DEMO } from '../env';
import { createAccount, signInAs } from '../fixtures/accounts';
import { loginSession, signInWith } from '../fixtures/session';

// Public pages are rendered by the server with the venue's data (apps/server/src/plugins/spa.ts): painted from
// HTML before the app's code runs, then hydrated by it without a mismatch and without asking for that data again.
const PAGES = [
  { path: '/', heading: 'Book Your Event' },
  { path: '/facilities', heading: 'Our Facilities' },
  { path: '/booking', heading: 'Book Your Event' },
  { path: '/terms', heading: 'Terms of Service' },
  { path: '/contact', heading: 'Contact Us' },
  { path: '/help', heading: 'Help & Support' },
  { path: '/login', heading: 'Welcome Back' },
  { path: '/register', heading: 'Create Account' },
  { path: '/forgot-password', heading: 'Forgot Password?' },
];

/** Opens `path` with the app's code kept from ever arriving: what is on screen is the prerendered page alone. */
async function openWithoutAppCode(page: Page, path: string) {
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForLoadState('load');
}

/** React reports a failed hydration through onRecoverableError, which main.tsx logs with this prefix. */
function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

for (const { path, heading } of PAGES) {
  test(`${path} arrives as HTML with its content and allows only its own inline scripts`, async ({ request }) => {
    const res = await request.get(path);
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toMatch(new RegExp(`<div id="root">.*<h1[^>]*>${heading.replace('?', '\\?').replace('&', '&amp;')}</h1>`, 's'));
    // The app starts after the first paint: no module script competes with the page's own HTML.
    expect(html).not.toContain('<script type="module"');
    const csp = res.headers()['content-security-policy']!;
    const scriptSrc = csp.split(';').find((d) => d.startsWith('script-src'))!;
    expect(scriptSrc).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+$/);
  });

  test(`${path} is readable without the app's code, then hydrates without a mismatch`, async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await openWithoutAppCode(page, path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();

    await page.unroute('**/assets/*.js');
    // The page carries the answers it was drawn with: the app asks the site's API nothing again.
    const siteReads: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/site/')) siteReads.push(r.url());
    });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    expect(errors.filter((e) => !e.includes('net::ERR_FAILED'))).toEqual([]);
    expect(siteReads).toEqual([]);
  });
}

// Moving a <style> element makes the browser parse it again and restyle the whole page (app/prerendered-styles.ts).
for (const path of ['/', '/login']) {
  test(`${path} hydrates without moving its prerendered stylesheets or generating the theme variables again`, async ({ page }) => {
    await page.addInitScript(() => {
      const moved: string[] = [];
      Object.assign(window, { movedStyles: moved });
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of Array.from(record.removedNodes))
            if (node.nodeName === 'STYLE') moved.push((node as Element).getAttribute('data-emotion') ?? 'unnamed');
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(path); // waits for the app to have hydrated the page (fixtures/test.ts)
    expect(await page.evaluate(() => (window as unknown as { movedStyles: string[] }).movedStyles)).toEqual([]);
    const themeVariableSheets = await page.evaluate(
      () => Array.from(document.querySelectorAll('style')).filter((s) => s.textContent?.includes('--venue-spacing:')).length,
    );
    expect(themeVariableSheets).toBe(1);
  });
}

test('stored preferences apply before the app starts: dark mode and high contrast', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.addInitScript(() => localStorage.setItem('venue_portal_accessibility', JSON.stringify({ highContrast: true, fontSize: 1.5 })));
  await openWithoutAppCode(page, '/');
  const html = page.locator('html');
  await expect(html).toHaveClass(/dark/);
  await expect(html).toHaveAttribute('data-contrast', 'high');
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('24px');
});

test('with stored preferences the page still hydrates cleanly', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.addInitScript(() => localStorage.setItem('venue_portal_accessibility', JSON.stringify({ screenReader: true, reducedMotion: true })));
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Accessibility settings (shortcut Alt+A)' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a prerendered form stays inert until the app has taken it over', async ({ page }) => {
  await openWithoutAppCode(page, '/login');
  await expect(page.getByLabel('Email Address')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeDisabled();

  await page.unroute('**/assets/*.js');
  await page.goto('/login');
  await expect(page.getByLabel('Email Address')).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
});

test('a signed-in visitor gets the page rendered for them, not the visitor markup', async ({ page, request }) => {
  const account = await createAccount(request, 'prerender');
  const errors = collectConsoleErrors(page);
  await signInAs(page, account, '/');
  await expect(page.getByRole('link', { name: 'My Dashboard' }).first()).toBeVisible();
  expect(errors).toEqual([]);
});

// The client's main pages are drawn by the server too, for the client the page-session cookie names, with the
// layout of the screen the browser says it has (a phone's cards and drawer, a desktop's tables and sidebar).
const PHONE = {
  viewport: { width: 375, height: 812 },
  userAgent: 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36',
};
// On a desktop every portal journey runs on pages the server drew (the sign-in fixture writes the cookie), and
// dashboard-events.spec.ts checks the dashboard hydrates there with no console error; here, a phone.
for (const screen of [{ name: 'a phone', options: PHONE }]) {
  test(`a client's dashboard, event and payments arrive drawn for them on ${screen.name}, then hydrate without a mismatch`, async ({ browser, request }) => {
    const session = await loginSession(request, DEMO);
    const context = await browser.newContext(screen.options);
    const page = await context.newPage();
    try {
      const errors = collectConsoleErrors(page);
      await signInWith(page, session, '/events');
      const eventLink = page.getByRole('link', { name: /Maria & Paolo Wedding/ }).first();
      const eventPath = new URL((await eventLink.getAttribute('href'))!, 'http://x').pathname;
      for (const { path, heading } of [
        { path: '/dashboard', heading: `Welcome back, ${DEMO.firstName}!` },
        { path: eventPath, heading: 'Maria & Paolo Wedding' },
        { path: '/payments', heading: 'Payments & Invoices' },
      ]) {
        await openWithoutAppCode(page, path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await page.unroute('**/assets/*.js');
        await page.goto(path);
        await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      }
      expect(errors.filter((e) => !e.includes('net::ERR_FAILED'))).toEqual([]);
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(screen.options.viewport.width);
    } finally {
      await context.close();
    }
  });
}
