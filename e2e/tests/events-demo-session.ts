import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO } from '../env';

/**
 * Helpers of the events and dashboard specs: they run against the demo client, whose seeded events cover every
 * status and tab. Signing in goes through the API and stores the session the way src/lib/storage does.
 */
export async function signInAsDemo(page: Page, request: APIRequestContext, path = '/dashboard') {
  const csrf = (await (await request.get('/api/users/csrf/')).json()) as { csrf_token: string };
  const res = await request.post('/api/users/login/', {
    headers: { 'X-CSRFToken': csrf.csrf_token },
    data: { email: DEMO.email, password: DEMO.password },
  });
  expect(res.status(), await res.text()).toBe(200);
  const session = (await res.json()) as { user: unknown; tokens: { access: string; refresh: string } };
  await page.goto('/');
  await page.evaluate((s) => {
    localStorage.setItem('venue_portal_tokens', JSON.stringify(s.tokens));
    localStorage.setItem('venue_portal_user', JSON.stringify(s.user));
  }, session);
  await page.goto(path);
}

/** Opens an event's page from My Events by its name and waits for its header. */
export async function openEvent(page: Page, name: string) {
  await page.goto('/events');
  await page.getByRole('link', { name: new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

export const WEDDING = 'Maria & Paolo Wedding';

/** Both widths the screenshots are taken at. */
export const WIDTHS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'mobile', width: 375, height: 812 },
] as const;
