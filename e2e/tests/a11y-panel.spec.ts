import { expect, test, type Locator, type Page, type TestInfo } from '../fixtures/test';
import { createAccount, signInAs } from '../fixtures/accounts';
import { expectNoSeriousA11yIssues, screenshot } from '../fixtures/screens';

// The panel's own switches start from the system's wish: no reduced motion here (the suite's default is 'reduce').
test.use({ reducedMotion: 'no-preference' });

// The accessibility panel, its shortcuts, the theme mode, the skip link and the error fallback (spec section 2).
const html = (page: Page) => page.locator('html');
const rootFontSize = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
const bodyColor = (page: Page) => page.evaluate(() => getComputedStyle(document.body).color);
const panel = (page: Page) => page.getByRole('dialog', { name: 'Accessibility Settings' });
const floatingButton = (page: Page) => page.getByRole('button', { name: 'Accessibility settings' });

async function openLanding(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Book Your Event' })).toBeVisible();
}

/** The viewport only (the panel is fixed), under fixed names next to the other key screens. */
const shoot = (page: Page, testInfo: TestInfo, name: string) => screenshot(page, testInfo, name, { fullPage: false });

test('Alt+C toggles high contrast on the page', async ({ page }) => {
  await openLanding(page);
  const before = await bodyColor(page);
  await page.keyboard.press('Alt+KeyC');
  await expect(html(page)).toHaveAttribute('data-contrast', 'high');
  expect(await bodyColor(page)).toBe('rgb(0, 0, 0)');
  expect(before).not.toBe('rgb(0, 0, 0)');
  await expect(page.getByTestId('a11y-announcer')).toHaveText('High contrast on');

  await page.keyboard.press('Alt+KeyC');
  await expect(html(page)).not.toHaveAttribute('data-contrast', /.*/);
  expect(await bodyColor(page)).toBe(before);
});

test('Alt+= and Alt+- change the font size within bounds, and the size survives a reload', async ({ page }) => {
  await openLanding(page);
  expect(await rootFontSize(page)).toBe('16px');
  await page.keyboard.press('Alt+Equal');
  await page.keyboard.press('Alt+Equal');
  await expect.poll(() => rootFontSize(page)).toBe('19.2px');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Book Your Event' })).toBeVisible();
  expect(await rootFontSize(page)).toBe('19.2px');

  for (let i = 0; i < 8; i++) await page.keyboard.press('Alt+Minus');
  await expect.poll(() => rootFontSize(page)).toBe('12.8px'); // 0.8 is the floor
  for (let i = 0; i < 14; i++) await page.keyboard.press('Alt+Equal');
  await expect.poll(() => rootFontSize(page)).toBe('32px'); // 2 is the ceiling
});

test("reduced motion follows the system's preference until the visitor chooses", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openLanding(page);
  await expect(html(page)).toHaveAttribute('data-reduced-motion', 'on');
  await floatingButton(page).click();
  const toggle = panel(page).getByRole('switch', { name: 'Reduced motion' });
  await expect(toggle).toBeChecked();
  await toggle.uncheck();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Book Your Event' })).toBeVisible();
  await expect(html(page)).not.toHaveAttribute('data-reduced-motion', /.*/);
});

test('Alt+A opens the panel and Escape closes it', async ({ page }) => {
  await openLanding(page);
  await page.keyboard.press('Alt+KeyA');
  await expect(panel(page)).toBeVisible();
  await expect(panel(page).getByRole('slider', { name: 'Font size' })).toHaveAttribute('aria-valuetext', '100%');
  await page.keyboard.press('Escape');
  await expect(panel(page)).toBeHidden();
  await page.keyboard.press('Alt+KeyA');
  await expect(panel(page)).toBeVisible();
  await page.keyboard.press('Alt+KeyA');
  await expect(panel(page)).toBeHidden();
});

