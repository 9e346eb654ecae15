import { eq } from 'drizzle-orm';
import { DEMO_VENUE_VALUES, STARTER_VENUE_DETAILS, type TVenueDetailsValues } from '@venue/shared/site/venue-details.schema';
import type { TDb, TTx } from '../db/client';
import { paymentSettings, venueSettings } from '../db/schema';

/**
 * Where the demo venue asks for transfers (a made-up account): a new install has no bank text until its admin
 * writes one, and offers no bank transfer meanwhile (migration 0040).
 */
export const DEMO_BANK_TRANSFER_INSTRUCTIONS =
  'Transfer the amount to Havila Gardens Inc., BPI Current Account 1234-5678-90 (Tanay branch). Write the payment number in the reference field and e-mail the deposit slip to events@havilagardens.ph. We confirm within one banking day.';

async function writeVenue(db: TDb | TTx, details: TVenueDetailsValues, bankTransferInstructions: string) {
  await db.update(venueSettings).set({ details }).where(eq(venueSettings.id, 1));
  await db.update(paymentSettings).set({ bankTransferInstructions }).where(eq(paymentSettings.id, 1));
}

/**
 * The demo venue's details (Havila Gardens) in Venue Details, as if never saved by anyone (version 1), and its
 * bank text. A new install starts with the starter words and no bank text instead (migrations 0038, 0040); the
 * demo seed and the tests' template use these.
 */
export const seedVenueDetails = (db: TDb | TTx) => writeVenue(db, DEMO_VENUE_VALUES, DEMO_BANK_TRANSFER_INSTRUCTIONS);

/** Back to what a new install starts with (a test of the first run). */
export const resetVenueDetails = (db: TDb | TTx) => writeVenue(db, STARTER_VENUE_DETAILS, '');
