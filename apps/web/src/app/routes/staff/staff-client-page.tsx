import { useParams } from 'react-router';
import { ClientDetail } from '@/features/staff-clients/components/client-detail';

export function Component() {
  const { clientId } = useParams();
  return <ClientDetail key={clientId} clientId={Number(clientId)} />;
}
