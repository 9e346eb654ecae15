import { randomBytes } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { TDb } from './client';
import { appSecrets } from './schema';

const GENERATED = {
  jwt_secret: () => randomBytes(48).toString('base64url'),
  admin_token: () => randomBytes(32).toString('base64url'),
};

/**
 * The secrets every process of this database must agree on. The first process to start generates them; an
 * insert that loses the race does nothing, and every process then reads back the one that won. Values given
 * in the environment (JWT_SECRET, ADMIN_TOKEN) win over the stored ones.
 */
export async function sharedSecrets(db: TDb, given: { jwtSecret?: string; adminToken?: string }): Promise<{ jwtSecret: string; adminToken: string }> {
  await db
    .insert(appSecrets)
    .values(Object.entries(GENERATED).map(([name, make]) => ({ name, value: make() })))
    .onConflictDoNothing();
  const rows = await db
    .select({ name: appSecrets.name, value: appSecrets.value })
    .from(appSecrets)
    .where(inArray(appSecrets.name, Object.keys(GENERATED)));
  const stored = new Map(rows.map((r) => [r.name, r.value]));
  return { jwtSecret: given.jwtSecret || stored.get('jwt_secret')!, adminToken: given.adminToken || stored.get('admin_token')! };
}
