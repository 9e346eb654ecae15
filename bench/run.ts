import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { load, type TLoadResult } from './lib/load';
import { benchPostgres } from './lib/postgres';
import { repoRoot, startProcess, startServer } from './lib/processes';
import { BIG, seedBigClient } from './lib/big-client';
import { paymentsLoad, seedBigClientMoney } from './lib/money';
import { recordsLoad, seedBigClientRecords } from './lib/communications';
import { bookingLoad } from './lib/booking';
import { cacheGains } from './lib/caches';
import { CLIENT_READS, queriesPerRequest } from './lib/client-reads';
import { REPORTS_ADMIN, reportLines, reportsLoad, seedReportsData } from './lib/reports';
import { csrfPair, signIn } from './lib/session';
import { webFigures, webReport } from './web';

/**
 * npm run bench: cold start on an existing embedded database, then login and GET /api/users/me/ next to a
 * bare Fastify route, on PostgreSQL (the budget) and on PGlite (for reference). Ratios are the figures:
 * absolute numbers move with the machine.
 */
const DEMO = { email: 'demo@venue.test', password: 'DemoClient#2026' };
const lines: string[] = [];
const say = (s: string) => {
  lines.push(s);
  console.log(s);
};

async function coldStart() {
  const dataDir = join(tmpdir(), 'venue-bench-embedded');
  rmSync(dataDir, { recursive: true, force: true });
  const env = { DATA_DIR: dataDir, PORT: '3201', DATABASE_URL: '' };
  const first = await startServer(env); // creates, migrates and seeds the database
  await first.stop();
  const runs: number[] = [];
  for (let i = 0; i < 3; i++) {
    const s = await startServer(env);
    runs.push(s.startMs);
    await s.stop();
  }
  const best = Math.min(...runs);
  say(
    `Cold start of the built server on an existing embedded database: ${Math.round(best)} ms (runs: ${runs.map(Math.round).join(', ')}; budget 3000 ms) ${best < 3000 ? 'OK' : 'OVER BUDGET'}`,
  );
  return dataDir;
}

async function accountsLoad(label: string, base: string): Promise<TLoadResult[]> {
  const access = await signIn(base, DEMO.email, DEMO.password);
  const csrf = await csrfPair(base);
  const me = await load(`${label} GET /api/users/me/`, { url: `${base}/api/users/me/`, connections: 50, headers: { authorization: `Bearer ${access}` } });
  const login = await load(`${label} POST /api/users/login/`, {
    url: `${base}/api/users/login/`,
    // Sign-in attempts are limited to 10 per account and address in flight or failed (throttle.ts).
    connections: 5,
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: csrf.cookie, 'x-csrftoken': csrf.token },
    body: JSON.stringify(DEMO),
  });
  return [me, login];
}

async function eventsLoad(base: string, adminToken: string): Promise<TLoadResult[]> {
  const access = await signIn(base, BIG.email, BIG.password);
  const out: TLoadResult[] = [];
  for (const path of CLIENT_READS) {
    const queries = await queriesPerRequest(base, path, access, adminToken);
    const r = await load(`PostgreSQL GET ${path} (50 events, 500 tasks; ${queries} SQL queries, no cache)`, {
      url: `${base}${path}`,
      connections: 20,
      headers: { authorization: `Bearer ${access}` },
    });
    say(
      `${path}: p99 ${r.p99} ms at ${r.connections} connections, uncached (budget 25 ms) ${r.p99 < 25 ? 'OK' : 'OVER BUDGET'}; ${queries} SQL queries per request (whatever the number of events). There is no read cache: every request reads the database (docs/decisions.md).`,
    );
    out.push(r);
  }
  return out;
}

function table(results: TLoadResult[], bare: TLoadResult) {
  say('');
  say('| case | connections | requests/s | p99 ms | vs bare route | errors/non-2xx |');
  say('|---|---|---|---|---|---|');
  for (const r of [bare, ...results]) {
    say(`| ${r.name} | ${r.connections} | ${r.rps} | ${r.p99} | ${((100 * r.rps) / bare.rps).toFixed(1)}% | ${r.errors}/${r.non2xx} |`);
  }
}

