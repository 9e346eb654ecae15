import { eq } from 'drizzle-orm';
import { DEMO_VENUE_VALUES, STARTER_VENUE_DETAILS, type TVenueDetailsValues } from '@venue/shared/site/venue-details.schema';
import type { TDb, TTx } from '../db/client';
import { venueSettings } from '../db/schema';

const writeDetails = (db: TDb | TTx, details: TVenueDetailsValues) => db.update(venueSettings).set({ details }).where(eq(venueSettings.id, 1));

/**
 * The demo venue's details (Havila Gardens) in Venue Details, as if never saved by anyone (version 1). A new
 * install starts with the starter words instead (migration 0038); the demo seed and the tests' template use these.
 */
export const seedVenueDetails = (db: TDb | TTx) => writeDetails(db, DEMO_VENUE_VALUES);

/** Back to what a new install starts with (a test of the first run). */
export const resetVenueDetails = (db: TDb | TTx) => writeDetails(db, STARTER_VENUE_DETAILS);
