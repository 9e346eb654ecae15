import autocannon from 'autocannon';

export interface TLoadResult {
  name: string;
  connections: number;
  rps: number;
  p99: number;
  errors: number;
  non2xx: number;
}

export const DURATION = Number(process.env.BENCH_SECONDS ?? 8);

/**
 * One autocannon run; the first second is a warm-up and is not counted. BENCH_CONNECTIONS=n overrides the
 * connections for a diagnosis (e.g. 2: what one request costs when the machine is not saturated); budgets are
 * stated at the call's own count.
 */
export async function load(name: string, opts: autocannon.Options): Promise<TLoadResult> {
  const connections = Number(process.env.BENCH_CONNECTIONS ?? opts.connections ?? 10);
  await autocannon({ ...opts, connections, duration: 1 });
  const r = await autocannon({ duration: DURATION, ...opts, connections });
  return { name, connections, rps: Math.round(r.requests.average), p99: r.latency.p99, errors: r.errors, non2xx: r.non2xx };
}
