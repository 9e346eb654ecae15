import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createPglite, fromPglite, fromPostgres, type TDatabase } from '../../db/client';
import { appVersion } from '../../lib/paths';
import type { TStorage } from '../../lib/storage';
import { checksumFolder, MANIFEST, MANIFEST_FORMAT, readManifest, verifyFolder, type TBackupManifest } from './backup-manifest';
import { pgDumpWithoutSecrets, pgliteDumpWithoutSecrets, SECRETS_TABLE } from './backup-secrets';
import { archiveEntries, archiveName, BackupRefused, pgConnection, pgTool, PRIVATE_DIR, PRIVATE_FILE, privateFolder, run, tarGz } from './backup-tools';
import { appliedMigrations, exportSnapshot, tableRowCounts, userTableCount } from './backup.repo';

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

export interface TBackupOptions {
  now?: Date;
  /** false: app_secrets' rows are left out (--without-secrets, BACKUP_SECRETS=false); see backup-secrets.ts. */
  secrets?: boolean;
}

/**
 * Writes one archive into outDir: the database (pg_dump's custom format, or PGlite's own data directory dump),
 * every uploaded file, and manifest.json with a SHA-256 per file. Everything is created 0600 in 0700 folders
 * from the start (the archive holds the database's secrets unless told otherwise), written under a .part name
 * and renamed when whole. `warnings` says what an operator should hear (a backup folder that was too open).
 */
export async function createBackup(
  source: TBackupSource,
  outDir: string,
  { now = new Date(), secrets = true }: TBackupOptions = {},
): Promise<{ file: string; manifest: TBackupManifest; warnings: string[] }> {
  const { database } = source;
  const warnings = [await privateFolder(outDir)].filter((w): w is string => Boolean(w));
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
      // pg_dump opens an existing file without changing its mode: made 0600 here, it never exists readable.
      await writeFile(dbFile, '', { mode: PRIVATE_FILE, flag: 'wx' });
      const args = ['--format=custom', ...(secrets ? [] : pgDumpWithoutSecrets), '--file', dbFile, ...conn.args];
      // pg_dump reads the very snapshot the counts were taken in, so the manifest matches the dump row for row.
      ({ tables, migrations } = await database.db.transaction(
        async (tx) => {
          const snapshot = await exportSnapshot(tx);
          const counts = { tables: await tableRowCounts(tx), migrations: await appliedMigrations(tx) };
          await run(pgTool('pg_dump'), [`--snapshot=${snapshot}`, ...args], conn.env);
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
      const bytes = secrets ? Buffer.from(await dump.arrayBuffer()) : await pgliteDumpWithoutSecrets(dump);
      await writeFile(dbFile, bytes, { mode: PRIVATE_FILE, flag: 'wx' });
    }
    if (!secrets && SECRETS_TABLE in tables) tables[SECRETS_TABLE] = 0;

    let copied = 0;
    for (const { area, key } of (await source.storage.list()).filter((f) => AREA.test(f.area))) {
      // A file deleted since the listing (an account removed its picture) is simply not in this backup.
      const stream = await source.storage.open(area, key);
      if (!stream) continue;
      await mkdir(join(staging, 'uploads', area), { recursive: true, mode: PRIVATE_DIR });
      await pipeline(stream, createWriteStream(join(staging, 'uploads', area, key), { flags: 'wx', mode: PRIVATE_FILE }));
      copied++;
    }

    const manifest: TBackupManifest = {
      format: MANIFEST_FORMAT,
      created_at: now.toISOString(),
      app_version: appVersion,
      database: database.kind,
      migrations,
      tables,
      files: copied,
      secrets,
      checksums: await checksumFolder(staging),
    };
    await writeFile(join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: PRIVATE_FILE, flag: 'wx' });
    // A .part left by a process killed mid-write would make the exclusive create below fail.
    await rm(`${file}.part`, { force: true });
    await tarGz(staging, `${file}.part`);
    await rename(`${file}.part`, file);
    return { file, manifest, warnings };
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
 * manifest. Nothing is restored until the archive has been read whole and every file matches its checksum; and
 * only into an empty target (checked before anything is unpacked): a restore never merges into live data. Refusals throw BackupRefused.
 */
export async function restoreBackup(
  file: string,
  target: TRestoreTarget,
): Promise<{ manifest: TBackupManifest; files: number; differences: string[]; warnings: string[] }> {
  if (!existsSync(file)) throw new BackupRefused(`There is no backup file at ${file}.`);
  // Listing reads the archive to its end without writing: a failure here is the archive's, not the disk's.
  const entries = await archiveEntries(file);
  if (!entries.some((n) => n.replace(/^\.\//, '') === MANIFEST)) {
    throw new BackupRefused(`${file} is not a backup made by Venue Portal (it has no ${MANIFEST}).`);
  }
  // Read-only and cheap, before the archive is unpacked: a refused target must not first fill the temporary folder.
  await refuseUnlessEmpty(target);
  const staging = await mkdtemp(join(tmpdir(), 'venue-restore-'));
  let restored: TDatabase | undefined;
  try {
    await run('tar', ['-xzf', file, '-C', staging]);
    const manifest = await readManifest(join(staging, MANIFEST), file);
    const kind = target.databaseUrl ? 'postgres' : 'pglite';
    if (manifest.database !== kind) {
      throw new BackupRefused(
        `This backup holds ${kindWords[manifest.database]}, and the target is ${kindWords[kind]}. ` +
          (manifest.database === 'postgres' ? 'Set DATABASE_URL to an empty PostgreSQL database.' : 'Unset DATABASE_URL to restore into DATA_DIR.'),
      );
    }
    const warnings: string[] = [];
    // Archives from before checksums (format 1) are still restored, with a warning: refusing them would leave a
    // site that upgraded last night without its backups. pg_restore's single transaction still stops half-work.
    if (manifest.checksums) await verifyFolder(staging, file, manifest.checksums);
    else warnings.push('This backup was made before backups carried checksums, so its files could not be checked before the restore.');
    if (manifest.secrets === false) {
      warnings.push(
        'This backup was made without its secrets: the server makes a new sign-in secret and admin token when it starts, ' +
          'so everyone signs in again and the admin token changes (unless JWT_SECRET and ADMIN_TOKEN are set).',
      );
    }

    const dbFile = join(staging, DB_FILE[kind]);
    if (target.databaseUrl) {
      const conn = pgConnection(target.databaseUrl);
      await run(pgTool('pg_restore'), ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', ...conn.args, dbFile], conn.env);
      restored = fromPostgres(target.databaseUrl, 1);
    } else {
      const dir = join(target.dataDir, 'db');
      await mkdir(dir, { recursive: true, mode: PRIVATE_DIR });
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
    return { manifest, files: uploads.length, differences, warnings };
  } finally {
    await restored?.close();
    await rm(staging, { recursive: true, force: true });
  }
}
