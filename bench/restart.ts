import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { benchPostgres } from './lib/postgres';
import { repoRoot } from './lib/processes';
import { caddyBinary, freshDatabase, sseEvents, startCluster, type TCluster } from './lib/release-cluster';

/**
 * npm run bench:restart: two release processes behind Caddy (deploy/Caddyfile) on one PostgreSQL; 100 clients
 * read for 60 s (pages, the client's events and dashboard, their profile, the site settings) while 5 live
 * notification streams stay open, and one process is restarted (SIGTERM, then started again) every 15 s in turn.
 * A failure is any answer other than 2xx, or a request that got no answer; a stream whose reconnection fails
 * counts too. Writes bench/results/restart.md (kept in git).
 */
const CLIENTS = Number(process.env.BENCH_RESTART_CLIENTS ?? 100);
const DURATION_MS = Number(process.env.BENCH_RESTART_SECONDS ?? 60) * 1000;
const RESTART_EVERY_MS = 15_000;
const STREAMS = 5;

if (!caddyBinary()) {
  console.error('caddy is not installed: apt-get install caddy (docs/deploy.md)');
  process.exit(1);
}
const pg = benchPostgres({ port: 5437 });
if (!pg) {
  console.error('No PostgreSQL: set BENCH_DATABASE_URL, or run as root with Debian PostgreSQL 15 installed.');
  process.exit(1);
}

