import { sql } from 'drizzle-orm';
import type { TTx } from '../../db/client';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Every table of the application schema with its row count, by name (what a backup's manifest records). */
export async function tableRowCounts(db: TTx): Promise<Record<string, number>> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`),
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = rowsOf<{ n: number | string }>(await db.execute(sql`select count(*) as n from ${sql.identifier(name)}`));
    counts[name] = Number(row?.n ?? 0);
  }
  return counts;
}

/** How many migrations the database has applied (Drizzle's own record); 0 when none ran. */
export async function appliedMigrations(db: TTx): Promise<number> {
  const [found] = rowsOf<{ present: boolean }>(
    await db.execute(sql`select exists (select 1 from information_schema.tables
      where table_schema = 'drizzle' and table_name = '__drizzle_migrations') as present`),
  );
  if (!found?.present) return 0;
  const [row] = rowsOf<{ n: number | string }>(await db.execute(sql`select count(*) as n from drizzle.__drizzle_migrations`));
  return Number(row?.n ?? 0);
}

/** Tables outside PostgreSQL's own schemas: none on a database nothing has touched yet. */
export async function userTableCount(db: TTx): Promise<number> {
  const [row] = rowsOf<{ n: number | string }>(
    await db.execute(sql`select count(*) as n from information_schema.tables
      where table_schema not in ('pg_catalog', 'information_schema')`),
  );
  return Number(row?.n ?? 0);
}

/**
 * Takes the nightly backup's lock for the rest of the transaction: false when another process holds it.
 * Two processes on one PostgreSQL never run the nightly backup at once.
 */
export async function tryNightlyBackupLock(tx: TTx): Promise<boolean> {
  const [row] = rowsOf<{ locked: boolean }>(await tx.execute(sql`select pg_try_advisory_xact_lock(hashtext('venue nightly backup')) as locked`));
  return Boolean(row?.locked);
}

/** Names this transaction's snapshot so pg_dump reads exactly what the transaction sees (PostgreSQL only). */
export async function exportSnapshot(tx: TTx): Promise<string> {
  const [row] = rowsOf<{ id: string }>(await tx.execute(sql`select pg_export_snapshot() as id`));
  return row!.id;
}
