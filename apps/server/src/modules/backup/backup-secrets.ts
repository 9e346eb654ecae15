import { createPglite } from '../../db/client';

/**
 * The table a backup may leave the rows of out (--without-secrets, BACKUP_SECRETS=false): the JWT signing secret
 * and the admin token (db/app-secrets.ts). A server started on a database without them makes new ones, so every
 * sign-in and the old admin token stop working there, which is the point for an archive kept off the machine.
 */
export const SECRETS_TABLE = 'app_secrets';

/** pg_dump keeps the table and leaves its rows out. */
export const pgDumpWithoutSecrets = [`--exclude-table-data=public.${SECRETS_TABLE}`];

/**
 * PGlite's dump is its data directory byte for byte, so a deleted row would still be there: in the table's old
 * pages, in its planner statistics and in the write-ahead log. This opens a copy of the dump in memory, deletes
 * the rows, rewrites the table and its statistics, lets go of the log that saw them, and dumps the copy again.
 */
export async function pgliteDumpWithoutSecrets(dump: Blob): Promise<Buffer> {
  const copy = await createPglite({ loadDataDir: dump });
  try {
    for (const statement of [
      `DELETE FROM ${SECRETS_TABLE}`,
      `VACUUM FULL ${SECRETS_TABLE}`,
      `DELETE FROM pg_statistic WHERE starelid = '${SECRETS_TABLE}'::regclass`,
      'VACUUM FULL pg_statistic',
      // Old log segments are deleted rather than renamed for reuse with their contents.
      'SET wal_recycle = off',
      'SELECT pg_switch_wal()',
      'CHECKPOINT',
      'SELECT pg_switch_wal()',
      'CHECKPOINT',
    ])
      await copy.query(statement);
    return Buffer.from(await (await copy.dumpDataDir('none')).arrayBuffer());
  } finally {
    await copy.close();
  }
}
