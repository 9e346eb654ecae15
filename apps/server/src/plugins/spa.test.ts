import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountWithRole, createTestApp, type TTestApp } from '../../test/test-app';

/** The built web app as the server meets it: a shell, one prerendered page, one hashed asset. */
const BOOT = 'document.documentElement.dataset.boot="1"';
const SHELL = `<!doctype html><html><head><script>${BOOT}</script></head><body><div id="root"></div></body></html>`;
const LOGIN = `<!doctype html><html><head><script>${BOOT}</script></head><body><div id="root"><h1>Welcome Back</h1></div></body></html>`;

describe('serving the web app', () => {
  let t: TTestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'venue-spa-'));
    mkdirSync(join(dist, 'pages'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), SHELL);
    writeFileSync(join(dist, 'pages/login.html'), LOGIN);
    writeFileSync(join(dist, 'assets/app-1234.js'), 'export {}');
    t = await createTestApp({ env: { SERVE_WEB: 'true', WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers a prerendered page with its own HTML and the shell for other app paths', async () => {
    const login = await t.app.inject({ method: 'GET', url: '/login' });
    expect(login.statusCode).toBe(200);
    expect(login.body).toContain('<h1>Welcome Back</h1>');
    expect(login.headers['cache-control']).toBe('no-cache');
    const dashboard = await t.app.inject({ method: 'GET', url: '/dashboard?x=1' });
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.body).toBe(SHELL);
  });

  it('allows exactly the inline scripts of the built pages through the CSP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/login' });
    const hash = `'sha256-${createHash('sha256').update(BOOT).digest('base64')}'`;
    expect(res.headers['content-security-policy']).toContain(`script-src 'self' ${hash};`);
    const scriptSrc = String(res.headers['content-security-policy'])
      .split(';')
      .find((d) => d.startsWith('script-src'));
    expect(scriptSrc).not.toContain('unsafe-inline');
  });

  it('caches hashed assets for a year and leaves the API alone', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const api = await t.app.inject({ method: 'GET', url: '/api/nothing-here/' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ detail: 'Not found.', code: 'not_found' });
  });

  it('sends the shell instead of a prerendered page once the venue is no longer the demo the pages were built with', async () => {
    const admin = (await accountWithRole(t, 'admin')).tokens.access;
    const { logo_url: _l, updated_at: _u, ...details } = (await t.api.get('/api/site/venue/')).json();
    const saved = await t.api.put('/api/admin/venue/', { ...details, name: 'Casa Lumina Gardens' }, { token: admin });
    expect(saved.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/login' })).body).toBe(SHELL);
  });
});