test('keyboard only: Tab reaches the skip link first and Enter moves the focus into main', async ({ page, request }) => {
  await openLanding(page);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main-content')).toBeFocused();
  await expect(page.getByRole('main')).toHaveCount(1);

  const account = await createAccount(request, 'a11y-skip');
  await signInAs(page, account);
  await expect(page.getByRole('heading', { level: 1, name: /Welcome back/ })).toBeVisible();
  // The dashboard's cards must have loaded: while they are skeletons main holds nothing to tab to, and the
  // next Tab would rightly leave it.
  await expect(page.locator('main .MuiSkeleton-root, main .MuiCircularProgress-root')).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main-content')).toBeFocused();
  await expect(page.getByRole('main')).toHaveCount(1);
  // The next Tab continues inside the page content, not back in the top bar.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
});

test('the theme mode switches to dark in the panel and stays dark after a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await openLanding(page);
  await expect(html(page)).toHaveClass(/light/);
  await floatingButton(page).click();
  await expect(panel(page).getByRole('button', { name: 'System' })).toHaveAttribute('aria-pressed', 'true');
  await panel(page).getByRole('button', { name: 'Dark' }).click();
  await expect(html(page)).toHaveClass(/dark/);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Book Your Event' })).toBeVisible();
  await expect(html(page)).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('venue_portal_theme_mode'))).toBe('dark');
});

test('the floating button works on the landing page and in the portal; settings persist', async ({ page, request }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await openLanding(page);
  await floatingButton(page).click();
  await expect(panel(page)).toBeVisible();
  await panel(page).getByRole('switch', { name: 'Reduced motion' }).check();
  await expect(html(page)).toHaveAttribute('data-reduced-motion', 'on');
  await panel(page).getByRole('button', { name: 'Increase font size' }).click();
  await expect(panel(page).getByRole('slider', { name: 'Font size' })).toHaveAttribute('aria-valuetext', '110%');
  await panel(page).getByRole('button', { name: 'Close accessibility settings' }).click();
  await expect(panel(page)).toBeHidden();
  await expect(floatingButton(page)).toBeFocused(); // the focus goes back where it came from

  const account = await createAccount(request, 'a11y-portal');
  await signInAs(page, account);
  await expect(page.getByRole('heading', { level: 1, name: /Welcome back/ })).toBeVisible();
  await shoot(page, testInfo, 'a11y-button-dashboard-1280');
  await expect(html(page)).toHaveAttribute('data-reduced-motion', 'on');
  expect(await rootFontSize(page)).toBe('17.6px');
  await floatingButton(page).click();
  await expect(panel(page).getByRole('switch', { name: 'Reduced motion' })).toBeChecked();
  await panel(page).getByRole('button', { name: 'Reset to defaults' }).click();
  await expect(html(page)).not.toHaveAttribute('data-reduced-motion', /.*/);
  expect(await rootFontSize(page)).toBe('16px');
  await page.keyboard.press('Escape');

  // The top bar's theme button walks system -> light -> dark.
  await page.getByRole('button', { name: /^Theme: System/ }).click();
  await page.getByRole('button', { name: /^Theme: Light/ }).click();
  await expect(html(page)).toHaveClass(/dark/);
  await expect(page.getByRole('button', { name: /^Theme: Dark/ })).toBeVisible();
});

for (const scheme of ['light', 'dark'] as const) {
  test(`${scheme} mode: the landing page with the panel open has no serious accessibility issues`, async ({ page }, testInfo) => {
    await page.emulateMedia({ colorScheme: scheme });
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: width > 600 ? 900 : 812 });
      await openLanding(page);
      if (width < 600) await shoot(page, testInfo, `a11y-button-${scheme}-${width}`);
      await floatingButton(page).click();
      await expect(panel(page)).toBeInViewport({ ratio: 1 }); // the slide-in has finished
      await shoot(page, testInfo, `a11y-panel-${scheme}-${width}`);
    }
    await expectNoSeriousA11yIssues(page);
  });
}

