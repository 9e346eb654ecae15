import type { TStaffEventCreateRequest, TStaffEventStatusRequest, TStaffEventUpdateRequest } from '@venue/shared/staff/staff-event.schema';
import { ZStaffEventDetail } from '@venue/shared/staff/staff-event.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffEventKeys } from '@/features/staff-events/api/staff-events.queries';
import { api } from '@/lib/api-client';
import { QUERY_ROOTS } from '@/lib/query-roots';

/** Today's lists and a client's page both show events; they are other features, named by their roots. */
const ELSEWHERE = [QUERY_ROOTS.staffToday, QUERY_ROOTS.staffClients] as const;

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TStaffEventCreateRequest) => api.post('/staff/events/', body, { schema: ZStaffEventDetail }),
    onSuccess: (event) => {
      queryClient.setQueryData(staffEventKeys.detail(event.id), event);
      return queryClient.invalidateQueries({ queryKey: staffEventKeys.lists() });
    },
    meta: { invalidates: ELSEWHERE },
  });
}

export function useUpdateEvent(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TStaffEventUpdateRequest) => api.patch(`/staff/events/${id}/`, body, { schema: ZStaffEventDetail }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: staffEventKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: staffEventKeys.lists() }),
      ]),
    meta: { invalidates: ELSEWHERE },
  });
}

export function useChangeEventStatus(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TStaffEventStatusRequest) => api.post(`/staff/events/${id}/status/`, body, { schema: ZStaffEventDetail }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: staffEventKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: staffEventKeys.lists() }),
      ]),
    meta: { invalidates: ELSEWHERE },
  });
}
