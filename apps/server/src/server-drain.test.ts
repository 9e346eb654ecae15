import { request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleServer, ready, startServer, type TServerProcess } from '../test/server-process';
import { testDatabase } from '../test/test-database';
import type { TDatabase } from './db/client';

/**
 * Issue 38, point 4: SIGTERM drains by default. A real server process started with none of the drain's variables
 * gets 40 requests, each on its own new connection, and SIGTERM while they are in flight: all 40 are answered,
 * none is reset, and the process exits 0.
 */
const onPostgres = process.env.TEST_DB === 'postgres';
let dataDir: string;
let database: (TDatabase & { url?: string }) | undefined;
let bundle: Awaited<ReturnType<typeof bundleServer>>;
let server: TServerProcess;
let port: number;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'venue-drain-'));
  // On PostgreSQL a migrated clone starts in a second; on PGlite the process migrates its own empty database.
  if (onPostgres) database = await testDatabase();
  bundle = await bundleServer();
  // SHUTDOWN_DELAY_MS empty reads as unset: the default is what is tested.
  server = startServer(bundle.entry, { DATA_DIR: dataDir, DATABASE_URL: database?.url ?? '', LOG_LEVEL: 'info', SHUTDOWN_DELAY_MS: '' });
  port = Number(new URL(server.base).port);
  await ready(server, 90_000);
}, 120_000);

afterAll(async () => {
  if (server?.alive()) server.child.kill('SIGKILL');
  bundle?.remove();
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** One GET on a connection of its own (no agent), as 40 different clients would send it. */
function send(path: string) {
  let connected!: () => void;
  const onSocket = new Promise<void>((resolve) => (connected = resolve));
  const answer = new Promise<{ status: number; connection?: string }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode!, connection: res.headers.connection }));
    });
    req.on('socket', (socket) => socket.once('connect', connected));
    req.on('error', (err) => (connected(), reject(err)));
    req.end();
  });
  return { onSocket, answer };
}

describe('SIGTERM with no variable set', () => {
  it('answers all 40 requests in flight, resets none, and exits 0', async () => {
    const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));
    const requests = Array.from({ length: 40 }, (_, i) => send(i % 2 ? '/api/site/venue/' : '/api/events/event-types/'));
    // Every connection is open and its request written before the signal: all 40 are in flight.
    await Promise.all(requests.map((r) => r.onSocket));
    server.child.kill('SIGTERM');
    const results = await Promise.allSettled(requests.map((r) => r.answer));
    const failures = results.flatMap((r) => (r.status === 'rejected' ? [String((r.reason as Error).message)] : []));
    expect(failures, server.output()).toEqual([]);
    const answers = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    expect(answers).toHaveLength(40);
    expect(
      answers.filter((a) => a.status !== 200),
      server.output(),
    ).toEqual([]);
    expect(await exited, server.output()).toBe(0);
    expect(server.output()).toContain('SIGTERM: draining');
  }, 60_000);
});
