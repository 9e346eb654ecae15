import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bookingLoad } from './lib/booking';
import { load } from './lib/load';
import { benchPostgres } from './lib/postgres';
import { startServer } from './lib/processes';

/**
 * The booking calls of `npm run bench` on their own (after `npm run build -w @venue/server`): p99 budget 30 ms at
 * 20 connections on PostgreSQL. BENCH_DATABASE_URL picks the database; BENCH_PORT the server's port.
 */
const pg = benchPostgres();
if (!pg) throw new Error('No PostgreSQL: set BENCH_DATABASE_URL');
const port = process.env.BENCH_PORT ?? '3602';
const server = await startServer({ DATABASE_URL: pg.url, SEED_DEMO: 'true', PORT: port, DATA_DIR: join(tmpdir(), 'venue-bench-booking'), TRUST_PROXY: 'true' });
try {
  // For scale on a busy machine: a call with one small query, at the same connections.
  const ref = await load('PostgreSQL GET /api/events/event-types/ (one query, for scale)', {
    url: `http://127.0.0.1:${port}/api/events/event-types/`,
    connections: 20,
  });
  console.log(`${ref.name}: ${ref.rps} req/s, p99 ${ref.p99} ms`);
  for (const r of await bookingLoad(`http://127.0.0.1:${port}`))
    console.log(
      `${r.name}: ${r.rps} req/s, p99 ${r.p99} ms at 20 connections (budget 30 ms) ${r.p99 < 30 ? 'OK' : 'OVER BUDGET'}; errors ${r.errors}, non-2xx ${r.non2xx}`,
    );
} finally {
  await server.stop();
  pg.stop();
}
