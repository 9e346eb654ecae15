import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { PAGE_SESSION_COOKIE } from '@venue/shared/accounts/page-session';
import { CHROME_FLAGS, CHROMIUM, LH_RUNS, lighthouseMedian, type TBrowserSession, type TMedian } from './lib/lighthouse';
import { session as signInDemoClient } from './lib/session';
import { publicPaths, signedInPaths } from './lib/web-pages';

/**
 * The web figures (issue 42): Lighthouse mobile, median of BENCH_LH_RUNS (3), of every public page on the demo venue
 * and on a venue set up from an empty install (budget: performance >= 95 and layout shift under 0.1), and of the
 * demo client's dashboard, an event page and /payments signed in (budget: performance >= 90). The JavaScript a
 * visitor downloads is measured on / and /dashboard only (budget: none before the first paint of / over 180 KB).
 */
export interface TWebFigures extends TMedian {
  path: string;
  /** gzip KB, measured on / and /dashboard only. */
  js?: { beforePaintKb: number; toInteractiveKb: number };
}

export interface TWebGroup {
  title: string;
  /** The lowest median performance score each page must reach. */
  minPerformance: number;
  /** Public pages must also keep their median layout shift under 0.1. */
  clsBudget: boolean;
  /** Signed-in pages: a run that ended on /login measured the sign-in page, not this one. */
  signedIn: boolean;
  pages: TWebFigures[];
}

const JS_PATHS = new Set(['/', '/dashboard']);

const gzipKb = async (urls: string[]) => {
  let bytes = 0;
  for (const url of new Set(urls)) bytes += gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer()), { level: 9 }).length;
  return Math.round(bytes / 102.4) / 10;
};

/** JavaScript fetched before the first paint, and until the app has taken the page over (hydrated or rendered afresh). */
async function javascriptWeight(base: string, path: string, signedIn?: TBrowserSession): Promise<TWebFigures['js']> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
  try {
    const context = await browser.newContext();
    if (signedIn) {
      await context.addInitScript((s) => {
        localStorage.setItem('venue_portal_tokens', JSON.stringify({ access: s.access, refresh: s.refresh }));
        localStorage.setItem('venue_portal_user', JSON.stringify(s.user));
      }, signedIn);
      await context.addCookies([{ name: PAGE_SESSION_COOKIE, value: signedIn.access, url: base }]);
    }
    const page = await context.newPage();
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    const { beforePaint, all } = await page.evaluate(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.POSITIVE_INFINITY;
      const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((r) => r.name.endsWith('.js'));
      return { beforePaint: scripts.filter((r) => r.startTime < fcp).map((r) => r.name), all: scripts.map((r) => r.name) };
    });
    return { beforePaintKb: await gzipKb(beforePaint), toInteractiveKb: await gzipKb(all) };
  } finally {
    await browser.close();
  }
}

async function measure(base: string, path: string, signIn?: () => Promise<TBrowserSession>): Promise<TWebFigures> {
  const js = JS_PATHS.has(path) ? await javascriptWeight(base, path, signIn ? await signIn() : undefined) : undefined;
  const figures = { path, ...(await lighthouseMedian(`${base}${path}`, signIn)), js };
  // Progress (a full run takes half an hour), with where each run ended: a signed-in page must not end on /login.
  console.log(`  ${base}${path}: ${figures.runs.map((r) => `${r.performance} (${new URL(r.finalUrl).pathname})`).join(', ')}`);
  return figures;
}

async function publicGroup(title: string, base: string): Promise<TWebGroup> {
  const pages: TWebFigures[] = [];
  for (const path of publicPaths()) pages.push(await measure(base, path));
  return { title, minPerformance: 95, clsBudget: true, signedIn: false, pages };
}

async function signedInGroup(base: string): Promise<TWebGroup> {
  const pages: TWebFigures[] = [];
  // A fresh sign-in before each run: access tokens are short-lived and the app may rotate the refresh token it had.
  // BENCH_WEB_SIGNED_IN=/events,/payments narrows them to the pages that start so (false: none, see webFigures).
  const only = process.env.BENCH_WEB_SIGNED_IN?.split(',').filter((p) => p.startsWith('/'));
  const paths = (await signedInPaths(base)).filter((path) => !only?.length || only.some((prefix) => path.startsWith(prefix)));
  for (const path of paths) pages.push(await measure(base, path, () => signInDemoClient(base)));
  return { title: 'Signed in as the demo client (demo@venue.test)', minPerformance: 90, clsBudget: false, signedIn: true, pages };
}

