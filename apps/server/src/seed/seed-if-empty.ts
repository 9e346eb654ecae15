import { sql } from 'drizzle-orm';
import type { TConfig } from '../config';
import type { TDb } from '../db/client';
import { users } from '../db/schema';
import { storageFor } from '../lib/storage-for';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemoData } from './demo-data';

/**
 * Whether the server loads the demo data into an empty database at start: on the embedded database unless
 * SEED_DEMO=false, on DATABASE_URL only with SEED_DEMO=true (a real database is never filled by accident).
 * With it off, an empty database holds only the migrations' reference data (event types, facilities, gateways).
 */
export const shouldSeedDemo = (env: NodeJS.ProcessEnv, databaseUrl: string | undefined) =>
  env.SEED_DEMO === 'true' || (env.SEED_DEMO !== 'false' && !databaseUrl);

/** First start of an empty database: load the demo data so the product can be tried at once. */
export async function seedIfEmpty(db: TDb, config: Pick<TConfig, 'publicUrl' | 'dataDir'>): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  if ((row?.n ?? 0) > 0) return false;
  await db.transaction((tx) => seedDemoData(tx, undefined, storageFor(config), config.publicUrl));
  console.log(`Demo data loaded. Sign in at ${config.publicUrl}/login as ${DEMO_EMAIL} / ${DEMO_PASSWORD}`);
  return true;
}
