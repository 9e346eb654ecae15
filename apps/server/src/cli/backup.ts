import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { runningInstance } from '../lib/instance-lock';
import { repoRoot } from '../lib/paths';
import { storageFor } from '../lib/storage-for';
import { createBackup } from '../modules/backup/backup.service';

/**
 * npm run backup [-- --out DIR] [--without-secrets]
 * One archive of the database and the uploads, into --out, else BACKUP_DIR, else backups/ in the project. The
 * archive is 0600 in a 0700 folder: it holds the JWT secret and the admin token, unless --without-secrets leaves
 * them out (a server started on its restore makes new ones, and everyone signs in again).
 * On DATABASE_URL at any time (pg_dump reads a consistent snapshot); on the embedded database only while no
 * server runs, since one process at a time may open it: a running server makes its own nightly one (BACKUP_DIR).
 */
const { values } = parseArgs({ options: { out: { type: 'string' }, 'without-secrets': { type: 'boolean' } } });
const config = loadConfig();
// npm runs workspace scripts in apps/server; a folder the operator typed is relative to where they typed it.
const outDir = values.out ? resolve(process.env.INIT_CWD ?? process.cwd(), values.out) : (config.backupDir ?? join(repoRoot, 'backups'));
try {
  if (!config.databaseUrl) {
    const server = runningInstance(config.dataDir);
    if (server) {
      throw new Error(
        `The server (process ${server.pid}) has the embedded database open, and only one process may. Stop it and run the backup again, or set BACKUP_DIR and the server makes one every night at 2:00 AM.`,
      );
    }
    if (!existsSync(join(config.dataDir, 'db', 'PG_VERSION'))) throw new Error(`There is no embedded database in ${join(config.dataDir, 'db')} yet.`);
  }
  const database = await openDatabase(config);
  try {
    const source = { database, databaseUrl: config.databaseUrl, storage: storageFor(config) };
    const { file, manifest, warnings } = await createBackup(source, outDir, { secrets: !values['without-secrets'] });
    for (const warning of warnings) console.warn(warning);
    const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
    console.log(`Backup written to ${file}\n  ${Object.keys(manifest.tables).length} tables, ${rows} rows, ${manifest.files} uploaded files.`);
    console.log(
      manifest.secrets
        ? '  It holds the sign-in secret and the admin token: keep it where only the service account can read it.'
        : '  Without the secrets: a server started on its restore makes new ones, and everyone signs in again.',
    );
  } finally {
    await database.close();
  }
} catch (err) {
  console.error(`Could not make the backup: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
