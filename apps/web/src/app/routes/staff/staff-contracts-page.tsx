import { ContractsScreen } from '@/features/staff-sales/components/contracts/contracts-screen';

/** /staff/contracts: every contract, filtered by status and event. */
export function Component() {
  return <ContractsScreen />;
}
