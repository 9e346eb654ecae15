import { eq, sql } from 'drizzle-orm';
import type { TVenueDetails, TVenueDetailsValues } from '@venue/shared/site/venue-details.schema';
import type { TDb, TTx } from '../../db/client';
import { venueSettings } from '../../db/schema';

export const LOGO_AREA = 'venue';

/** The row as the API shows it (the logo as its address, never its storage key alone). */
const toDetails = (row: { version: number; details: TVenueDetailsValues; logoKey: string | null; updatedAt: Date }): TVenueDetails => ({
  ...row.details,
  // Details saved before the field existed read as its default (issue 41).
  vat_registered: row.details.vat_registered ?? true,
  version: row.version,
  logo_url: row.logoKey ? `/api/site/venue/logo/${row.logoKey}` : null,
  updated_at: row.updatedAt.toISOString(),
});

/** The venue's name as a column another module's statement can read with its own (the outbox's wording read). */
export const venueNameColumn = () => sql<string>`(select ${venueSettings.details}->>'name' from ${venueSettings} where ${venueSettings.id} = 1)`;

/** The venue's details (as saved) as a column another module's statement can read with its own (the outbox's claim). */
export const venueDetailsColumn = () => sql<TVenueDetailsValues>`(select ${venueSettings.details} from ${venueSettings} where ${venueSettings.id} = 1)`;

const columns = { version: venueSettings.version, details: venueSettings.details, logoKey: venueSettings.logoKey, updatedAt: venueSettings.updatedAt };

export async function readVenueDetails(db: TDb | TTx): Promise<TVenueDetails> {
  const [row] = await db.select(columns).from(venueSettings).where(eq(venueSettings.id, 1));
  if (!row) throw new Error('venue_settings row 1 is missing (migration 0030)');
  return toDetails(row);
}

/** The details with the logo's storage key (the PDFs embed the file) and the home page's stored words. */
export async function readVenueSettings(db: TDb | TTx) {
  const [row] = await db
    .select({ ...columns, home: venueSettings.home })
    .from(venueSettings)
    .where(eq(venueSettings.id, 1));
  if (!row) throw new Error('venue_settings row 1 is missing (migration 0030)');
  return { details: toDetails(row), logoKey: row.logoKey, home: row.home };
}

/** The row locked for a save, with the logo's storage key (to drop the old file once a new one is committed). */
export async function lockVenueSettings(tx: TTx) {
  const [row] = await tx.select(columns).from(venueSettings).where(eq(venueSettings.id, 1)).for('update');
  if (!row) throw new Error('venue_settings row 1 is missing (migration 0030)');
  return { details: toDetails(row), logoKey: row.logoKey };
}

export async function writeVenueSettings(
  tx: TTx,
  change: { details?: TVenueDetailsValues; logoKey?: string | null },
  userId: number | null,
): Promise<TVenueDetails> {
  const [row] = await tx
    .update(venueSettings)
    .set({ ...change, version: sql`${venueSettings.version} + 1`, updatedById: userId, updatedAt: new Date() })
    .where(eq(venueSettings.id, 1))
    .returning(columns);
  return toDetails(row!);
}

/** The home page's stored words, as saved ('{}' until an admin writes them; read through homeContentOf). */
export async function readHomeContent(db: TDb | TTx, lock = false): Promise<{ home: unknown; version: number }> {
  const q = db.select({ home: venueSettings.home, version: venueSettings.homeVersion }).from(venueSettings).where(eq(venueSettings.id, 1));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw new Error('venue_settings row 1 is missing (migration 0030)');
  return row;
}

/** The home page's words: the details' version is left alone, so a Venue Details form open meanwhile still saves. */
export async function writeHomeContent(tx: TDb | TTx, home: unknown, userId: number | null): Promise<number> {
  const [row] = await tx
    .update(venueSettings)
    .set({ home, homeVersion: sql`${venueSettings.homeVersion} + 1`, ...(userId === null ? {} : { updatedById: userId }), updatedAt: new Date() })
    .where(eq(venueSettings.id, 1))
    .returning({ version: venueSettings.homeVersion });
  return row!.version;
}
