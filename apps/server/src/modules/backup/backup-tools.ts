import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, readdirSync } from 'node:fs';
import { chmod, mkdir, stat } from 'node:fs/promises';
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

/**
 * How a program ended badly, in words: its exit code, or the signal that killed it (Node reports the code as null
 * then, which once read "exit null"), with its own last words when it left any.
 */
export function failure(command: string, code: number | null, signal: NodeJS.Signals | null, stderr: string): string {
  const how = code !== null ? `exit ${code}` : `killed by ${signal ?? 'a signal'}`;
  const words = stderr.trim();
  return `${command.split('/').pop()} failed (${how})${words ? `: ${words}` : ''}`;
}

/** A backup or restore that cannot go ahead, with what to do about it. */
export class BackupRefused extends Error {}

/** Backups and their work files are the service account's alone (docs/deploy.md, "Backups"). */
export const PRIVATE_FILE = 0o600;
export const PRIVATE_DIR = 0o700;

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
    child.on('close', (code, signal) => (code === 0 ? resolve() : reject(new Error(failure(command, code, signal, stderr)))));
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
  const exited = new Promise<[number | null, NodeJS.Signals | null]>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code, signal) => resolve([code, signal]));
  });
  // Created 0600 and only if absent: the archive holds the database, which no other account may read.
  await pipeline(child.stdout, createGzip({ level: 1 }), createWriteStream(file, { flags: 'wx', mode: PRIVATE_FILE }));
  const [code, signal] = await exited;
  if (code !== 0) throw new Error(failure('tar', code, signal, stderr));
}

/**
 * Makes the backup folder 0700, or tightens one found looser: it is the service account's alone. Answers what an
 * operator should hear when it had to tighten it or could not (a folder another account owns).
 */
export async function privateFolder(dir: string): Promise<string | undefined> {
  await mkdir(dir, { recursive: true, mode: PRIVATE_DIR });
  const mode = (await stat(dir)).mode & 0o777;
  if ((mode & 0o077) === 0) return undefined;
  const was = `The backup folder ${dir} was open to other accounts (mode ${mode.toString(8).padStart(4, '0')})`;
  try {
    await chmod(dir, PRIVATE_DIR);
    return `${was}; it is now 0700.`;
  } catch (err) {
    return `${was} and could not be made 0700 (${(err as Error).message}); the archives in it are 0600 all the same.`;
  }
}

/**
 * The names an archive holds. tar reads it to its end, so an archive cut short or damaged (or not a tar.gz at
 * all) is refused here, before anything is unpacked.
 */
export function archiveEntries(file: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = spawn('tar', ['-tzf', file], { stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-2000);
    });
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code === 0) return resolve(Buffer.concat(out).toString().split('\n').filter(Boolean));
      const why = stderr.trim().split('\n')[0] || failure('tar', code, signal, '');
      reject(
        new BackupRefused(
          `The backup archive ${file} is truncated or not a backup made by Venue Portal (${why}). Nothing was restored: ` +
            'copy the archive again from where it is kept, or restore another backup.',
        ),
      );
    });
  });
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
