import { useParams, useSearchParams } from 'react-router';
import { ContractsScreen } from '@/features/contracts/components/contracts-screen';

/** /contracts/{id} (the event page's View Details) or ?contract={id} opens that contract's details on arrival. */
export function Component() {
  const { contractId } = useParams();
  const [params] = useSearchParams();
  const id = Number(contractId ?? params.get('contract'));
  return <ContractsScreen key={contractId ?? ''} openId={Number.isInteger(id) && id > 0 ? id : null} />;
}
