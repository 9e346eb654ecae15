import { EventTypesScreen } from '@/features/staff-spaces/components/event-types-screen';

/** /staff/event-types: the kinds of event visitors book, and the facilities each may use. */
export function Component() {
  return <EventTypesScreen />;
}
