import { Navigate, useParams, useSearchParams } from 'react-router';
import { ContractScreen } from '@/features/staff-sales/components/contracts/contract-screen';
import { GenerateContractScreen } from '@/features/staff-sales/components/contracts/generate-contract';

const idOf = (text: string | null | undefined) => (text && /^\d+$/.test(text) ? Number(text) : null);

/** /staff/contracts/new?event={id} generates a contract for that event; /staff/contracts/{id} opens one. */
export function Component() {
  const { contractId } = useParams();
  const [search] = useSearchParams();
  if (contractId === 'new') return <GenerateContractScreen eventId={idOf(search.get('event'))} />;
  const id = idOf(contractId);
  return id === null ? <Navigate to="/staff/contracts" replace /> : <ContractScreen key={id} contractId={id} />;
}
