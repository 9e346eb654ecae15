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

/** One autocannon run; the first second is a warm-up and is not counted. */
export async function load(name: string, opts: autocannon.Options): Promise<TLoadResult> {
  await autocannon({ ...opts, duration: 1 });
  const r = await autocannon({ duration: DURATION, ...opts });
  return { name, connections: opts.connections ?? 10, rps: Math.round(r.requests.average), p99: r.latency.p99, errors: r.errors, non2xx: r.non2xx };
}
