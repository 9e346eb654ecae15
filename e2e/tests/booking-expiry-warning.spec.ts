import { expect, test } from '../fixtures/test';
import { next, sessionIdOf, startBooking, stepHeading } from '../fixtures/booking';
import { expectNoSeriousA11yIssues, screenshot } from '../fixtures/screens';

test.use({ actionTimeout: 15_000 });

/**
 * Spec: "An expiring-soon warning shows at 15 minutes or less", re-checked every minute, as "Your session will
 * expire in X. Please complete your booking soon."; activity renews the session by 60 minutes (docs/decisions.md,
 * Booking (server)). The browser's clock runs ahead, as in booking-session.spec.ts; the server's does not, so the
 * next step's answer puts the wizard back on the server's clock, where the session has most of its hour left.
 * That the server moves the expiry itself (at most once a minute, renewedExpiryMs) is proven without a real
 * minute's wait by the API tests (holds.test.ts, session-races.test.ts) and session-expiry.test.ts.
 */
test('the header warns when the session is about to expire, and the warning goes after the next step', async ({ page }, testInfo) => {
  await page.clock.install();
  await page.goto('/booking');
  await startBooking(page, 'Corporate');
  const timer = page.getByRole('timer');
  await expect(timer).toHaveText(/^Time remaining: (1h 0m|59m)$/);
  const warning = page.getByRole('alert').filter({ hasText: 'Your session will expire in' });
  await expect(warning).toHaveCount(0);

  const res = await page.request.get(`/api/bookingflow/public/flows/session/${sessionIdOf(page)}/`);
  const { expires_at } = (await res.json()) as { expires_at: string };
  const browserNow = await page.evaluate(() => Date.now());
  // To 14 1/2 minutes before expiry; the minute's tick on the way re-reads the time.
  await page.clock.fastForward(new Date(expires_at).getTime() - browserNow - 14.5 * 60_000);

  await expect(warning).toHaveText('Your session will expire in 14m. Please complete your booking soon.');
  await expect(timer).toHaveText('Time remaining: 14m');
  await expectNoSeriousA11yIssues(page);
  await screenshot(page, testInfo, 'booking-expiry-warning-1280');

  // Activity: the next step is saved, and by the minute's next tick the wizard reads the server's clock again and
  // the warning goes (the browser's clock is still a minute on from that tick).
  await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
  await next(page, { axe: false });
  await expect(stepHeading(page)).toHaveText(/Date/);
  await page.clock.runFor(60_000);
  await expect(timer).toHaveText(/^Time remaining: (1h 0m|5[89]m)$/);
  await expect(warning).toHaveCount(0);
});

test('a browser whose clock runs two hours fast still books: the session is read on the server clock', async ({ page }) => {
  await page.clock.install({ time: Date.now() + 2 * 3_600_000 });
  await page.goto('/booking');
  await startBooking(page, 'Corporate');
  await expect(page.getByRole('timer')).toHaveText(/^Time remaining: (1h 0m|59m)$/);
  await expect(page.getByText('Your booking session has expired. Please start a new booking to continue.')).toHaveCount(0);
  await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
  await next(page, { axe: false });
  await expect(stepHeading(page)).toHaveText(/Date/);
});
