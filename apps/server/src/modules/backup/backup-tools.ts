import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';

/**
 * The external programs a backup runs: tar, and PostgreSQL's pg_dump and pg_restore. PG_BIN_DIR names their
 * folder; else the newest /usr/lib/postgresql/<version>/bin (Debian's layout, which CI installs); else PATH.
 */
export function pgTool(name: 'pg_dump' | 'pg_restore'): string {
  if (process.env.PG_BIN_DIR) return join(process.env.PG_BIN_DIR, name);
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => /^\d+$/.test(v) && existsSync(join(root, v, 'bin', name)))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return versions[0] ? join(root, versions[0], 'bin', name) : name;
}

/** Runs a program to its end; a non-zero exit throws with the program's own last words. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-2000);
    });
    child.on('error', (err: NodeJS.ErrnoException) =>
      reject(new Error(err.code === 'ENOENT' ? `${command} was not found; install it (PostgreSQL's client tools) or set PG_BIN_DIR` : err.message)),
    );
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${command} failed (exit ${code}): ${stderr.trim()}`))));
  });
}

/**
 * Packs a folder into a .tar.gz. Compressed at level 1: a database's files are mostly empty pages, which the
 * fastest level shrinks nearly as well as the default, in a third of the time.
 */
export async function tarGz(folder: string, file: string): Promise<void> {
  const child = spawn('tar', ['-cf', '-', '-C', folder, '.'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-2000);
  });
  const exited = new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  await pipeline(child.stdout, createGzip({ level: 1 }), createWriteStream(file));
  const code = await exited;
  if (code !== 0) throw new Error(`tar failed (exit ${code}): ${stderr.trim()}`);
}

/** libpq reads the connection from the URL; the password travels in the environment, never in the process list. */
export function pgConnection(url: string): { args: string[]; env: NodeJS.ProcessEnv } {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = '';
  return { args: ['--dbname', u.toString()], env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/** Archive names carry Manila wall-clock time (UTC+8 all year): venue-backup-2026-11-28T0200.tar.gz. */
export const ARCHIVE_NAME = /^venue-backup-(\d{4}-\d{2}-\d{2})T(\d{4})\.tar\.gz$/;
export function archiveName(at: Date): string {
  const manila = new Date(at.getTime() + 8 * 3_600_000).toISOString();
  return `venue-backup-${manila.slice(0, 10)}T${manila.slice(11, 13)}${manila.slice(14, 16)}.tar.gz`;
}
