import { eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { TActor } from '../lib/actor';

/**
 * The one ownership filter: a client's actor matches only rows whose owner column is theirs; the venue's
 * matches every row. Another client's object is then simply not found (404), never forbidden.
 * A statement prepared once for every client passes `sql.placeholder(...)` as the user id (see compiledPerScope, db/compiled.ts).
 */
export const ownedBy = (actor: Pick<TActor, 'scope'> & { userId: number | Placeholder }, ownerColumn: PgColumn): SQL =>
  actor.scope === 'all' ? sql`true` : eq(ownerColumn, actor.userId);
