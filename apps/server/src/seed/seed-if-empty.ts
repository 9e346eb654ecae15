import { sql } from 'drizzle-orm';
import type { TConfig } from '../config';
import type { TDb } from '../db/client';
import { users } from '../db/schema';
import { storageFor } from '../lib/storage-for';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemoData } from './demo-data';

/** First start of an empty database: load the demo data so the product can be tried at once. */
export async function seedIfEmpty(db: TDb, config: Pick<TConfig, 'publicUrl' | 'dataDir'>): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  if ((row?.n ?? 0) > 0) return false;
  await db.transaction((tx) => seedDemoData(tx, undefined, storageFor(config)));
  console.log(`Demo data loaded. Sign in at ${config.publicUrl}/login as ${DEMO_EMAIL} / ${DEMO_PASSWORD}`);
  return true;
}
