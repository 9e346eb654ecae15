import { sql } from 'drizzle-orm';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fromPostgres } from '../../apps/server/src/db/client';
import { bookingLoad } from './booking';
import { load, type TLoadResult } from './load';
import { startServer } from './processes';
import { signIn } from './session';

/**
 * What each per-process copy buys (docs/decisions.md: a cache stays only while its benchmark shows it buys at least
 * a quarter). The server runs on PostgreSQL with every copy on, then with one switched off (CACHES_OFF), in three
 * rounds whose order rotates, each on a fresh database; the figure is the median req/s of the call the copy serves.
 */
const CASES = [
  { off: 'sign-in', call: 'GET /api/users/me/' },
  { off: 'flows', call: 'calculate-pricing' },
  { off: 'sessions', call: 'update' },
] as const;
const ROUNDS = 3;
type TFigures = Map<string, number>;

async function freshDatabase(url: string, name: string): Promise<string> {
  const admin = fromPostgres(url, 1);
  try {
    await admin.db.execute(sql.raw(`drop database if exists ${name}`));
    await admin.db.execute(sql.raw(`create database ${name}`));
  } finally {
    await admin.close();
  }
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

/** One server with `off` switched off (or nothing): req/s of each call the copies serve. */
async function measure(url: string, off: string, round: number, port: string): Promise<TFigures> {
  const database = await freshDatabase(url, `venue_cache_bench_${round}_${off.replace('-', '_') || 'none'}`);
  const server = await startServer({
    DATABASE_URL: database,
    SEED_DEMO: 'true',
    PORT: port,
    DATA_DIR: join(tmpdir(), `venue-bench-caches-${port}`),
    TRUST_PROXY: 'true',
    SERVE_WEB: 'false',
    CACHES_OFF: off,
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    const access = await signIn(base, 'demo@venue.test', 'DemoClient#2026');
    const me = await load('GET /api/users/me/', { url: `${base}/api/users/me/`, connections: 50, headers: { authorization: `Bearer ${access}` } });
    const [update, pricing] = (await bookingLoad(base)) as [TLoadResult, TLoadResult];
    // A figure counts only when every request was answered with success: a refusal is cheaper than the work.
    for (const r of [me, update, pricing])
      if (r.errors || r.non2xx) throw new Error(`${r.name} with ${off || 'nothing'} off: ${r.errors} errors, ${r.non2xx} non-2xx`);
    return new Map([
      ['GET /api/users/me/', me.rps],
      ['update', update.rps],
      ['calculate-pricing', pricing.rps],
    ]);
  } finally {
    await server.stop();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** The report's lines: per copy, req/s on and off (median of three) and the gain, judged against a quarter. */
export async function cacheGains(url: string, port = '3204'): Promise<string[]> {
  const on: TFigures[] = [];
  const off = new Map<string, number[]>();
  for (let round = 0; round < ROUNDS; round++) {
    const order = ['', ...CASES.map((c) => c.off)];
    const rotated = [...order.slice(round % order.length), ...order.slice(0, round % order.length)];
    for (const switchedOff of rotated) {
      const figures = await measure(url, switchedOff, round, port);
      if (!switchedOff) on.push(figures);
      else {
        const call = CASES.find((c) => c.off === switchedOff)!.call;
        off.set(switchedOff, [...(off.get(switchedOff) ?? []), figures.get(call)!]);
      }
    }
  }
  const lines = ['', '| per-process copy | call it serves | req/s with it | req/s without it | gain | keeps it (>= 25%) |', '|---|---|---|---|---|---|'];
  for (const c of CASES) {
    const withIt = median(on.map((f) => f.get(c.call)!));
    const without = median(off.get(c.off)!);
    const gain = withIt / without - 1;
    lines.push(`| ${c.off} | ${c.call} | ${withIt} | ${without} | ${(gain * 100).toFixed(1)}% | ${gain >= 0.25 ? 'yes' : 'NO'} |`);
  }
  return lines;
}
