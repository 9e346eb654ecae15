import { useSearchParams } from 'react-router';
import { BookingComplete } from '@/features/booking/components/booking-complete';
import { useSupportHours } from '@/features/booking/api/support-hours.queries';
import { useSiteVenue } from '@/features/public-site/api/venue.queries';

/** /booking/complete?session_id=...: where the wizard's confirmation leads. */
export function Component() {
  const [params] = useSearchParams();
  const venue = useSiteVenue();
  const supportHours = useSupportHours();
  return <BookingComplete sessionId={params.get('session_id')} venue={{ email: venue.email, phone: venue.phone.display, supportHours }} />;
}
