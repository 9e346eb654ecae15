import { useParams } from 'react-router';
import { StaffEventDetail } from '@/features/staff-events/components/event-detail';

export function Component() {
  const { eventId } = useParams();
  // key: another event starts with fresh tab and dialog state.
  return <StaffEventDetail key={eventId} eventId={Number(eventId)} />;
}
