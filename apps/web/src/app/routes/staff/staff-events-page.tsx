import { EventsScreen } from '@/features/staff-events/components/events-screen';

export function Component() {
  return <EventsScreen />;
}
