import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../../test/free-port';
import { repoRoot, serverRoot } from './paths';

/**
 * A throw no `try` reaches never ends the process silently: the crash guard logs it, answers the request in
 * flight 500 in the catalogue shape and exits 1; `npm start` (scripts/start.mjs) then starts the server again.
 * The fixture (test/crash-fixture.ts) throws inside a callback, as pdfkit's PNG reader did inside zlib's.
 */
const fixture = join(serverRoot, 'test/crash-fixture.ts');
const children: ChildProcess[] = [];
afterEach(() => {
  for (const c of children.splice(0)) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
});

function start(args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, args, { cwd: repoRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  const out = { text: '' };
  child.stdout!.on('data', (c: Buffer) => (out.text += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (out.text += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, out, exited };
}

async function pidAt(base: string, timeoutMs = 30_000): Promise<number> {
  const started = Date.now();
  for (;;) {
    const pid = await fetch(`${base}/health`).then(
      async (r) => ((await r.json()) as { pid: number }).pid,
      () => null,
    );
    if (pid) return pid;
    if (Date.now() - started > timeoutMs) throw new Error('no answer');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('crash guard', () => {
  it('answers the request in flight 500, logs the error and exits 1', async () => {
    const p = await freePort();
    const { out, exited } = start(['--import', 'tsx', fixture], { PORT: String(p) });
    await pidAt(`http://127.0.0.1:${p}`);
    const res = await fetch(`http://127.0.0.1:${p}/boom`);
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ detail: expect.any(String), code: 'internal' });
    expect(await exited).toBe(1);
    expect(out.text).toContain('uncaught exception: the server exits to be restarted');
    expect(out.text).toContain('thrown in a callback');
  }, 60_000);

  it('is restarted by the npm start wrapper, with a log line, and a clean exit ends the wrapper', async () => {
    const p = await freePort();
    const base = `http://127.0.0.1:${p}`;
    const { out, exited } = start([join(repoRoot, 'scripts/start.mjs')], { PORT: String(p), START_SERVER_ENTRY: fixture, NODE_OPTIONS: '--import tsx' });
    const first = await pidAt(base);
    expect((await fetch(`${base}/boom`)).status).toBe(500);
    const second = await pidAt(base);
    expect(second).not.toBe(first);
    expect(out.text).toMatch(/\[start\] .* server exited \(code 1\); restarting in 1 s/);
    await fetch(`${base}/quit`);
    expect(await exited).toBe(0);
  }, 60_000);
});
