import { useSearchParams } from 'react-router';
import { formatLongDay, isIsoDay } from '@/features/availability/calendar-dates';
import { BookingEntry } from '@/features/public-site/components/booking-entry';

/** /booking?date=YYYY-MM-DD: the calendar hands over the chosen day; anything else is ignored. */
export function Component() {
  const [params] = useSearchParams();
  const date = params.get('date');
  return <BookingEntry selectedDateLabel={isIsoDay(date) ? formatLongDay(date) : undefined} />;
}
