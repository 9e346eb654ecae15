import { BookingFlowsScreen } from '@/features/staff-booking-flows/components/booking-flows-screen';

/** /staff/booking-flows: the steps visitors go through to book each event type. */
export function Component() {
  return <BookingFlowsScreen />;
}
