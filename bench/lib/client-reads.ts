import { isDeepStrictEqual } from 'node:util';
import { load, type TLoadResult } from './load';

/** The client's two hottest reads (issue 42, point 4). */
export const CLIENT_READS = ['/api/client/events/', '/api/client/dashboard/'] as const;

/** One read at 20 connections, uncached (no read cache exists: every request reads the database). */
export const clientReadLoad = (base: string, path: string, access: string): Promise<TLoadResult> =>
  load(`PostgreSQL GET ${path}`, { url: `${base}${path}`, connections: 20, headers: { authorization: `Bearer ${access}` } });

/**
 * SQL statements the server ran for one lone request, the fewest of five: the sign-in check is remembered for a
 * second (lib/sign-in-cache.ts), so one request in a second's worth also runs it (one statement more).
 */
export async function queriesPerRequest(base: string, path: string, access: string, adminToken: string): Promise<number> {
  const read = async () =>
    ((await (await fetch(`${base}/api/internal/metrics/`, { headers: { authorization: `Bearer ${adminToken}` } })).json()) as { queries: number }).queries;
  await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${access}` } }); // prepare the statements
  let fewest = Infinity;
  for (let i = 0; i < 5; i++) {
    const before = await read();
    await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${access}` } });
    fewest = Math.min(fewest, (await read()) - before);
  }
  return fewest;
}

/**
 * Whether two builds answer a path with the same status, content type and bytes (the contract kept); with
 * `asJson`, the same JSON values (another framework writes 50 where JavaScript writes 50.0, or spaces).
 */
export async function sameAnswers(path: string, a: { base: string; access: string }, b: { base: string; access: string }, asJson = false): Promise<string> {
  const variants = [path, `${path}?page=2&page_size=7`, `${path}?status=COMPLETED`, `${path}?search=Event%201&upcoming_only=true`];
  const differ: string[] = [];
  for (const v of path.includes('events') ? variants : [path]) {
    const [ra, rb] = await Promise.all([a, b].map((s) => fetch(`${s.base}${v}`, { headers: { authorization: `Bearer ${s.access}` } })));
    const [ta, tb] = await Promise.all([ra!.text(), rb!.text()]);
    const sameBody = asJson ? isDeepStrictEqual(JSON.parse(ta!), JSON.parse(tb!)) : ta === tb;
    const sameType = asJson || ra!.headers.get('content-type') === rb!.headers.get('content-type');
    if (ra!.status === rb!.status && sameType && sameBody) continue;
    const at = [...ta!].findIndex((ch, k) => ch !== tb![k]);
    differ.push(`${v} ${ra!.status}/${rb!.status} at ${at}: ${ta!.slice(at - 40, at + 40)} | ${tb!.slice(at - 40, at + 40)}`);
  }
  return differ.length ? `NO (${differ.join(', ')})` : 'yes';
}
