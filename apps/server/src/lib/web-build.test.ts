import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { inlineScriptHashes, pageFileFor, readWebBuild } from './web-build';

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

describe('inlineScriptHashes', () => {
  it('hashes inline scripts exactly as written and ignores scripts with a src', () => {
    const html = '<script>a()</script><script type="module" src="/assets/x.js"></script><script nonce="n">\n b() \n</script>';
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('\n b() \n')]);
  });
});

describe('readWebBuild', () => {
  it('is null without a built index.html', () => {
    expect(readWebBuild(distWith({}))).toBeNull();
  });

  it('maps prerendered pages to their paths and collects every inline script hash once', () => {
    const root = distWith({
      'index.html': '<script>boot()</script><div id="root"></div>',
      'pages/index.html': '<script>boot()</script><script>start()</script>',
      'pages/login.html': '<script>boot()</script>',
      'pages/services/weddings.html': '<p>x</p>',
    });
    const build = readWebBuild(root)!;
    expect(Object.fromEntries(build.pages)).toEqual({
      '/': 'pages/index.html',
      '/login': 'pages/login.html',
      '/services/weddings': 'pages/services/weddings.html',
    });
    expect(build.scriptHashes.sort()).toEqual([sha('boot()'), sha('start()')].sort());
  });

  it('answers the prerendered file for a path, with or without a trailing slash, else the shell', () => {
    const build = readWebBuild(distWith({ 'index.html': '', 'pages/login.html': '' }))!;
    expect(pageFileFor(build, '/login')).toBe('pages/login.html');
    expect(pageFileFor(build, '/login/')).toBe('pages/login.html');
    expect(pageFileFor(build, '/dashboard')).toBe('index.html');
    expect(pageFileFor(build, '/')).toBe('index.html');
  });

  it('answers the shell for the booking page with a query: a session or a date shapes what it shows', () => {
    const build = readWebBuild(distWith({ 'index.html': '', 'pages/booking.html': '', 'pages/login.html': '' }))!;
    expect(pageFileFor(build, '/booking')).toBe('pages/booking.html');
    expect(pageFileFor(build, '/booking', 'session_id=abc')).toBe('index.html');
    expect(pageFileFor(build, '/login', 'next=%2Fpayments')).toBe('pages/login.html');
  });
});
