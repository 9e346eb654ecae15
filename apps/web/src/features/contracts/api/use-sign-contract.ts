import { ZContract, type TSignContractRequest } from '@venue/shared/contracts/contract.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contractKeys } from '@/features/contracts/api/contracts.queries';
import { api } from '@/lib/api-client';
import { QUERY_ROOTS } from '@/lib/query-roots';

/**
 * Spec section 7: after signing, the cached contract is replaced and the pending list (and badge) refreshed;
 * the event's header (its contract status), its timeline and the dashboard change too.
 */
export function useSignContract() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { invalidates: [QUERY_ROOTS.events, QUERY_ROOTS.dashboard] },
    mutationFn: ({ id, body }: { id: number; body: TSignContractRequest }) => api.post(`/contracts/client/contracts/${id}/sign/`, body, { schema: ZContract }),
    onSuccess: (contract) => {
      queryClient.setQueryData(contractKeys.detail(contract.id), contract);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: contractKeys.pending() }),
        queryClient.invalidateQueries({ queryKey: contractKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: contractKeys.history(contract.id) }),
        queryClient.invalidateQueries({ queryKey: contractKeys.signatures(contract.id) }),
      ]);
    },
  });
}
