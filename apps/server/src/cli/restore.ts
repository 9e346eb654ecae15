import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { VENUE_TIMEZONE } from '@venue/shared/site/venue';
import { loadConfig } from '../config';
import { runningInstance } from '../lib/instance-lock';
import { storageFor } from '../lib/storage-for';
import { restoreBackup } from '../modules/backup/backup.service';

/**
 * npm run restore -- FILE
 * Puts an archive from `npm run backup` back into an EMPTY database (a new PostgreSQL database on DATABASE_URL, or
 * a DATA_DIR with no database yet) and empty uploads; anything else is refused, and so is an archive that is cut
 * short or whose files do not match the checksums its manifest recorded. Start the server afterwards: it applies
 * any migrations newer than the backup.
 */
const { positionals } = parseArgs({ allowPositionals: true });
if (positionals.length !== 1) {
  console.error('Usage: npm run restore -- venue-backup-2026-11-28T0200.tar.gz');
  process.exit(2);
}
const file = resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0]!);
const config = loadConfig();
const when = new Intl.DateTimeFormat('en-PH', { timeZone: VENUE_TIMEZONE, dateStyle: 'long', timeStyle: 'short' });
try {
  if (!config.databaseUrl && runningInstance(config.dataDir)) {
    throw new Error('A server is running on this DATA_DIR. Stop it, and restore into a new, empty DATA_DIR.');
  }
  const { manifest, files, differences, warnings } = await restoreBackup(file, {
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    storage: storageFor(config),
  });
  const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
  console.log(
    `Restored the backup made on ${when.format(new Date(manifest.created_at))} (Manila time): ` +
      `${Object.keys(manifest.tables).length} tables, ${rows} rows, ${files} uploaded files.`,
  );
  for (const warning of warnings) console.warn(warning);
  if (differences.length) console.warn(`Some counts differ from the backup's record:\n  ${differences.join('\n  ')}`);
  else console.log('Every table has the rows the backup recorded. Start the server when you are ready.');
} catch (err) {
  console.error(`Could not restore: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