async function main() {
  const apiOnly = process.env.BENCH_API_ONLY === 'true';
  const embeddedDir = await coldStart();

  const bareServer = await startProcess(['--import', 'tsx', 'bench/bare-server.ts'], { PORT: '3200' }, 'http://127.0.0.1:3200/bare');
  const bare = await load('bare Fastify route', { url: 'http://127.0.0.1:3200/bare', connections: 50 });
  await bareServer.stop();

  const results: TLoadResult[] = [];
  const pg = benchPostgres();
  if (pg) {
    const pgDataDir = join(tmpdir(), 'venue-bench-pgdata');
    const adminToken = 'bench-admin-token';
    // TRUST_PROXY: the booking load gives each session its own client address (X-Forwarded-For).
    const server = await startServer({
      DATABASE_URL: pg.url,
      SEED_DEMO: 'true',
      PORT: '3202',
      DATA_DIR: pgDataDir,
      ADMIN_TOKEN: adminToken,
      TRUST_PROXY: 'true',
    });
    await seedBigClient(pg.url);
    await seedBigClientMoney(pg.url);
    await seedBigClientRecords(pg.url);
    results.push(...(await accountsLoad('PostgreSQL', 'http://127.0.0.1:3202')));
    results.push(...(await eventsLoad('http://127.0.0.1:3202', adminToken)));
    const money = await paymentsLoad('http://127.0.0.1:3202', await signIn('http://127.0.0.1:3202', BIG.email, BIG.password));
    for (const r of money) say(`${r.name}: p99 ${r.p99} ms at ${r.connections} connections (budget 50 ms) ${r.p99 < 50 ? 'OK' : 'OVER BUDGET'}`);
    results.push(...money);
    const records = await recordsLoad('http://127.0.0.1:3202', await signIn('http://127.0.0.1:3202', BIG.email, BIG.password));
    say(`${records.name}: p99 ${records.p99} ms at ${records.connections} connections (budget 30 ms) ${records.p99 < 30 ? 'OK' : 'OVER BUDGET'}`);
    results.push(records);
    const booking = await bookingLoad('http://127.0.0.1:3202');
    for (const r of booking) say(`${r.name}: p99 ${r.p99} ms at ${r.connections} connections (budget 30 ms) ${r.p99 < 30 ? 'OK' : 'OVER BUDGET'}`);
    results.push(...booking);
    // The venue's reports on 50,000 events (issue 41): each call's median and p99 (bench:reports runs these alone).
    await seedReportsData(pg.url);
    const reports = await reportsLoad('http://127.0.0.1:3202', await signIn('http://127.0.0.1:3202', REPORTS_ADMIN.email, REPORTS_ADMIN.password));
    for (const line of reportLines(reports)) say(line);
    await server.stop();
    // What each per-process copy buys, on and off, three interleaved rounds (BENCH_SKIP_CACHES=true skips it).
    if (process.env.BENCH_SKIP_CACHES !== 'true') for (const line of await cacheGains(pg.url)) say(line);
    pg.stop();
  } else {
    say('No PostgreSQL server (set BENCH_DATABASE_URL, or run as root with Debian postgresql installed): PGlite only.');
  }
  const embedded = await startServer({ DATA_DIR: embeddedDir, PORT: '3203', DATABASE_URL: '' });
  results.push(...(await accountsLoad('PGlite', 'http://127.0.0.1:3203')));
  const web = process.env.BENCH_SKIP_WEB || apiOnly ? [] : await webFigures({ demoBase: 'http://127.0.0.1:3203' });
  await embedded.stop();

  table(results, bare);
  const me = results.find((r) => r.name === 'PostgreSQL GET /api/users/me/');
  if (me) {
    const ratio = me.rps / bare.rps;
    say(
      `\nBudget: GET /api/users/me/ on PostgreSQL at 50 connections >= 40% of the bare route: ${(ratio * 100).toFixed(1)}% ${ratio >= 0.4 ? 'OK' : 'UNDER BUDGET'}`,
    );
  }
  if (web.length) {
    say('');
    for (const line of webReport(web)) say(line);
  }
  say('Login is bound by argon2id (19 MiB, 2 passes) by design: its figure is the cost of a password check.');
  mkdirSync(join(repoRoot, 'bench/results'), { recursive: true });
  writeFileSync(join(repoRoot, 'bench/results/latest.md'), `${lines.join('\n')}\n`);
}

await main();