export interface TWebVenues {
  /** The demo venue's server: its public pages, and its demo client's signed-in pages; omitted: not measured. */
  demoBase?: string;
  /** The server of a venue set up from an empty install (bench/lib/new-venue.ts); omitted: not measured. */
  newVenueBase?: string;
}

export async function webFigures({ demoBase, newVenueBase }: TWebVenues): Promise<TWebGroup[]> {
  const groups: TWebGroup[] = [];
  if (demoBase) groups.push(await publicGroup('Public pages, demo venue (Havila Gardens)', demoBase));
  if (newVenueBase) groups.push(await publicGroup('Public pages, a venue set up from an empty install (Lakeview Events Place)', newVenueBase));
  if (demoBase && process.env.BENCH_WEB_SIGNED_IN !== 'false') groups.push(await signedInGroup(demoBase));
  return groups;
}

const ms = (v: number | null | undefined) => (v == null ? 'n/a' : String(Math.round(v)));
const shift = (v: number | null | undefined) => (v == null ? 'n/a' : String(Math.round(v * 1000) / 1000));

/** Why a page misses its group's budget, or null. */
function miss(group: TWebGroup, w: TWebFigures): string | null {
  if (w.performance === null) return 'no run finished';
  if (group.signedIn && w.runs.some((r) => new URL(r.finalUrl).pathname === '/login')) return 'ended on /login';
  if (w.performance < group.minPerformance) return String(w.performance);
  if (group.clsBudget && (w.cls ?? 1) >= 0.1) return `CLS ${shift(w.cls)}`;
  return null;
}

function groupLines(group: TWebGroup): string[] {
  const misses = group.pages.flatMap((w) => {
    const why = miss(group, w);
    return why ? [`${w.path} ${why}`] : [];
  });
  const budget = group.clsBudget
    ? `every public page >= ${group.minPerformance} and CLS < 0.1`
    : `signed-in pages >= ${group.minPerformance} (and really signed in)`;
  return [
    `### ${group.title}`,
    '',
    '| page | performance (median) | accessibility | FCP / LCP / TBT ms | CLS (median) | every run (performance, CLS, machine speed) |',
    '|---|---|---|---|---|---|',
    ...group.pages.map((w) => {
      const m = w.metrics;
      const runs = w.runs.map((r) => `${r.performance}, ${shift(r.metrics['cumulative-layout-shift'])}, ${r.benchmarkIndex ?? 'n/a'}`).join('; ');
      const metrics = `${ms(m['first-contentful-paint'])} / ${ms(m['largest-contentful-paint'])} / ${ms(m['total-blocking-time'])}`;
      return `| ${w.path} | ${w.performance ?? 'n/a'} | ${w.accessibility ?? 'n/a'} | ${metrics} | ${shift(w.cls)} | ${runs} |`;
    }),
    '',
    `Budget, ${budget}: ${misses.length ? `NOT MET (pages under: ${misses.join(', ')})` : 'OK'}`,
    '',
  ];
}

function javascriptLines(groups: TWebGroup[]): string[] {
  const weighed = groups.flatMap((g) => g.pages.filter((w) => w.js).map((w) => ({ title: g.title, w, js: w.js! })));
  if (!weighed.length) return [];
  const home = weighed.find((x) => x.w.path === '/');
  return [
    '### JavaScript (gzip KB)',
    '',
    '| page | before first paint | until hydrated |',
    '|---|---|---|',
    ...weighed.map(({ title, w, js }) => `| ${w.path} (${title.split(' (')[0]}) | ${js.beforePaintKb} | ${js.toInteractiveKb} |`),
    '',
    ...(home ? [`Budget, / at most 180 KB gzip before the first paint: ${home.js.beforePaintKb <= 180 ? 'OK' : 'NOT MET'}`, ''] : []),
    'Public pages are rendered on the server and painted before any JavaScript; "until hydrated" is what a visitor downloads before the page responds.',
    '',
  ];
}

/** The tables and budget lines of bench/results/web.md (and of latest.md, from bench/run.ts). */
export function webReport(groups: TWebGroup[]): string[] {
  return [
    `Lighthouse mobile (its default phone and slow 4G), the median of ${LH_RUNS} runs per page, each in a fresh Chrome.`,
    "Machine speed is Lighthouse's benchmark index of each run (higher is faster): its 4x CPU slowdown applies to what the machine gives, so runs on a machine slowed by its neighbours block longer and score lower.",
    '',
    ...groups.flatMap(groupLines),
    ...javascriptLines(groups),
    'Signed-in pages are measured with the session written into the browser before the run (Lighthouse keeps storage for them), so the figures are of the page itself; a run that ended on /login fails the budget.',
  ];
}
