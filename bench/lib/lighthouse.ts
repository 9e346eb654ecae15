import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { PAGE_SESSION_COOKIE } from '@venue/shared/accounts/page-session';

/**
 * Lighthouse mobile (its default: a mid-range phone on slow 4G), each run in a Chrome of its own so no run warms
 * another's cache. A signed-in page gets its session written into the new Chrome's localStorage first, and the run
 * keeps it (disableStorageReset): Lighthouse would otherwise clear it and measure the sign-in redirect.
 */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The browser's stored session (src/lib/storage in the web app: two localStorage keys and the page-session cookie). */
export interface TBrowserSession {
  access: string;
  refresh: string;
  user: unknown;
}

export interface TRun {
  performance: number;
  accessibility: number | null;
  /** Lighthouse's lab metrics (ms; CLS unitless), to see which one costs the score. */
  metrics: Record<string, number | null>;
  /** The URL the run ended on (a signed-in page that lost its session ends on /login). */
  finalUrl: string;
  /**
   * Lighthouse's measure of the machine's speed during the run (higher is faster). Its 4x CPU slowdown is applied
   * to whatever the machine gives, so a run on a machine slowed by its neighbours blocks longer: this says so.
   */
  benchmarkIndex: number | null;
}

export interface TMedian {
  performance: number | null;
  accessibility: number | null;
  metrics: Record<string, number | null>;
  /** Layout shift of the median of the runs' values (not the median-score run's). */
  cls: number | null;
  runs: TRun[];
}

const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'] as const;

/** Lighthouse's own advice: scores move from run to run, so report the median of several (BENCH_LH_RUNS; the 3). */
export const LH_RUNS = Number(process.env.BENCH_LH_RUNS ?? 3);

/**
 * Writes the session into the origin's localStorage and cookie, as the app does on sign-in, through a page of its
 * own, closed before Lighthouse starts.
 */
async function seedStorage(port: number, origin: string, session: TBrowserSession): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    // A static file of the origin: the app itself would start (and could refresh the session) before the run.
    await page.goto(`${origin}/favicon.svg`);
    await page.evaluate(
      ([s, cookie]) => {
        localStorage.setItem('venue_portal_tokens', JSON.stringify({ access: s.access, refresh: s.refresh }));
        localStorage.setItem('venue_portal_user', JSON.stringify(s.user));
        document.cookie = `${cookie}=${encodeURIComponent(s.access)}; Path=/; Max-Age=1800; SameSite=Lax`;
      },
      [session, PAGE_SESSION_COOKIE] as const,
    );
    await page.close();
  } finally {
    await browser.close(); // over CDP this only disconnects: the Chrome stays for Lighthouse
  }
}

/**
 * BENCH_LH_SAVE=<folder> keeps each run's whole Lighthouse report there (its long tasks, script boot-up and
 * main-thread breakdown say where a page's blocking time goes); the figures never depend on it.
 */
const SAVE_DIR = process.env.BENCH_LH_SAVE;
let saved = 0;
function saveReport(url: string, lhr: object): void {
  mkdirSync(SAVE_DIR!, { recursive: true });
  const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
  writeFileSync(join(SAVE_DIR!, `${String(++saved).padStart(3, '0')}-${name}.json`), JSON.stringify(lhr));
}

async function lighthouseRun(url: string, session?: TBrowserSession): Promise<TRun | null> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    if (session) await seedStorage(chrome.port, new URL(url).origin, session);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      disableStorageReset: Boolean(session),
    });
    const lhr = result?.lhr;
    if (lhr && SAVE_DIR) saveReport(url, lhr);
    const score = lhr?.categories.performance?.score;
    if (!lhr || score == null) return null; // a run whose trace failed (NO_NAVSTART...)
    const a11y = lhr.categories.accessibility?.score;
    const metrics = Object.fromEntries(
      METRICS.map((id) => {
        const value = lhr.audits[id]?.numericValue;
        return [id, value == null ? null : Math.round(value * 1000) / 1000];
      }),
    );
    return {
      performance: Math.round(score * 100),
      accessibility: a11y == null ? null : Math.round(a11y * 100),
      metrics,
      finalUrl: lhr.finalDisplayedUrl,
      benchmarkIndex: lhr.environment?.benchmarkIndex == null ? null : Math.round(lhr.environment.benchmarkIndex),
    };
  } finally {
    chrome.kill();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)]! : null;
};

/**
 * LH_RUNS runs of `url` (a failed trace is run again, up to twice as many tries), their median-score run's figures.
 * `signIn`, for a signed-in page: a fresh session before each run (a run's app may rotate the one it was given).
 */
export async function lighthouseMedian(url: string, signIn?: () => Promise<TBrowserSession>): Promise<TMedian> {
  const runs: TRun[] = [];
  for (let attempt = 0; runs.length < LH_RUNS && attempt < LH_RUNS * 2; attempt++) {
    const run = await lighthouseRun(url, signIn ? await signIn() : undefined);
    if (run) runs.push(run);
  }
  if (!runs.length) return { performance: null, accessibility: null, metrics: {}, cls: null, runs };
  const mid = [...runs].sort((a, b) => a.performance - b.performance)[Math.floor((runs.length - 1) / 2)]!;
  const shifts = runs.map((r) => r.metrics['cumulative-layout-shift']).filter((v): v is number => v != null);
  return { performance: mid.performance, accessibility: mid.accessibility, metrics: mid.metrics, cls: median(shifts), runs };
}
