import { useParams } from 'react-router';
import { StaffSheetScreen } from '@/features/event-sheet/components/staff-sheet-screen';

export function Component() {
  const { eventId } = useParams();
  return <StaffSheetScreen key={eventId} eventId={Number(eventId)} />;
}
