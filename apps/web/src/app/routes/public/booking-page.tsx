import { useSearchParams } from 'react-router';
import { formatLongDay, isIsoDay } from '@/features/availability/calendar-dates';
import { BookingWizard } from '@/features/booking/components/booking-wizard';

/** /booking?date=YYYY-MM-DD: the calendar hands over the chosen day to the wizard's schedule step. */
export function Component() {
  const [params] = useSearchParams();
  const date = params.get('date');
  return <BookingWizard selectedDateLabel={isIsoDay(date) ? formatLongDay(date) : undefined} />;
}
