import { createHash } from 'node:crypto';
import { brotliDecompressSync } from 'node:zlib';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromPostgres } from '../db/client';
import { accountWithRole, createTestApp, type TTestApp } from '../../test/test-app';
import { testDatabase } from '../../test/test-database';

/**
 * The built web app as the server meets it: a shell, one hashed asset, and in .ssr/ the page renderer (here a
 * stand-in that draws the venue's name as the real one does: from the API, through the transport it is given).
 */
const BOOT = 'document.documentElement.dataset.boot="1"';
const START = 'startApp()';
const SHELL = `<!doctype html><html><head><title>Events</title><script>${BOOT}</script></head><body><div id="root"></div></body></html>`;
const TEMPLATE = `<!doctype html><html><head><title><!--page-title--></title><script>${BOOT}</script><!--page-styles--><script>${START}</script></head><body><div id="root"><!--page-html--></div><script type="application/json" id="page-data"><!--page-data--></script></body></html>`;
const RENDERER = `
export async function renderPage(path, transport, { sessionUser, viewportWidth }) {
  if (path === '/help') throw new Error('the renderer failed');
  const venue = await (await transport('/api/site/venue/')).json();
  if (sessionUser) {
    // A signed-in page reads the person's own data through the transport, which carries their credentials.
    const me = await (await transport('/api/users/me/')).json();
    const html = '<h1>' + path + ' of ' + sessionUser.first_name + ' (' + me.email + ') at ' + viewportWidth + '</h1>';
    return { html, styles: '', data: JSON.stringify({ user: sessionUser.id }), title: venue.name };
  }
  return { html: '<h1>Welcome to ' + venue.name + '</h1>', styles: '<style>h1{color:green}</style>', data: JSON.stringify({ name: venue.name }), title: venue.name };
}`;
const PAGES = {
  marks: { title: '<!--page-title-->', styles: '<!--page-styles-->', html: '<!--page-html-->', data: '<!--page-data-->' },
  defaultTitle: 'Events',
  pages: {
    '/login': { template: 'login-page' },
    '/help': { template: 'site-page' },
    '/dashboard': { template: 'dashboard-page', forRoles: ['client'] },
    '/events/:id': { template: 'event-detail-page', forRoles: ['client'] },
  },
};
const PHONE = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36';

function webDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'venue-spa-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, '.ssr/templates'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), SHELL);
  writeFileSync(join(dist, 'assets/app-1234.js'), 'export {}');
  writeFileSync(join(dist, '.ssr/render-page.js'), RENDERER);
  writeFileSync(join(dist, '.ssr/pages.json'), JSON.stringify(PAGES));
  for (const name of ['login-page', 'site-page', 'dashboard-page', 'event-detail-page']) writeFileSync(join(dist, `.ssr/templates/${name}.html`), TEMPLATE);
  return dist;
}

const venueFields = async (t: TTestApp) => {
  const { logo_url: _l, updated_at: _u, ...details } = (await t.api.get('/api/site/venue/')).json();
  return details as Record<string, unknown>;
};

