import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { serverRoot } from '../src/lib/paths';

/**
 * Real server processes for the tests that need several (db-outage.test.ts, first-start.test.ts). The server is
 * bundled once per file as npm run build does (build.mjs: npm packages external) into apps/server/node_modules/.cache,
 * where Node finds the same packages as from src/; a bundle starts in about half the time of a cold tsx start.
 */
export async function bundleServer(): Promise<{ entry: string; remove(): void }> {
  const cache = join(serverRoot, 'node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  const outdir = mkdtempSync(join(cache, 'venue-test-server-'));
  await build({
    entryPoints: { server: join(serverRoot, 'src/server.ts') },
    outdir,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    logLevel: 'warning',
    plugins: [
      {
        name: 'external-packages',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@venue/') ? undefined : { path: args.path, external: true }));
        },
      },
    ],
  });
  return { entry: join(outdir, 'server.js'), remove: () => rmSync(outdir, { recursive: true, force: true }) };
}

export interface TServerProcess {
  child: ChildProcess;
  base: string;
  /** stdout and stderr so far. */
  output(): string;
  /** Whether the process is still running. */
  alive(): boolean;
  /** SIGTERM, then SIGKILL after 10 s. */
  stop(): Promise<void>;
}

// Below Linux's ephemeral range (32768-60999): a port there can be taken at any moment by an outgoing connection
// (a PostgreSQL client's own end), which once made a server exit with EADDRINUSE in the middle of the suite.
let nextPort = 22000 + Math.floor(Math.random() * 8000);

/** Starts the bundled server on a free-ish port with the given environment (DATABASE_URL, DATA_DIR, ...). */
export function startServer(entry: string, env: Record<string, string>): TServerProcess {
  const port = nextPort++;
  const child = spawn(process.execPath, ['--enable-source-maps', entry], {
    cwd: serverRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SERVE_WEB: 'false', SEED_DEMO: 'false', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout!.on('data', (c: Buffer) => (text += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (text += c.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const alive = () => child.exitCode === null && child.signalCode === null;
  return {
    child,
    base: `http://127.0.0.1:${port}`,
    output: () => text,
    alive,
    async stop() {
      if (!alive()) return;
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killer);
    },
  };
}

/** The status of GET path, or null when nothing answers. */
export const statusOf = (base: string, path: string) =>
  fetch(`${base}${path}`, { signal: AbortSignal.timeout(5000) }).then(
    (r) => (void r.body?.cancel(), r.status),
    () => null,
  );

/** Waits until readiness answers 200; throws with the output if the process exits or the time runs out. */
export async function ready(server: TServerProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (!server.alive()) throw new Error(`the server exited (${server.child.exitCode ?? server.child.signalCode}):\n${server.output()}`);
    if ((await statusOf(server.base, '/api/health/ready/')) === 200) return;
    if (Date.now() > deadline) throw new Error(`the server was not ready within ${timeoutMs} ms:\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
