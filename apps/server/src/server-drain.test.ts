import { type ChildProcess, spawn } from 'node:child_process';
import { request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabase } from '../test/test-database';
import type { TDatabase } from './db/client';
import { serverRoot } from './lib/paths';

/**
 * Issue 38, point 4: SIGTERM drains by default. A real server process (src/server.ts under tsx) started with none
 * of the drain's variables gets 40 requests, each on its own new connection, and SIGTERM while they are in
 * flight: all 40 are answered, none is reset, and the process exits 0.
 */
const onPostgres = process.env.TEST_DB === 'postgres';
let dataDir: string;
let database: (TDatabase & { url?: string }) | undefined;
let server: ChildProcess;
let output = '';
const port = 43000 + Math.floor(Math.random() * 2000);

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'venue-drain-'));
  // On PostgreSQL a migrated clone starts in a second; on PGlite the process migrates its own empty database.
  if (onPostgres) database = await testDatabase();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: database?.url ?? '',
    SEED_DEMO: 'false',
  };
  delete env.SHUTDOWN_DELAY_MS;
  server = spawn(process.execPath, ['--import', 'tsx', join(serverRoot, 'src/server.ts')], { cwd: serverRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  server.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  server.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const started = Date.now();
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited at start (${server.exitCode}):\n${output}`);
    if (
      await get('/api/health/ready/').then(
        (r) => r.status === 200,
        () => false,
      )
    )
      break;
    if (Date.now() - started > 90_000) throw new Error(`server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}, 120_000);

afterAll(async () => {
  if (server?.exitCode === null) server.kill('SIGKILL');
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
const get = (path: string) => send(path).answer;

describe('SIGTERM with no variable set', () => {
  it('answers all 40 requests in flight, resets none, and exits 0', async () => {
    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
    const requests = Array.from({ length: 40 }, (_, i) => send(i % 2 ? '/api/site/venue/' : '/api/events/event-types/'));
    // Every connection is open and its request written before the signal: all 40 are in flight.
    await Promise.all(requests.map((r) => r.onSocket));
    server.kill('SIGTERM');
    const results = await Promise.allSettled(requests.map((r) => r.answer));
    const failures = results.flatMap((r) => (r.status === 'rejected' ? [String((r.reason as Error).message)] : []));
    expect(failures, output).toEqual([]);
    const answers = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    expect(answers).toHaveLength(40);
    expect(
      answers.filter((a) => a.status !== 200),
      output,
    ).toEqual([]);
    expect(await exited, output).toBe(0);
    expect(output).toContain('SIGTERM: draining');
  }, 60_000);
});
