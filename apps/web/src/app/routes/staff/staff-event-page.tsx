import { useParams } from 'react-router';
import { StaffEventDetail } from '@/features/staff-events/components/event-detail';
import { SheetLink } from '@/features/event-sheet/components/sheet-link';
import { EventMoneyPanel } from '@/features/staff-money/components/event-money-panel';

export function Component() {
  const { eventId } = useParams();
  // key: another event starts with fresh tab and dialog state.
  return (
    <StaffEventDetail
      key={eventId}
      eventId={Number(eventId)}
      moneyPanel={<EventMoneyPanel eventId={Number(eventId)} />}
      sheetLink={<SheetLink eventId={Number(eventId)} />}
    />
  );
}
