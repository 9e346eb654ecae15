import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createPglite, fromPglite, fromPostgres, type TDatabase } from '../../db/client';
import { appVersion } from '../../lib/paths';
import type { TStorage } from '../../lib/storage';
import { archiveName, pgConnection, pgTool, run, tarGz } from './backup-tools';
import { appliedMigrations, exportSnapshot, tableRowCounts, userTableCount } from './backup.repo';

/** What an archive says about itself (manifest.json beside the database and the uploads). */
export interface TBackupManifest {
  format: 1;
  created_at: string;
  app_version: string;
  database: 'pglite' | 'postgres';
  migrations: number;
  tables: Record<string, number>;
  files: number;
}

export interface TBackupSource {
  database: TDatabase;
  /** PostgreSQL's address, which pg_dump connects to; unused on PGlite. */
  databaseUrl?: string;
  storage: TStorage;
}

/** Where a restore writes: PostgreSQL at databaseUrl, else an embedded database under dataDir/db. */
export interface TRestoreTarget {
  databaseUrl?: string;
  dataDir: string;
  storage: TStorage;
}

const DB_FILE = { postgres: 'database.dump', pglite: 'database.tar' } as const;
const AREA = /^[a-z0-9-]+$/;
const kindWords = { postgres: 'a PostgreSQL database', pglite: 'an embedded (PGlite) database' } as const;

/** A backup or restore that cannot go ahead, with what to do about it. */
export class BackupRefused extends Error {}

/**
 * Writes one archive into outDir: the database (pg_dump's custom format, or PGlite's own data directory dump),
 * every uploaded file, and manifest.json. Written under a .part name and renamed when whole.
 */
