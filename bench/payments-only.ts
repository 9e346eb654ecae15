import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { BIG, seedBigClient } from './lib/big-client';
import { DURATION, type TLoadResult } from './lib/load';
import { payLoad, paymentsListLoad, seedBigClientMoney } from './lib/money';
import { benchPostgres } from './lib/postgres';
import { withCpu } from './lib/cpu';
import { repoRoot, startProcess } from './lib/processes';
import { signIn } from './lib/session';

/**
 * npm run bench:payments: only the money budget (the payments list and the pay call on PostgreSQL at 20
 * connections, p99 under 50 ms), quick enough to rerun after each change. Each round starts from the same data
 * (the pay calls of the previous round are deleted), so rounds compare. Ports: server 3300, PostgreSQL 5440
 * (BENCH_PG_PORT, BENCH_PORT to move them).
 *
 * Besides requests/s and p99, each round prints CPU per request of the server process and of PostgreSQL, which
 * moves less than latency when other work shares the machine.
 *
 *   BENCH_RUNS=3 BENCH_SECONDS=8   rounds (after an uncounted warm-up round) and seconds per call
 *   BENCH_PROFILE=true             the server runs with --cpu-prof (bench/results/prof/*.cpuprofile)
 *   BENCH_STATEMENTS=true          what PostgreSQL sessions wait on during the pay load, then planning and execution
 *                                  time per statement (pg_stat_statements) over 200 lone list and pay calls
 *   BENCH_ONLY=list|pay            load one of the two calls only
 *   BENCH_SERVER=path/server.js    another build of the server (e.g. a copy of the previous one, to compare in one sitting)
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

/**
 * SQL statements the server ran for one lone request (BEGIN and COMMIT included; the sign-in check is usually
 * remembered). The pay call's figure includes the outbox delivering its receipt (claim and mark as sent).
 */
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
    settings: statements ? ['shared_preload_libraries=pg_stat_statements', 'pg_stat_statements.track=all', 'pg_stat_statements.track_planning=on'] : [],
  });
  if (!db) throw new Error('No PostgreSQL: set BENCH_DATABASE_URL, or run as root with Debian postgresql 15 installed.');
  const dataDir = join(tmpdir(), `venue-bench-payments-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  const profDir = join(repoRoot, 'bench/results/prof');
  const nodeArgs = process.env.BENCH_PROFILE === 'true' ? ['--cpu-prof', `--cpu-prof-dir=${profDir}`] : [];
  if (nodeArgs.length) mkdirSync(profDir, { recursive: true });
  const env = { DATABASE_URL: db.url, PORT: port, DATA_DIR: dataDir, ADMIN_TOKEN: adminToken, SERVE_WEB: 'false' };
  const server = await startProcess([...nodeArgs, process.env.BENCH_SERVER ?? 'apps/server/dist/server.js'], env, `${base}/api/health/`);
  const client = new pg.Client({ connectionString: db.url });
  try {
    await client.connect();
    // A new install has no event types and its test card is off (issue 39): the bench needs both.
    await client.query(`insert into event_types (name, description, sort_order) select 'Bench Type', '', 1 where not exists (select 1 from event_types)`);
    await client.query(`update payment_gateways set is_active = true where code = 'test'`);
    await seedBigClient(db.url);
    await seedBigClientMoney(db.url);
    if (statements) await client.query('create extension if not exists pg_stat_statements');
    const backend = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
    const postmasterPid = Number(readFileSync(`/proc/${backend}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]);
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
    // Round 0 warms the JIT up and is not counted.
    for (let i = rounds > 0 ? -1 : 0; i < rounds; i++) {
      await resetMoney(client);
      const measure = async (run: () => Promise<TLoadResult>) => {
        const r = await withCpu({ server: server.child.pid!, postmaster: postmasterPid }, DURATION, run);
        return { r, text: `${r.rps} req/s p99 ${r.p99} ms (${r.errors}/${r.non2xx}), ${r.cpuText}` };
      };
      const skipped = { r: { name: 'skipped', connections: 0, rps: 0, p99: 0, errors: 0, non2xx: 0 }, text: 'skipped' };
      const list = process.env.BENCH_ONLY === 'pay' ? skipped : await measure(() => paymentsListLoad(base, access));
      // With BENCH_STATEMENTS, what the server's PostgreSQL sessions wait on during the pay load (every 20 ms).
      const waits = new Map<string, number>();
      let sampling = statements && process.env.BENCH_ONLY !== 'list';
      const sampler = (async () => {
        while (sampling) {
          const r = await client.query<{ w: string; n: number }>(
            `select coalesce(wait_event_type || ':' || wait_event, state) as w, count(*)::int as n from pg_stat_activity
             where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend' group by 1`,
          );
          for (const row of r.rows) waits.set(row.w, (waits.get(row.w) ?? 0) + row.n);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      })();
      // Statements per pay under load (the outbox's passes included, which batch when many receipts wait).
      const paysNow = async () => Number((await client.query<{ n: string }>(`select count(*) as n from payments`)).rows[0]!.n);
      const [q0, n0] = [await metricQueries(), await paysNow()];
      const pay = process.env.BENCH_ONLY === 'list' ? skipped : await measure(() => payLoad(base, access));
      const [q1, n1] = [await metricQueries(), await paysNow()];
      if (n1 > n0) pay.text += `, ${((q1 - q0) / (n1 - n0)).toFixed(1)} statements per pay under load`;
      sampling = false;
      await sampler;
      if (waits.size) {
        const total = [...waits.values()].reduce((a, b) => a + b, 0);
        console.log(
          `  sessions during pay (share of samples): ${[...waits]
            .sort((a, b) => b[1] - a[1])
            .map(([w, n]) => `${w} ${((100 * n) / total).toFixed(0)}%`)
            .join(', ')}`,
        );
      }
      if (i < 0) {
        console.log(`warm-up: list ${list.text}; pay ${pay.text}`);
        continue;
      }
      all.push([list.r, pay.r]);
      console.log(`round ${i + 1}: list ${list.text}; pay ${pay.text}`);
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const calls = [
      [0, 'GET /api/payments/client/payments/'],
      [1, 'POST /api/payments/client/invoices/{id}/pay/'],
    ] as const;
    for (const [k, name] of all.length ? calls : []) {
      const p99 = median(all.map((r) => r[k].p99));
      console.log(`${name}: median of ${rounds}: ${median(all.map((r) => r[k].rps))} req/s, p99 ${p99} ms (budget 50 ms) ${p99 < 50 ? 'OK' : 'OVER BUDGET'}`);
    }
    if (statements) {
      // Alone (one request at a time), so the times are the statements' own, not a wait for a busy CPU.
      await resetMoney(client);
      for (let i = 0; i < 200; i++) {
        await fetch(`${base}/api/payments/client/payments/`, { headers: auth });
        await fetch(`${base}/api/payments/client/invoices/${invoice}/pay/`, {
          method: 'POST',
          headers: { ...auth, 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
          body: JSON.stringify({ gateway_code: 'test', payment_method_token: token, payment_type: 'CUSTOM', amount: '100.00' }),
        });
      }
      const top = await client.query<{ calls: string; plans: string; plan: string; exec: string; query: string }>(
        `select calls, plans, round(mean_plan_time::numeric, 3)::text as plan, round(mean_exec_time::numeric, 3)::text as exec,
           left(regexp_replace(query, '\\s+', ' ', 'g'), 120) as query
         from pg_stat_statements order by total_exec_time + total_plan_time desc limit 30`,
      );
      console.log('\ncalls | plans | mean plan ms | mean exec ms | statement');
      for (const r of top.rows) console.log(`${r.calls} | ${r.plans} | ${r.plan} | ${r.exec} | ${r.query}`);
    }
  } finally {
    await client.end().catch(() => undefined);
    await server.stop();
    db.stop();
  }
}

await main();
