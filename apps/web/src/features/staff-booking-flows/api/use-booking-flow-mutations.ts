import type { TBookingFlow } from '@venue/shared/booking/flow.schema';
import { ZFlowPreview, ZStaffFlow, type TSaveFlowRequest } from '@venue/shared/staff/booking-flows.schema';
import { useMutation } from '@tanstack/react-query';
import { staffBookingFlowsKeys } from '@/features/staff-booking-flows/api/staff-booking-flows.queries';
import { api } from '@/lib/api-client';
import { QUERY_ROOTS } from '@/lib/query-roots';

// The wizard reads the flows (new sessions take the new version) and the audit log lists the change.
const WRITE = { invalidates: [staffBookingFlowsKeys.all, QUERY_ROOTS.booking, QUERY_ROOTS.staffAdmin] };

/** A new flow for an event type, with the standard steps, inactive until an admin turns it on. */
export function useCreateFlow() {
  return useMutation({
    meta: WRITE,
    mutationFn: (body: { event_type: number; name?: string }) => api.post('/admin/booking-flows/', body, { schema: ZStaffFlow }),
  });
}

/** Sends the whole flow; the answer is the new version (the editor puts it in the cache once it has said so). */
export function useSaveFlow(id: number) {
  return useMutation({
    meta: WRITE,
    mutationFn: (body: TSaveFlowRequest) => api.put(`/admin/booking-flows/${id}/`, body, { schema: ZStaffFlow }),
  });
}

export type TPreviewRequest = Omit<TSaveFlowRequest, 'is_active' | 'expected_version'> & { event_type: number };

/** The unsaved flow as the wizard would serve it: nothing is stored, so nothing goes stale. */
export function usePreviewFlow() {
  return useMutation({
    mutationFn: (body: TPreviewRequest): Promise<TBookingFlow> => api.post('/staff/booking-flows/preview/', body, { schema: ZFlowPreview }),
  });
}