export async function createBackup(source: TBackupSource, outDir: string, now = new Date()): Promise<{ file: string; manifest: TBackupManifest }> {
  const { database } = source;
  await mkdir(outDir, { recursive: true });
  const file = join(outDir, archiveName(now));
  if (existsSync(file)) throw new BackupRefused(`${file} already exists; wait a minute and try again.`);
  const staging = await mkdtemp(join(tmpdir(), 'venue-backup-'));
  try {
    const dbFile = join(staging, DB_FILE[database.kind]);
    let tables: Record<string, number>;
    let migrations: number;
    if (database.kind === 'postgres') {
      if (!source.databaseUrl) throw new Error('A PostgreSQL backup needs the database address (DATABASE_URL).');
      const conn = pgConnection(source.databaseUrl);
      // pg_dump reads the very snapshot the counts were taken in, so the manifest matches the dump row for row.
      ({ tables, migrations } = await database.db.transaction(
        async (tx) => {
          const snapshot = await exportSnapshot(tx);
          const counts = { tables: await tableRowCounts(tx), migrations: await appliedMigrations(tx) };
          await run(pgTool('pg_dump'), ['--format=custom', `--snapshot=${snapshot}`, '--file', dbFile, ...conn.args], conn.env);
          return counts;
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      ));
    } else {
      const pglite = database.pglite;
      if (!pglite) throw new Error('This embedded database cannot be dumped (no PGlite instance).');
      tables = await tableRowCounts(database.db);
      migrations = await appliedMigrations(database.db);
      // The dump copies the data directory between two statements; a checkpoint first keeps the replay short.
      await pglite.query('CHECKPOINT');
      const dump = await pglite.dumpDataDir('none');
      await writeFile(dbFile, Buffer.from(await dump.arrayBuffer()));
    }

    let copied = 0;
    for (const { area, key } of (await source.storage.list()).filter((f) => AREA.test(f.area))) {
      // A file deleted since the listing (an account removed its picture) is simply not in this backup.
      const stream = await source.storage.open(area, key);
      if (!stream) continue;
      await mkdir(join(staging, 'uploads', area), { recursive: true });
      await pipeline(stream, createWriteStream(join(staging, 'uploads', area, key)));
      copied++;
    }

    const manifest: TBackupManifest = {
      format: 1,
      created_at: now.toISOString(),
      app_version: appVersion,
      database: database.kind,
      migrations,
      tables,
      files: copied,
    };
    await writeFile(join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    await tarGz(staging, `${file}.part`);
    await rename(`${file}.part`, file);
    return { file, manifest };
  } finally {
    await rm(`${file}.part`, { force: true });
    await rm(staging, { recursive: true, force: true });
  }
}

/** The uploads a staging folder holds, as area and key. */
async function stagedUploads(staging: string) {
  const root = join(staging, 'uploads');
  if (!existsSync(root)) return [];
  const found: { area: string; key: string }[] = [];
  for (const area of await readdir(root)) for (const key of await readdir(join(root, area))) found.push({ area, key });
  return found;
}

/** A restore goes into an empty database and empty uploads only; anything else is refused, saying what to do. */
async function refuseUnlessEmpty(target: TRestoreTarget) {
  if (target.databaseUrl) {
    const probe = fromPostgres(target.databaseUrl, 1);
    const tables = await userTableCount(probe.db).finally(() => probe.close());
    if (tables > 0) {
      throw new BackupRefused(
        `The database at DATABASE_URL is not empty (${tables} tables). Restore only goes into an empty database: create a new one (createdb) and point DATABASE_URL at it.`,
      );
    }
  } else {
    const dir = join(target.dataDir, 'db');
    if (existsSync(dir) && (await readdir(dir)).length > 0) {
      throw new BackupRefused(
        `The embedded database in ${dir} is not empty. Restore only goes into an empty one: move that folder away (or set DATA_DIR to a new folder) and try again.`,
      );
    }
  }
  if ((await target.storage.list()).length > 0) {
    throw new BackupRefused('The uploads are not empty. Restore only goes into empty uploads: use a new DATA_DIR (or an empty bucket).');
  }
}

/**
 * Restores an archive into an empty database and empty uploads, then counts every table again against the
 * manifest. Refuses (BackupRefused) anything but an empty target: a restore never merges into live data.
 */
export async function restoreBackup(file: string, target: TRestoreTarget): Promise<{ manifest: TBackupManifest; files: number; differences: string[] }> {
  if (!existsSync(file)) throw new BackupRefused(`There is no backup file at ${file}.`);
  const staging = await mkdtemp(join(tmpdir(), 'venue-restore-'));
  let restored: TDatabase | undefined;
  try {
    // The manifest alone first: a refused restore answers without unpacking the whole archive.
    await run('tar', ['-xzf', file, '-C', staging, './manifest.json']).catch(() => undefined);
    const manifestFile = join(staging, 'manifest.json');
    if (!existsSync(manifestFile)) throw new BackupRefused(`${file} is not a Venue Portal backup (it has no manifest.json).`);
    const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as TBackupManifest;
    const kind = target.databaseUrl ? 'postgres' : 'pglite';
    if (manifest.database !== kind) {
      throw new BackupRefused(
        `This backup holds ${kindWords[manifest.database]}, and the target is ${kindWords[kind]}. ` +
          (manifest.database === 'postgres' ? 'Set DATABASE_URL to an empty PostgreSQL database.' : 'Unset DATABASE_URL to restore into DATA_DIR.'),
      );
    }

    await refuseUnlessEmpty(target);
    await run('tar', ['-xzf', file, '-C', staging]);

    const dbFile = join(staging, DB_FILE[kind]);
    if (target.databaseUrl) {
      const conn = pgConnection(target.databaseUrl);
      await run(pgTool('pg_restore'), ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', ...conn.args, dbFile], conn.env);
      restored = fromPostgres(target.databaseUrl, 1);
    } else {
      const dir = join(target.dataDir, 'db');
      await mkdir(dir, { recursive: true });
      // PGlite's dump is a plain tar of the data directory (its loadDataDir option writes the same files, three
      // times slower through its virtual file system); opening it after checks that PGlite takes it as its own.
      await run('tar', ['-xf', dbFile, '-C', dir]);
      restored = fromPglite(await createPglite({ dataDir: dir }));
    }

    const uploads = await stagedUploads(staging);
    for (const { area, key } of uploads) await target.storage.write(area, key, createReadStream(join(staging, 'uploads', area, key)));

    const counts = await tableRowCounts(restored.db);
    const names = new Set([...Object.keys(manifest.tables), ...Object.keys(counts)]);
    const differences = [...names]
      .filter((n) => manifest.tables[n] !== counts[n])
      .map((n) => `${n}: ${manifest.tables[n] ?? 'none'} in the backup, ${counts[n] ?? 'none'} restored`);
    if (uploads.length !== manifest.files) differences.push(`files: ${manifest.files} in the backup, ${uploads.length} restored`);
    return { manifest, files: uploads.length, differences };
  } finally {
    await restored?.close();
    await rm(staging, { recursive: true, force: true });
  }
}
