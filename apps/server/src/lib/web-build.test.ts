import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { inlineScriptHashes, readWebBuild, renderedPathFor } from './web-build';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const dirs: string[] = [];
function distWith(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'venue-web-build-'));
  dirs.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

const MARKS = { title: '<!--page-title-->', styles: '<!--page-styles-->', html: '<!--page-html-->', data: '<!--page-data-->' };
/** pages.json as the build writes it: each path -> its template (and the roles of a signed-in page, after a '|'). */
const pagesJson = (pages: Record<string, string>) =>
  JSON.stringify({
    marks: MARKS,
    defaultTitle: 'Events',
    pages: Object.fromEntries(
      Object.entries(pages).map(([path, entry]) => {
        const [template, roles] = entry.split('|');
        return [path, roles ? { template, forRoles: roles.split(',') } : { template }];
      }),
    ),
  });

/** A build whose pages.json lists `pages`, each with an empty template of its name. */
function buildWithPages(pages: Record<string, string>) {
  const templates = Object.fromEntries(Object.values(pages).map((entry) => [`.ssr/templates/${entry.split('|')[0]}.html`, '']));
  return readWebBuild(distWith({ 'index.html': '', '.ssr/pages.json': pagesJson(pages), ...templates }))!;
}

describe('inlineScriptHashes', () => {
  it('hashes inline scripts exactly as written and ignores scripts with a src and the JSON of a page', () => {
    const html =
      '<script>a()</script><script type="module" src="/assets/x.js"></script><script nonce="n">\n b() \n</script><script type="application/json" id="page-data">{}</script>';
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('\n b() \n')]);
  });
});

describe('readWebBuild', () => {
  it('is null without a built index.html', () => {
    expect(readWebBuild(distWith({}))).toBeNull();
  });

  it('maps each rendered path to its template and collects every inline script hash once', () => {
    const root = distWith({
      'index.html': '<script>boot()</script><div id="root"></div>',
      '.ssr/pages.json': pagesJson({ '/': 'landing-page', '/about': 'site-page', '/terms': 'site-page' }),
      '.ssr/templates/landing-page.html': '<script>boot()</script><script>start()</script><!--page-html-->',
      '.ssr/templates/site-page.html': '<script>boot()</script><!--page-html-->',
    });
    const build = readWebBuild(root)!;
    expect([...build.pages!.templates.keys()].sort()).toEqual(['/', '/about', '/terms']);
    expect(build.pages!.templates.get('/terms')).toBe('<script>boot()</script><!--page-html-->');
    expect(build.pages!.rendererFile).toBe(join(root, '.ssr/render-page.js'));
    expect(build.scriptHashes.sort()).toEqual([sha('boot()'), sha('start()')].sort());
  });

  it('has no rendered pages when the build has no templates: every page is the shell', () => {
    const build = readWebBuild(distWith({ 'index.html': '' }))!;
    expect(build.pages).toBeNull();
    expect(renderedPathFor(build, '/')).toBeNull();
  });

  it('refuses a page list naming a template that is not there', () => {
    const root = distWith({ 'index.html': '', '.ssr/pages.json': pagesJson({ '/': 'landing-page' }), '.ssr/templates/x.html': '' });
    expect(() => readWebBuild(root)).toThrow(/landing-page/);
  });

  it('answers the rendered path, with or without a trailing slash, else null for the shell', () => {
    const build = buildWithPages({ '/login': 'login-page' });
    expect(renderedPathFor(build, '/login')).toEqual({ template: '/login', path: '/login', forRoles: null });
    expect(renderedPathFor(build, '/login/')).toEqual({ template: '/login', path: '/login', forRoles: null });
    expect(renderedPathFor(build, '/dashboard')).toBeNull();
    expect(renderedPathFor(build, '/')).toBeNull();
  });

  it("matches a signed-in page's pattern one segment per parameter, and gives the shell to its URLs with a query", () => {
    const build = buildWithPages({ '/events': 'events-page|client', '/events/:id': 'event-detail-page|client' });
    expect(renderedPathFor(build, '/events')).toEqual({ template: '/events', path: '/events', forRoles: ['client'] });
    expect(renderedPathFor(build, '/events/6/')).toEqual({ template: '/events/:id', path: '/events/6', forRoles: ['client'] });
    expect(renderedPathFor(build, '/events/6/sheet')).toBeNull();
    expect(renderedPathFor(build, '/staff/events/6')).toBeNull();
    expect(renderedPathFor(build, '/events/6', 'tab=money')).toBeNull();
  });

  it('answers the shell for the booking page with a query: a session or a date shapes what it shows', () => {
    const build = buildWithPages({ '/booking': 'booking-page', '/login': 'login-page' });
    expect(renderedPathFor(build, '/booking')?.template).toBe('/booking');
    expect(renderedPathFor(build, '/booking', 'session_id=abc')).toBeNull();
    expect(renderedPathFor(build, '/login', 'next=%2Fpayments')?.template).toBe('/login');
  });
});
