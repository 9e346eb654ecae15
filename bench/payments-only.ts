import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { BIG, seedBigClient } from './lib/big-client';
import { DURATION, type TLoadResult } from './lib/load';
import { paymentsLoad, seedBigClientMoney } from './lib/money';
import { benchPostgres } from './lib/postgres';
import { repoRoot, startProcess } from './lib/processes';
import { signIn } from './lib/session';

/**
 * npm run bench:payments: only the money budget (the payments list and the pay call on PostgreSQL at 20
 * connections, p99 under 50 ms), quick enough to rerun after each change. Each round starts from the same data
 * (the pay calls of the previous round are deleted), so rounds compare. Ports: server 3300, PostgreSQL 5440
 * (BENCH_PG_PORT, BENCH_PORT to move them).
 *
 *   BENCH_RUNS=3 BENCH_SECONDS=5   rounds and seconds per call
 *   BENCH_PROFILE=true             the server runs with --cpu-prof (bench/results/prof/*.cpuprofile)
 *   BENCH_STATEMENTS=true          pg_stat_statements: the statements that took the most time, after the rounds
 */
const port = process.env.BENCH_PORT ?? '3300';
const base = `http://127.0.0.1:${port}`;
const rounds = Number(process.env.BENCH_RUNS ?? 3);
const statements = process.env.BENCH_STATEMENTS === 'true';
const adminToken = 'bench-admin-token';

async function metricQueries(): Promise<number> {
  const res = await fetch(`${base}/api/internal/metrics/`, { headers: { authorization: `Bearer ${adminToken}` } });
  return ((await res.json()) as { queries: number }).queries;
}

/** SQL statements the server ran for one lone request (sign-in check, BEGIN and COMMIT included). */
async function queriesFor(request: () => Promise<Response>): Promise<number> {
  await request(); // prepares what is prepared once
  const before = await metricQueries();
  const res = await request();
  if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
  return (await metricQueries()) - before;
}

/** Back to the seeded state: the bench's 50 deposits and nothing that a round of pay calls added. */
async function resetMoney(client: pg.Client) {
  await client.query(`delete from payments where number not like 'PAY-BENCH-%'`);
  await client.query(`delete from event_timeline where action_type = 'PAYMENT_RECEIVED'`);
  await client.query('delete from outbox_messages');
  await client.query('delete from idempotency_keys');
  await client.query('delete from test_gateway_charges');
  await client.query('vacuum analyze');
  if (statements) await client.query('select pg_stat_statements_reset()');
}

async function main() {
  const db = benchPostgres({
    port: Number(process.env.BENCH_PG_PORT ?? 5440),
    settings: statements ? ['shared_preload_libraries=pg_stat_statements', 'pg_stat_statements.track=all'] : [],
  });
  if (!db) throw new Error('No PostgreSQL: set BENCH_DATABASE_URL, or run as root with Debian postgresql 15 installed.');
  const dataDir = join(tmpdir(), `venue-bench-payments-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  const profDir = join(repoRoot, 'bench/results/prof');
  const nodeArgs = process.env.BENCH_PROFILE === 'true' ? ['--cpu-prof', `--cpu-prof-dir=${profDir}`] : [];
  if (nodeArgs.length) mkdirSync(profDir, { recursive: true });
  const env = { DATABASE_URL: db.url, PORT: port, DATA_DIR: dataDir, ADMIN_TOKEN: adminToken, SERVE_WEB: 'false' };
  const server = await startProcess([...nodeArgs, 'apps/server/dist/server.js'], env, `${base}/api/health/`);
  const client = new pg.Client({ connectionString: db.url });
  try {
    await seedBigClient(db.url);
    await seedBigClientMoney(db.url);
    await client.connect();
    if (statements) await client.query('create extension if not exists pg_stat_statements');
    const access = await signIn(base, BIG.email, BIG.password);
    const auth = { authorization: `Bearer ${access}` };

    const listQueries = await queriesFor(() => fetch(`${base}/api/payments/client/payments/`, { headers: auth }));
    const invoice = ((await (await fetch(`${base}/api/payments/client/invoices/`, { headers: auth })).json()) as { results: { id: number }[] }).results[0]!.id;
    const token = (
      (await (
        await fetch(`${base}/api/payments/test-gateway/tokens/`, {
          method: 'POST',
          headers: { ...auth, 'content-type': 'application/json' },
          body: JSON.stringify({ number: '4242424242424242', exp_month: 12, exp_year: 2035, cvc: '123' }),
        })
      ).json()) as { id: string }
    ).id;
    const payQueries = await queriesFor(() =>
      fetch(`${base}/api/payments/client/invoices/${invoice}/pay/`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
        body: JSON.stringify({ gateway_code: 'test', payment_method_token: token, payment_type: 'CUSTOM', amount: '100.00' }),
      }),
    );
    console.log(`SQL statements per request: list ${listQueries}, pay ${payQueries} (${DURATION} s per call, ${rounds} rounds)`);

    const all: [TLoadResult, TLoadResult][] = [];
    for (let i = 0; i < rounds; i++) {
      await resetMoney(client);
      const [list, pay] = await paymentsLoad(base, access);
      all.push([list!, pay!]);
      console.log(
        `round ${i + 1}: list ${list!.rps} req/s p99 ${list!.p99} ms (${list!.errors}/${list!.non2xx}); pay ${pay!.rps} req/s p99 ${pay!.p99} ms (${pay!.errors}/${pay!.non2xx})`,
      );
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    for (const [k, name] of [
      [0, 'GET /api/payments/client/payments/'],
      [1, 'POST /api/payments/client/invoices/{id}/pay/'],
    ] as const) {
      const p99 = median(all.map((r) => r[k].p99));
      console.log(`${name}: median of ${rounds}: ${median(all.map((r) => r[k].rps))} req/s, p99 ${p99} ms (budget 50 ms) ${p99 < 50 ? 'OK' : 'OVER BUDGET'}`);
    }
    if (statements) {
      const top = await client.query<{ calls: string; total: string; mean: string; query: string }>(
        `select calls, round(total_exec_time)::text as total, round(mean_exec_time::numeric, 3)::text as mean, left(regexp_replace(query, '\\s+', ' ', 'g'), 140) as query
         from pg_stat_statements order by total_exec_time desc limit 25`,
      );
      console.log('\ncalls | total ms | mean ms | statement');
      for (const r of top.rows) console.log(`${r.calls} | ${r.total} | ${r.mean} | ${r.query}`);
    }
  } finally {
    await client.end().catch(() => undefined);
    await server.stop();
    db.stop();
  }
}

await main();
