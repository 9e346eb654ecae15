import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/**
 * The web figures of the public pages: JavaScript loaded before the first paint (gzip KB, budget 180 on /)
 * and Lighthouse mobile scores (budgets: performance >= 90 and accessibility 100 on / and /login).
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export interface TWebFigures {
  path: string;
  jsBeforePaintKb: number;
  performance: number | null;
  accessibility: number | null;
}

async function jsBeforeFirstPaint(base: string, path: string, signedIn?: { access: string; refresh: string; user: unknown }): Promise<number> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  try {
    const context = await browser.newContext();
    if (signedIn) {
      await context.addInitScript((s) => {
        localStorage.setItem('venue_portal_tokens', JSON.stringify({ access: s.access, refresh: s.refresh }));
        localStorage.setItem('venue_portal_user', JSON.stringify(s.user));
      }, signedIn);
    }
    const page = await context.newPage();
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    const urls = await page.evaluate(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.POSITIVE_INFINITY;
      return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((r) => r.name.endsWith('.js') && r.startTime < fcp)
        .map((r) => r.name);
    });
    let bytes = 0;
    for (const url of new Set(urls)) bytes += gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer()), { level: 9 }).length;
    return Math.round(bytes / 102.4) / 10;
  } finally {
    await browser.close();
  }
}

async function lighthouseScores(url: string): Promise<{ performance: number | null; accessibility: number | null }> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
    const c = result?.lhr.categories;
    const pct = (s: number | null | undefined) => (s == null ? null : Math.round(s * 100));
    return { performance: pct(c?.performance?.score), accessibility: pct(c?.accessibility?.score) };
  } finally {
    chrome.kill();
  }
}

export async function webFigures(base: string, session: { access: string; refresh: string; user: unknown }): Promise<TWebFigures[]> {
  const out: TWebFigures[] = [];
  for (const path of ['/', '/login', '/dashboard']) {
    const js = await jsBeforeFirstPaint(base, path, path === '/dashboard' ? session : undefined);
    // Lighthouse resets storage, so /dashboard is measured as a visitor sees it (the sign-in redirect).
    const scores = await lighthouseScores(`${base}${path}`);
    out.push({ path, jsBeforePaintKb: js, ...scores });
  }
  return out;
}