describe('serving the web app', () => {
  let t: TTestApp;
  let dist: string;
  beforeAll(async () => {
    dist = webDist();
    t = await createTestApp({ env: { SERVE_WEB: 'true', WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("renders a public page with the venue's data, and answers the shell for other app paths", async () => {
    const { name } = await venueFields(t);
    const login = await t.app.inject({ method: 'GET', url: '/login' });
    expect(login.statusCode).toBe(200);
    expect(login.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(login.headers['cache-control']).toBe('no-cache');
    expect(login.body).toContain(`<title>${String(name)}</title>`);
    expect(login.body).toContain(`<div id="root"><h1>Welcome to ${String(name)}</h1></div>`);
    expect(login.body).toContain('<style>h1{color:green}</style>');
    expect(login.body).toContain(`<script type="application/json" id="page-data">{"name":"${String(name)}"}</script>`);
    expect((await t.app.inject({ method: 'GET', url: '/login/' })).body).toBe(login.body);
    const profile = await t.app.inject({ method: 'GET', url: '/profile' });
    expect(profile.statusCode).toBe(200);
    expect(profile.body).toBe(SHELL);
  });

  it("renders a client's own page for the client the page-session cookie names, and the shell for anyone else", async () => {
    const client = await accountWithRole(t, 'client');
    const staff = await accountWithRole(t, 'staff');
    const as = (access: string, url: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url, headers: { cookie: `venue_portal_page_session=${access}`, ...headers } });

    const dashboard = await as(client.tokens.access, '/dashboard', { 'user-agent': PHONE });
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.body).toContain(`<h1>/dashboard of ${client.user.first_name} (${client.user.email}) at 375</h1>`);
    expect(dashboard.body).toContain(`{"user":${client.user.id}}`);
    // The person's own page: kept by no cache, and never answered to another cookie from a cache.
    expect(dashboard.headers['cache-control']).toBe('private, no-store');
    expect(dashboard.headers.vary).toBe('Accept-Encoding, User-Agent, Sec-CH-UA-Mobile, Cookie');
    expect((await as(client.tokens.access, '/events/42/')).body).toContain(`<h1>/events/42 of ${client.user.first_name} (${client.user.email}) at 1280</h1>`);

    // No cookie, a role the page is not for, a query string: the shell, and the app decides.
    for (const refused of [
      await t.app.inject({ method: 'GET', url: '/dashboard' }),
      await as(staff.tokens.access, '/dashboard'),
      await as(client.tokens.access, '/dashboard?tab=quotes'),
      await as(client.tokens.access, '/events/42/more'),
    ]) {
      expect(refused.statusCode).toBe(200);
      expect(refused.body).toBe(SHELL);
      expect(refused.headers['cache-control']).toBe('no-cache');
      expect(refused.headers['set-cookie']).toBeUndefined();
    }
    // A token the API refuses: the shell, and the cookie is cleared so the next page is not checked again.
    const stale = await as('not-a-token', '/dashboard');
    expect(stale.body).toBe(SHELL);
    expect(String(stale.headers['set-cookie'])).toMatch(/^venue_portal_page_session=; .*Expires=Thu, 01 Jan 1970/);

    // A session ended at sign-out no longer opens its page, though its access token has not expired yet.
    const logout = await t.api.post('/api/users/logout/', { refresh: client.tokens.refresh }, { token: client.tokens.access });
    expect(logout.statusCode).toBeLessThan(300);
    const ended = await as(client.tokens.access, '/dashboard');
    expect(ended.body).toBe(SHELL);
    expect(String(ended.headers['set-cookie'])).toContain('venue_portal_page_session=;');
  });

  it('compresses a rendered page as the browser accepts it', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/login' });
    const br = await t.app.inject({ method: 'GET', url: '/login', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
  });

  it("shows an admin's edit at the next request, and escapes the venue's words in the title", async () => {
    const admin = (await accountWithRole(t, 'admin')).tokens.access;
    const saved = await t.api.put('/api/admin/venue/', { ...(await venueFields(t)), name: 'Casa <Lumina> & Co' }, { token: admin });
    expect(saved.statusCode).toBe(200);
    const login = await t.app.inject({ method: 'GET', url: '/login' });
    expect(login.body).toContain('<title>Casa &#60;Lumina&#62; &#38; Co</title>');
  });

  it("sends the shell when a page's render fails: the app then renders it in the browser", async () => {
    const help = await t.app.inject({ method: 'GET', url: '/help' });
    expect(help.statusCode).toBe(200);
    expect(help.body).toBe(SHELL);
  });

  it("never serves the server's own files of the web build", async () => {
    for (const url of ['/.ssr/render-page.js', '/.ssr/pages.json', '/.ssr/templates/login-page.html']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });

  it('allows exactly the inline scripts of the built pages through the CSP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/login' });
    const csp = String(res.headers['content-security-policy']);
    for (const script of [BOOT, START]) expect(csp).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    const scriptSrc = csp.split(';').find((d) => d.startsWith('script-src'));
    expect(scriptSrc).not.toContain('unsafe-inline');
  });

  it('caches hashed assets for a year and leaves the API alone', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const api = await t.app.inject({ method: 'GET', url: '/api/nothing-here/' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ detail: 'Not found.', code: 'not_found' });
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('rendered pages on two processes of one PostgreSQL', () => {
  let a: TTestApp;
  let b: TTestApp;
  let dist: string;
  beforeAll(async () => {
    dist = webDist();
    const env = { SERVE_WEB: 'true', WEB_DIST_DIR: dist };
    const first = await testDatabase();
    a = await createTestApp({ database: first, env });
    b = await createTestApp({ database: fromPostgres(first.url!), env });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("an admin's edit through one is what the other's next page shows", async () => {
    expect((await b.app.inject({ method: 'GET', url: '/login' })).body).toContain(`Welcome to ${String((await venueFields(a)).name)}`);
    const admin = (await accountWithRole(a, 'admin')).tokens.access;
    expect((await a.api.put('/api/admin/venue/', { ...(await venueFields(a)), name: 'Casa Lumina Gardens' }, { token: admin })).statusCode).toBe(200);
    expect((await b.app.inject({ method: 'GET', url: '/login' })).body).toContain('<h1>Welcome to Casa Lumina Gardens</h1>');
  });
});
