import { useSearchParams } from 'react-router';
import { NewEventScreen } from '@/features/staff-events/components/new-event-screen';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}$/;

/** /staff/events/new, with ?client= chosen, or a calendar slot's ?facility=&date=&start=&end= filled in. */
export function Component() {
  const [params] = useSearchParams();
  const client = Number(params.get('client'));
  const facility = params.get('facility') ?? '';
  const date = params.get('date') ?? '';
  const start = params.get('start') ?? '';
  const end = params.get('end') ?? '';
  const slot = {
    ...(/^\d+$/.test(facility) ? { facility_id: facility } : {}),
    ...(DAY.test(date) ? { date } : {}),
    ...(DAY.test(date) && TIME.test(start) && TIME.test(end)
      ? { start_time: start, end_time: end, starts_local: `${date}T${start}`, ends_local: `${date}T${end}` }
      : {}),
  };
  return <NewEventScreen clientId={Number.isInteger(client) && client > 0 ? client : null} slot={slot} />;
}
