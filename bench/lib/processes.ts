import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export async function waitForUrl(url: string, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    if (Date.now() > until) throw new Error(`${url} did not come up`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

export interface TStarted {
  child: ChildProcess;
  /** Milliseconds from spawn to the first answer of the health URL. */
  startMs: number;
  stop(): Promise<void>;
}

export const startProcess = (args: string[], env: Record<string, string>, healthUrl: string): Promise<TStarted> =>
  startCommand(process.execPath, args, env, healthUrl);

/** Any program (e.g. the Django peer's gunicorn), started in `cwd`, ready when its health URL answers. */
export async function startCommand(command: string, args: string[], env: Record<string, string>, healthUrl: string, cwd = repoRoot): Promise<TStarted> {
  const t0 = performance.now();
  const child = spawn(command, args, { cwd, env: { ...process.env, LOG_LEVEL: 'warn', ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  await waitForUrl(healthUrl);
  const startMs = performance.now() - t0;
  return {
    child,
    startMs,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export const startServer = (env: Record<string, string>) =>
  startProcess(['apps/server/dist/server.js'], { SERVE_WEB: 'true', ...env }, `http://127.0.0.1:${env.PORT}/api/health/`);
