import { useSearchParams } from 'react-router';
import { formatLongDay, isIsoDay } from '@/features/availability/calendar-dates';
import { BookingWizard } from '@/features/booking/components/booking-wizard';
import { BookingClosedNotice, useBookingClosed } from '@/features/venue-setup/components/booking-closed-notice';

/**
 * /booking?date=YYYY-MM-DD: the calendar hands over the chosen day to the wizard's schedule step. On a new install
 * whose admin has not finished setting up, a notice that booking opens soon stands in for the wizard.
 */
export function Component() {
  const [params] = useSearchParams();
  const closed = useBookingClosed();
  const date = params.get('date');
  if (closed) return <BookingClosedNotice />;
  return <BookingWizard selectedDateLabel={isIsoDay(date) ? formatLongDay(date) : undefined} />;
}
