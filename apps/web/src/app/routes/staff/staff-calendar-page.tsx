import { CalendarScreen } from '@/features/staff-calendar/components/calendar-screen';

/** /staff/calendar: the venue's spaces and what takes them (issue 40). */
export function Component() {
  return <CalendarScreen />;
}
