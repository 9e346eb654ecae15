import { useSearchParams } from 'react-router';
import { NewEventScreen } from '@/features/staff-events/components/new-event-screen';

export function Component() {
  const [params] = useSearchParams();
  const client = Number(params.get('client'));
  return <NewEventScreen clientId={Number.isInteger(client) && client > 0 ? client : null} />;
}
