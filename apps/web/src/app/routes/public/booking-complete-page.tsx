import { useSearchParams } from 'react-router';
import { BookingComplete } from '@/features/booking/components/booking-complete';
import { VENUE } from '@/features/public-site/content/site-content';

/** /booking/complete?session_id=...: where the wizard's confirmation leads. */
export function Component() {
  const [params] = useSearchParams();
  return <BookingComplete sessionId={params.get('session_id')} venue={{ email: VENUE.email, phone: VENUE.phone.display }} />;
}
