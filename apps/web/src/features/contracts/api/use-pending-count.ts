import { useQuery } from '@tanstack/react-query';
import { pendingSignaturesQuery } from '@/features/contracts/api/contracts.queries';

/** The sidebar badge: how many contracts wait for the client's signature (0 while loading or on failure). */
export function usePendingContractsCount(): number {
  return useQuery({ ...pendingSignaturesQuery(), select: (d) => d.count }).data ?? 0;
}
