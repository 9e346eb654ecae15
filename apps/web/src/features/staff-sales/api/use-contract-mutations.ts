import {
  ZStaffContract,
  type TCountersignContractRequest,
  type TCreateContractRequest,
  type TStaffContract,
} from '@venue/shared/contracts/staff-contract.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffSalesKeys } from '@/features/staff-sales/api/staff-sales.queries';
import { api } from '@/lib/api-client';

/** Every contract write changes the lists (and a generation a template's contract count); the answer replaces the detail. */
const CONTRACT_WRITE = { invalidates: [staffSalesKeys.contracts()] };

function useStoreContract() {
  const queryClient = useQueryClient();
  return (contract: TStaffContract) => queryClient.setQueryData(staffSalesKeys.contract(contract.id), contract);
}

export function useGenerateContract() {
  const store = useStoreContract();
  return useMutation({
    meta: { invalidates: [staffSalesKeys.contracts(), staffSalesKeys.templates()] },
    mutationFn: ({ eventId, body }: { eventId: number; body: TCreateContractRequest }) =>
      api.post(`/staff/events/${eventId}/contracts/`, body, { schema: ZStaffContract }),
    onSuccess: store,
  });
}

export function useSendContract() {
  const store = useStoreContract();
  return useMutation({
    meta: CONTRACT_WRITE,
    mutationFn: (id: number) => api.post(`/staff/contracts/${id}/send/`, undefined, { schema: ZStaffContract }),
    onSuccess: store,
  });
}

export function useCountersignContract() {
  const store = useStoreContract();
  return useMutation({
    meta: CONTRACT_WRITE,
    mutationFn: ({ id, body }: { id: number; body: TCountersignContractRequest }) =>
      api.post(`/staff/contracts/${id}/countersign/`, body, { schema: ZStaffContract }),
    onSuccess: store,
  });
}

export function useVoidContract() {
  const store = useStoreContract();
  return useMutation({
    meta: CONTRACT_WRITE,
    mutationFn: ({ id, reason }: { id: number; reason: string }) => api.post(`/staff/contracts/${id}/void/`, { reason }, { schema: ZStaffContract }),
    onSuccess: store,
  });
}
