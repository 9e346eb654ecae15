import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from './processes';

/**
 * The production shape on one machine (docs/deploy.md): release processes (npm run build:release) on one
 * PostgreSQL, behind Caddy with deploy/Caddyfile on high loopback ports and Caddy's internal CA. Used by the
 * release walk in `npm test` (bench/release-walk.ts) and by `npm run bench:restart`.
 */
export const releaseDir = join(repoRoot, 'release');
export const caddyBinary = () => {
  const r = spawnSync('caddy', ['version'], { encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : null;
};

export interface TAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** The HTTP version Caddy answered with (2.0 over HTTPS). */
  httpVersion: string;
}

export interface TReleaseProcess {
  port: number;
  child: ChildProcess | null;
}

export interface TCluster {
  base: string;
  /** Caddy's internal root certificate, to trust in a client of its own (HTTP/2). */
  caCertificate: Buffer;
  processes: TReleaseProcess[];
  /** An HTTPS call through Caddy that trusts its internal CA; network errors reject. */
  call(method: string, path: string, opts?: { body?: unknown; token?: string; headers?: Record<string, string> }): Promise<TAnswer>;
  /** An open stream through Caddy: every chunk as it arrives, and a promise of its end. */
  stream(path: string, onChunk: (text: string) => void): Promise<{ status: number; ended: Promise<void>; close(): void }>;
  /** SIGTERM to one process, waits for its exit, starts it again, waits for its readiness. */
  restart(i: number): Promise<{ stopMs: number; startMs: number }>;
  stop(): Promise<void>;
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitUntil(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (await Promise.resolve(check()).catch(() => false)) return;
    if (Date.now() > until) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await wait(50);
  }
}

const readyDirect = (port: number) => fetch(`http://127.0.0.1:${port}/api/health/ready/`).then((r) => r.ok);

export async function startCluster(opts: {
  databaseUrl: string;
  ports: number[];
  httpsPort: number;
  httpPort: number;
  adminPort: number;
  env?: Record<string, string>;
  log?: (line: string) => void;
}): Promise<TCluster> {
  if (!existsSync(join(releaseDir, 'server.js'))) throw new Error('release/server.js is missing: run npm run build:release first');
  const scratch = mkdtempSync(join(tmpdir(), 'venue-release-'));
  const log = opts.log ?? (() => undefined);
  const env = (port: number): NodeJS.ProcessEnv => ({
    ...process.env,
    DATABASE_URL: opts.databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: join(scratch, 'data'),
    PUBLIC_URL: `https://localhost:${opts.httpsPort}`,
    TRUST_PROXY: 'true',
    SHUTDOWN_DELAY_MS: '2500',
    LOG_LEVEL: 'warn',
    PAYMENTS_TEST_GATEWAY: 'on',
    ...opts.env,
  });
  const processes: TReleaseProcess[] = opts.ports.map((port) => ({ port, child: null }));
  const startOne = async (p: TReleaseProcess, extra: Record<string, string> = {}) => {
    const child = spawn(process.execPath, [join(releaseDir, 'server.js')], {
      cwd: releaseDir,
      env: { ...env(p.port), ...extra },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child.stderr!.on('data', (c: Buffer) => log(`[${p.port}] ${c.toString().trimEnd()}`));
    p.child = child;
    await waitUntil(`the release process on ${p.port}`, async () => {
      if (child.exitCode !== null) throw new Error(`the release process on ${p.port} exited with ${child.exitCode}`);
      return readyDirect(p.port);
    });
  };
  const stopOne = (p: TReleaseProcess) =>
    new Promise<void>((resolve) => {
      const child = p.child;
      if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });

  let caddy: ChildProcess | null = null;
  const stop = async () => {
    await Promise.all(processes.map(stopOne));
    if (caddy && caddy.exitCode === null) {
      const exited = new Promise((r) => caddy!.once('exit', r));
      caddy.kill('SIGTERM');
      await exited;
    }
    rmSync(scratch, { recursive: true, force: true });
  };

  try {
    // The first process migrates the empty database and loads the demo data; the others find it ready.
    await startOne(processes[0]!, { SEED_DEMO: 'true' });
    for (const p of processes.slice(1)) await startOne(p);

    caddy = spawn('caddy', ['run', '--config', join(repoRoot, 'deploy/Caddyfile'), '--adapter', 'caddyfile'], {
      env: {
        ...process.env,
        SITE_ADDRESS: `localhost:${opts.httpsPort}`,
        CADDY_TLS: 'internal',
        CADDY_HTTP_PORT: String(opts.httpPort),
        CADDY_HTTPS_PORT: String(opts.httpsPort),
        CADDY_ADMIN: `127.0.0.1:${opts.adminPort}`,
        UPSTREAMS: opts.ports.map((p) => `127.0.0.1:${p}`).join(' '),
        XDG_DATA_HOME: join(scratch, 'caddy-data'),
        XDG_CONFIG_HOME: join(scratch, 'caddy-config'),
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    caddy.stderr!.on('data', (c: Buffer) => log(`[caddy] ${c.toString().trimEnd()}`));
    const rootCert = join(scratch, 'caddy-data/caddy/pki/authorities/local/root.crt');
    await waitUntil('Caddy internal CA', () => existsSync(rootCert), 30_000);
    const caCertificate = readFileSync(rootCert);
    const agent = new Agent({ ca: caCertificate, keepAlive: true, maxSockets: 256 });

    const call: TCluster['call'] = (method, path, o = {}) =>
      new Promise((resolve, reject) => {
        const body = o.body === undefined ? undefined : JSON.stringify(o.body);
        const headers: Record<string, string> = { ...o.headers };
        if (body !== undefined) headers['content-type'] = 'application/json';
        if (o.token) headers.authorization = `Bearer ${o.token}`;
        const req = httpsRequest({ host: 'localhost', port: opts.httpsPort, method, path, headers, agent, timeout: 30_000 }, (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (c: string) => (text += c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text, httpVersion: res.httpVersion }));
          res.on('error', reject);
        });
        req.on('timeout', () => req.destroy(new Error('timed out')));
        req.on('error', reject);
        req.end(body);
      });

    const stream: TCluster['stream'] = (path, onChunk) =>
      new Promise((resolve, reject) => {
        const req = httpsRequest({ host: 'localhost', port: opts.httpsPort, path, headers: { accept: 'text/event-stream' }, ca: caCertificate }, (res) => {
          res.setEncoding('utf8');
          const ended = new Promise<void>((done) => {
            res.on('data', onChunk);
            res.on('end', () => done());
            res.on('error', () => done());
            res.on('close', () => done());
          });
          resolve({ status: res.statusCode ?? 0, ended, close: () => req.destroy() });
        });
        req.on('error', reject);
        req.end();
      });

    await waitUntil('the site through Caddy', async () => (await call('GET', '/api/health/ready/')).status === 200, 30_000);

    return {
      base: `https://localhost:${opts.httpsPort}`,
      caCertificate,
      processes,
      call,
      stream,
      async restart(i) {
        const p = processes[i]!;
        const t0 = performance.now();
        await stopOne(p);
        const t1 = performance.now();
        await startOne(p);
        return { stopMs: t1 - t0, startMs: performance.now() - t1 };
      },
      async stop() {
        agent.destroy();
        await stop();
      },
    };
  } catch (err) {
    await stop();
    throw err;
  }
}

/** A fresh database on the PostgreSQL server of `url` (dropped by the returned function). */
export async function freshDatabase(url: string, name: string): Promise<{ url: string; drop(): Promise<void> }> {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** Parses the Server-Sent Events blocks in a growing text (what a browser's EventSource would dispatch). */
export function sseEvents(text: string): { id?: string; event: string; data: string; retry?: number }[] {
  return text
    .split('\n\n')
    .slice(0, -1)
    .map((block) => {
      const e: { id?: string; event: string; data: string; retry?: number } = { event: 'message', data: '' };
      for (const line of block.split('\n')) {
        const [field, ...rest] = line.split(':');
        const value = rest.join(':').replace(/^ /, '');
        if (field === 'id') e.id = value;
        else if (field === 'event') e.event = value;
        else if (field === 'data') e.data = value;
        else if (field === 'retry') e.retry = Number(value);
      }
      return e;
    });
}