test('high contrast with the panel open: screenshot', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openLanding(page);
  await page.keyboard.press('Alt+KeyC');
  await page.keyboard.press('Alt+KeyA');
  await expect(panel(page)).toBeInViewport({ ratio: 1 });
  await page.keyboard.press('Tab');
  await shoot(page, testInfo, 'a11y-panel-high-contrast-1280');
  await expectNoSeriousA11yIssues(page);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`${scheme} mode, high contrast: the landing hero and the footer turn solid black with white text`, async ({ page }, testInfo) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize({ width: 1280, height: 900 });
    await openLanding(page);
    await page.keyboard.press('Alt+KeyC');
    await expect(html(page)).toHaveAttribute('data-contrast', 'high');
    const hero = page.getByRole('region', { name: 'Book Your Event', exact: true });
    const footer = page.getByRole('contentinfo');
    // toHaveCSS retries: MUI buttons and links animate their colours, so a single read can land mid-transition.
    const solidBlack = async (band: Locator) => {
      await expect(band).toHaveCSS('background-color', 'rgb(0, 0, 0)');
      await expect(band).toHaveCSS('background-image', 'none'); // no gradient left under the text
    };
    await solidBlack(hero);
    // Text that had its own gold or translucent white is plain white now.
    await expect(hero.getByRole('heading', { level: 1 })).toHaveCSS('color', 'rgb(255, 255, 255)');
    await expect(hero.getByText(/Weddings · Retreats/)).toHaveCSS('color', 'rgb(255, 255, 255)');
    // The main call to action stays bright gold with black text on the black band.
    const bookNow = hero.getByRole('link', { name: 'Book Now' });
    await expect(bookNow).toHaveCSS('color', 'rgb(0, 0, 0)');
    await expect(bookNow).toHaveCSS('background-color', 'rgb(245, 214, 107)');
    await shoot(page, testInfo, `high-contrast-hero-${scheme}-1280`);

    // The footer is only rendered once the visitor scrolls near it.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(footer).toBeVisible();
    await footer.scrollIntoViewIfNeeded();
    await solidBlack(footer);
    await expect(footer.getByRole('heading', { name: 'Visit Us' })).toHaveCSS('color', 'rgb(255, 255, 255)');
    await expect(footer.getByText(/All rights reserved/)).toHaveCSS('color', 'rgb(255, 255, 255)');
    await shoot(page, testInfo, `high-contrast-footer-${scheme}-1280`);
    await expectNoSeriousA11yIssues(page);
  });
}

test('the error page catches a page that fails to render, and Try Again renders it again in place', async ({ page }) => {
  // The /terms page module is replaced by one that throws until the test allows it to render.
  await page.route('**/assets/site-page-*.js', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: 'export function Component() { if (!window.__allowRender) throw new Error("boom"); return "Recovered page"; }',
    }),
  );
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Something went wrong' })).toBeVisible();
  await expect(floatingButton(page)).toBeVisible();
  await page.evaluate(() => ((window as unknown as { __allowRender: boolean }).__allowRender = true));
  await page.getByRole('button', { name: 'Try Again' }).click();
  // No reload happened: the flag set in this page is what let the page render.
  await expect(page.getByText('Recovered page')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeHidden();
});

test('the error page after a page chunk fails to load: Try Again reloads, Go to Home goes home', async ({ page }) => {
  await page.route('**/assets/facilities-page-*.js', (route) => route.abort());
  await page.goto('/facilities');
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Something went wrong' })).toBeVisible();
  await page.unroute('**/assets/facilities-page-*.js');
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeHidden();
  await expect(page).toHaveURL(/\/facilities$/);

  await page.route('**/assets/facilities-page-*.js', (route) => route.abort());
  await page.reload();
  await page.getByRole('link', { name: 'Go to Home' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Book Your Event' })).toBeVisible();
});
