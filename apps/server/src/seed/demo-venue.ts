import { eq } from 'drizzle-orm';
import { EMPTY_HOME_CONTENT, type THomeContent } from '@venue/shared/site/home-content';
import { STARTER_VENUE_DETAILS, type TVenueDetailsValues } from '@venue/shared/site/venue-details.schema';
import { DEMO_HOME_CONTENT, DEMO_VENUE_VALUES } from './demo-venue-facts';
import type { TDb, TTx } from '../db/client';
import { paymentGateways, paymentSettings, venueSettings } from '../db/schema';

/**
 * Where the demo venue asks for transfers (a made-up account): a new install has no bank text until its admin
 * writes one, and offers no bank transfer meanwhile (migration 0044).
 */
export const DEMO_BANK_TRANSFER_INSTRUCTIONS =
  'Transfer the amount to Havila Gardens Inc., BPI Current Account 1234-5678-90 (Tanay branch). Write the payment number in the reference field and e-mail the deposit slip to events@havilagardens.ph. We confirm within one banking day.';

/** The demo's pay-at-venue text names its hours, which are its Venue Details' (a new install's names none: migration 0045). */
export const DEMO_MANUAL_PAYMENT_INSTRUCTIONS =
  'Pay in cash or by check at the venue office (8AM-8PM daily). Bring the payment number; the office issues an official receipt on the spot.';
const STARTER_MANUAL_PAYMENT_INSTRUCTIONS =
  'Pay in cash or by check at the venue office during our support hours. Bring the payment number; the office issues an official receipt on the spot.';

async function writeVenue(
  db: TDb | TTx,
  details: TVenueDetailsValues,
  home: THomeContent,
  pay: { bankTransferInstructions: string; manualPaymentInstructions: string },
  testCard: boolean,
) {
  await db.update(venueSettings).set({ details, home }).where(eq(venueSettings.id, 1));
  await db.update(paymentSettings).set(pay).where(eq(paymentSettings.id, 1));
  await db.update(paymentGateways).set({ isActive: testCard }).where(eq(paymentGateways.code, 'test'));
}

/**
 * The demo venue's details (Havila Gardens) in Venue Details, as if never saved by anyone (version 1), its home
 * page and its payment texts. A new install starts with the starter words and no bank text instead (migrations 0038, 0040); the
 * demo seed and the tests' template use these.
 */
export const seedVenueDetails = (db: TDb | TTx) =>
  writeVenue(
    db,
    DEMO_VENUE_VALUES,
    DEMO_HOME_CONTENT,
    {
      bankTransferInstructions: DEMO_BANK_TRANSFER_INSTRUCTIONS,
      manualPaymentInstructions: DEMO_MANUAL_PAYMENT_INSTRUCTIONS,
    },
    // The demo takes its bookings with the test card (migration 0073 leaves it off on a new install).
    true,
  );

/** Back to what a new install starts with (a test of the first run). */
export const resetVenueDetails = (db: TDb | TTx) =>
  writeVenue(
    db,
    STARTER_VENUE_DETAILS,
    EMPTY_HOME_CONTENT,
    {
      bankTransferInstructions: '',
      manualPaymentInstructions: STARTER_MANUAL_PAYMENT_INSTRUCTIONS,
    },
    false,
  );
