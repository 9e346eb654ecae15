import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/**
 * The web figures of the public pages: JavaScript loaded before the first paint (gzip KB, budget 180 on /)
 * and Lighthouse mobile scores (budgets: performance >= 90 and accessibility 100 on / and /login; performance >= 90
 * and layout shift under 0.1 on /booking opened directly, the wizard's first step).
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface TWebFigures {
  path: string;
  jsBeforePaintKb: number;
  /** All the JavaScript the page needs until the app has taken it over (hydrated, or rendered afresh). */
  jsToInteractiveKb: number;
  performance: number | null;
  accessibility: number | null;
  /** Lighthouse's lab metrics (ms, CLS unitless), to see which one costs the score. */
  metrics: Record<string, number | null>;
  /** Every run's performance score and layout shift, in the order run (the median is above). */
  runs: { performance: number; cls: number | null }[];
}

const gzipKb = async (urls: string[]) => {
  let bytes = 0;
  for (const url of new Set(urls)) bytes += gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer()), { level: 9 }).length;
  return Math.round(bytes / 102.4) / 10;
};

async function javascriptWeight(
  base: string,
  path: string,
  signedIn?: { access: string; refresh: string; user: unknown },
): Promise<{ beforePaint: number; toInteractive: number }> {
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
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    const { beforePaint, all } = await page.evaluate(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.POSITIVE_INFINITY;
      const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((r) => r.name.endsWith('.js'));
      return { beforePaint: scripts.filter((r) => r.startTime < fcp).map((r) => r.name), all: scripts.map((r) => r.name) };
    });
    return { beforePaint: await gzipKb(beforePaint), toInteractive: await gzipKb(all) };
  } finally {
    await browser.close();
  }
}

const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'] as const;

type TScores = { performance: number | null; accessibility: number | null; metrics: Record<string, number | null> };
type TMedian = TScores & { runs: TWebFigures['runs'] };

/** Lighthouse's own advice: scores move from run to run, so report the median of several (BENCH_LH_RUNS, 5). */
const RUNS = Number(process.env.BENCH_LH_RUNS ?? 5);

async function lighthouseMedian(url: string): Promise<TMedian> {
  const runs: TScores[] = [];
  for (let attempt = 0; runs.length < RUNS && attempt < RUNS * 2; attempt++) {
    const scores = await lighthouseScores(url);
    if (scores.performance !== null) runs.push(scores); // a run whose trace failed (NO_NAVSTART...) is run again
  }
  if (!runs.length) return { performance: null, accessibility: null, metrics: {}, runs: [] };
  const each = runs.map((r) => ({ performance: r.performance!, cls: r.metrics['cumulative-layout-shift'] ?? null }));
  const sorted = [...runs].sort((a, b) => a.performance! - b.performance!);
  return { ...sorted[Math.floor((sorted.length - 1) / 2)]!, runs: each };
}

async function lighthouseScores(url: string): Promise<TScores> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
    const c = result?.lhr.categories;
    const pct = (s: number | null | undefined) => (s == null ? null : Math.round(s * 100));
    const audits = result?.lhr.audits ?? {};
    const metrics = Object.fromEntries(METRICS.map((id) => [id, audits[id]?.numericValue == null ? null : Math.round(audits[id].numericValue * 1000) / 1000]));
    return { performance: pct(c?.performance?.score), accessibility: pct(c?.accessibility?.score), metrics };
  } finally {
    chrome.kill();
  }
}

export async function webFigures(base: string, session: { access: string; refresh: string; user: unknown }): Promise<TWebFigures[]> {
  const out: TWebFigures[] = [];
  for (const path of ['/', '/login', '/booking', '/dashboard']) {
    const js = await javascriptWeight(base, path, path === '/dashboard' ? session : undefined);
    // Lighthouse resets storage, so /dashboard is measured as a visitor sees it (the sign-in redirect).
    const scores = await lighthouseMedian(`${base}${path}`);
    out.push({ path, jsBeforePaintKb: js.beforePaint, jsToInteractiveKb: js.toInteractive, ...scores });
  }
  return out;
}

const metricsCell = (w: TWebFigures) =>
  `${['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time'].map((k) => Math.round(w.metrics[k] ?? Number.NaN)).join(' / ')}, ${w.metrics['cumulative-layout-shift'] ?? 'n/a'}`;

/** The table and budget lines of bench/results/latest.md. */
export function webReport(web: TWebFigures[]): string[] {
  const home = web.find((w) => w.path === '/')!;
  const gated = web.filter((w) => w.path === '/' || w.path === '/login');
  const booking = web.find((w) => w.path === '/booking');
  const bookingOk = !booking || (booking.runs.length > 0 && booking.runs.every((r) => r.performance >= 90 && (r.cls ?? 1) < 0.1));
  const ok = home.jsBeforePaintKb <= 180 && gated.every((w) => (w.performance ?? 0) >= 90 && w.accessibility === 100) && bookingOk;
  return [
    '| page | JS before first paint (gzip KB) | JS until hydrated (gzip KB) | Lighthouse performance (mobile) | Lighthouse accessibility | FCP / LCP / TBT ms, CLS |',
    '|---|---|---|---|---|---|',
    ...web.map(
      (w) => `| ${w.path} | ${w.jsBeforePaintKb} | ${w.jsToInteractiveKb} | ${w.performance ?? 'n/a'} | ${w.accessibility ?? 'n/a'} | ${metricsCell(w)} |`,
    ),
    `Budgets: / at most 180 KB gzip JS; performance >= 90 and accessibility 100 on / and /login; every run of /booking performance >= 90 and layout shift under 0.1: ${ok ? 'OK' : 'NOT MET'}`,
    ...web.map((w) => `Runs of ${w.path} (performance, layout shift): ${w.runs.map((r) => `${r.performance}, ${r.cls ?? 'n/a'}`).join('; ')}`),
    'Public pages are prerendered and painted before any JavaScript; "JS until hydrated" is what a visitor downloads before the page responds.',
    `Lighthouse figures are the median of ${RUNS} runs.`,
    '(/dashboard: Lighthouse resets storage, so its scores are of the sign-in redirect a visitor gets.)',
  ];
}
