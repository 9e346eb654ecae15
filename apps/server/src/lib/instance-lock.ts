import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * PGlite allows one process per data directory. The server records itself in DATA_DIR/server.json so a
 * second server refuses to start and the CLI knows to go through the running server's API instead.
 */
export interface TInstance {
  pid: number;
  /** When that process started (Linux clock ticks since boot), so a reused PID is not mistaken for it. */
  start?: string | null;
  port?: number;
}

const fileOf = (dataDir: string) => join(dataDir, 'server.json');

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The start time of a process from /proc (field 22 of stat, after the parenthesised name); null elsewhere. */
export function processStart(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

/** The recorded server is still that very process: alive, and (where /proc tells) started when it recorded. */
const stillRunning = (rec: TInstance) => alive(rec.pid) && (rec.start == null || processStart(rec.pid) === rec.start);

/** The live process that owns the directory, if any (stale records of dead processes are ignored). */
export function runningInstance(dataDir: string): TInstance | null {
  const file = fileOf(dataDir);
  if (!existsSync(file)) return null;
  try {
    const rec = JSON.parse(readFileSync(file, 'utf8')) as TInstance;
    return rec.pid !== process.pid && stillRunning(rec) ? rec : null;
  } catch {
    return null;
  }
}

export function claimDataDir(dataDir: string, extra: Omit<TInstance, 'pid'> = {}): void {
  const other = runningInstance(dataDir);
  if (other) throw new Error(`The embedded database in ${dataDir} is in use by process ${other.pid}. Stop it, or set DATA_DIR.`);
  writeFileSync(fileOf(dataDir), JSON.stringify({ pid: process.pid, start: processStart(process.pid), ...extra }));
}

export function releaseDataDir(dataDir: string): void {
  const file = fileOf(dataDir);
  try {
    const rec = JSON.parse(readFileSync(file, 'utf8')) as TInstance;
    if (rec.pid === process.pid) rmSync(file);
  } catch {
    /* already gone */
  }
}