const logs: string[] = [];
const commit = execSync('git rev-parse --short HEAD', { cwd: repoRoot, encoding: 'utf8' }).trim();
const db = await freshDatabase(pg.url, 'venue_bench_restart');
let cluster: TCluster | undefined;
try {
  cluster = await startCluster({
    databaseUrl: db.url,
    ports: [3621, 3622],
    httpsPort: 18743,
    httpPort: 18780,
    adminPort: 12719,
    log: (line) => logs.push(line),
  });
  const c = cluster;
  const csrf = JSON.parse((await c.call('GET', '/api/users/csrf/')).body).csrf_token as string;
  const login = await c.call('POST', '/api/users/login/', {
    body: { email: 'demo@venue.test', password: 'DemoClient#2026' },
    headers: { cookie: `csrftoken=${csrf}`, 'x-csrftoken': csrf },
  });
  const token = JSON.parse(login.body).tokens.access as string;
  const reads: { path: string; auth: boolean }[] = [
    { path: '/', auth: false },
    { path: '/api/site/settings/', auth: false },
    { path: '/api/users/me/', auth: true },
    { path: '/api/client/events/', auth: true },
    { path: '/api/client/dashboard/', auth: true },
  ];

  const latencies: number[] = [];
  const failures = new Map<string, number>();
  const fail = (why: string) => failures.set(why, (failures.get(why) ?? 0) + 1);
  let running = true;
  const t0 = Date.now();

  const client = async (n: number) => {
    for (let i = n; running; i++) {
      const r = reads[i % reads.length]!;
      const start = performance.now();
      try {
        const res = await c.call('GET', r.path, r.auth ? { token } : {});
        latencies.push(performance.now() - start);
        if (res.status < 200 || res.status >= 300) fail(`${res.status} on GET ${r.path}`);
      } catch (err) {
        latencies.push(performance.now() - start);
        fail(`no answer on GET ${r.path}: ${(err as Error).message}`);
      }
    }
  };

  // A browser's EventSource: a ticket, the stream with Last-Event-ID, and again after the hinted delay when it ends.
  let reconnects = 0;
  const streamer = async () => {
    let lastId: string | undefined;
    while (running) {
      let text = '';
      try {
        const ticket = await c.call('POST', '/api/notifications/stream_ticket/', { token });
        if (ticket.status !== 201) {
          fail(`${ticket.status} on POST /api/notifications/stream_ticket/`);
          await new Promise((r) => setTimeout(r, 1000));
          continue;
        }
        const query = lastId ? `&last_event_id=${lastId}` : '';
        const s = await c.stream(`/api/notifications/stream/?ticket=${JSON.parse(ticket.body).ticket}${query}`, (t) => (text += t));
        if (s.status !== 200) fail(`${s.status} on the notification stream`);
        const stop = setInterval(() => !running && s.close(), 200);
        await s.ended;
        clearInterval(stop);
      } catch (err) {
        fail(`notification stream: ${(err as Error).message}`);
      }
      if (!running) break;
      reconnects++;
      const events = sseEvents(text);
      lastId = events.findLast((e) => e.id)?.id ?? lastId;
      await new Promise((r) => setTimeout(r, events.findLast((e) => e.retry !== undefined)?.retry ?? 3000));
    }
  };

  const restarts: { at: number; port: number; stopMs: number; startMs: number }[] = [];
  const restarter = (async () => {
    for (let k = 0; ; k++) {
      const next = t0 + (k + 1) * RESTART_EVERY_MS;
      if (next >= t0 + DURATION_MS) return;
      await new Promise((r) => setTimeout(r, next - Date.now()));
      const i = k % c.processes.length;
      const at = Date.now() - t0;
      const r = await c.restart(i);
      restarts.push({ at, port: c.processes[i]!.port, ...r });
      console.log(`restarted :${c.processes[i]!.port} at ${Math.round(at / 1000)} s (stop ${Math.round(r.stopMs)} ms, start ${Math.round(r.startMs)} ms)`);
    }
  })();

  console.log(`${CLIENTS} clients and ${STREAMS} streams for ${DURATION_MS / 1000} s; a restart every ${RESTART_EVERY_MS / 1000} s`);
  const work = [...Array.from({ length: CLIENTS }, (_, n) => client(n)), ...Array.from({ length: STREAMS }, () => streamer())];
  await new Promise((r) => setTimeout(r, DURATION_MS));
  running = false;
  await restarter;
  await Promise.all(work);
  const seconds = (Date.now() - t0) / 1000;

  latencies.sort((a, b) => a - b);
  const pct = (p: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0);
  const failed = [...failures.values()].reduce((a, b) => a + b, 0);
  const lines = [
    '# Restarts lose nothing (npm run bench:restart)',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} on ${commit} on this repository's 2-core machine: two release processes (npm run build:release)`,
    'behind Caddy 2.6 (deploy/Caddyfile, internal CA, HTTP/1.1 keep-alive from the load client) on one PostgreSQL 15,',
    `${CLIENTS} concurrent clients reading for ${Math.round(seconds)} s and ${STREAMS} live notification streams, one process restarted`,
    `(SIGTERM, drain ${2500} ms, close, start again) every ${RESTART_EVERY_MS / 1000} s in turn. The load client runs on the same 2 cores.`,
    '',
    '| figure | value |',
    '| --- | --- |',
    `| requests | ${latencies.length} (${Math.round(latencies.length / seconds)}/s) |`,
    `| failures | ${failed} |`,
    `| latency p50 / p90 / p99 / max | ${pct(50)} / ${pct(90)} / ${pct(99)} / ${Math.round(latencies.at(-1) ?? 0)} ms |`,
    `| restarts | ${restarts.length} (${restarts.map((r) => `:${r.port} at ${Math.round(r.at / 1000)} s, stop ${Math.round(r.stopMs)} ms, ready ${Math.round(r.startMs)} ms`).join('; ')}) |`,
    `| stream reconnections | ${reconnects} (each after the retry hint the closing process sent) |`,
    '',
    failed ? `Failures by cause:\n\n${[...failures].map(([why, n]) => `- ${n} × ${why}`).join('\n')}` : 'No request failed and every stream came back.',
    '',
  ];
  const out = join(repoRoot, 'bench/results');
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, 'restart.md'), lines.join('\n'));
  console.log(lines.join('\n'));
  if (failed) process.exitCode = 1;
} catch (err) {
  console.error(err);
  console.error(logs.slice(-30).join('\n'));
  process.exitCode = 1;
} finally {
  await cluster?.stop();
  await db.drop().catch(() => undefined);
  pg.stop();
}
