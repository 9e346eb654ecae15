import { VenueDetailsScreen } from '@/features/staff-venue/components/venue-details-screen';

/** /staff/venue: the venue's name, contact, logo, brand colour and what documents print. */
export function Component() {
  return <VenueDetailsScreen />;
}
