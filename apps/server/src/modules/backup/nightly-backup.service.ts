import { mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { addDays, venueDay } from '@venue/shared/dates';
import { ARCHIVE_NAME, PRIVATE_DIR } from './backup-tools';
import { tryNightlyBackupLock } from './backup.repo';
import { createBackup, type TBackupSource } from './backup.service';

/** The nightly backup is due from 02:00 Manila; every process checks this often whether the day's one is made. */
export const NIGHTLY_BACKUP_AT = '0200';
export const NIGHTLY_CHECK_MS = 10 * 60_000;

const manilaClock = (at: Date) => new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(11, 16).replace(':', '');

/**
 * Makes the day's archive in `dir` once it is 02:00 in Manila, unless one made since 02:00 that day is there
 * already, then deletes archives older than keepDays days (today counts as one). Several processes on one PostgreSQL take an advisory lock
 * first, so one makes the archive and the others, finding it on their next check, leave it be: what decides is
 * the lock and the folder, never a process's memory (the folder must be the same for all of them). An embedded
 * database has one process by construction. Answers the new archive's path, or null when nothing was due.
 */
export async function nightlyBackup(
  source: TBackupSource,
  opts: { dir: string; keepDays: number; now?: Date; secrets?: boolean; warn?: (message: string) => void },
): Promise<string | null> {
  const now = opts.now ?? new Date();
  if (manilaClock(now) < NIGHTLY_BACKUP_AT) return null;
  const today = venueDay(now);
  const due = async () => {
    await mkdir(opts.dir, { recursive: true, mode: PRIVATE_DIR });
    const names = await readdir(opts.dir);
    const made = names.some((n) => {
      const m = ARCHIVE_NAME.exec(n);
      return m?.[1] === today && m[2]! >= NIGHTLY_BACKUP_AT;
    });
    let file: string | null = null;
    if (!made) {
      const backup = await createBackup(source, opts.dir, { now, secrets: opts.secrets });
      backup.warnings.forEach((w) => opts.warn?.(w));
      file = backup.file;
    }
    await pruneBackups(opts.dir, addDays(today, 1 - Math.max(1, opts.keepDays)));
    return file;
  };
  if (source.database.kind === 'pglite') return due();
  return source.database.db.transaction(async (tx) => ((await tryNightlyBackupLock(tx)) ? due() : null));
}

/** Deletes the archives (by their name's Manila day) from before `keepFrom`; nothing else in the folder. */
export async function pruneBackups(dir: string, keepFrom: string): Promise<number> {
  const old = (await readdir(dir)).filter((n) => {
    const m = ARCHIVE_NAME.exec(n);
    return m !== null && m[1]! < keepFrom;
  });
  await Promise.all(old.map((n) => rm(join(dir, n), { force: true })));
  return old.length;
}
