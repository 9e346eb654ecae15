import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { TActor } from '../lib/actor';

/**
 * The one ownership filter: a client's actor matches only rows whose owner column is theirs; the venue's
 * matches every row. Another client's object is then simply not found (404), never forbidden.
 */
export const ownedBy = (actor: Pick<TActor, 'scope' | 'userId'>, ownerColumn: PgColumn): SQL =>
  actor.scope === 'all' ? sql`true` : eq(ownerColumn, actor.userId);
