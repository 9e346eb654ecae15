import { ZCommunicationRecordDetail, type TSendManualRequest } from '@venue/shared/communications/communication.schema';
import { ZTemplatePreview } from '@venue/shared/communications/template.schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { QUERY_ROOTS } from '@/lib/query-roots';

/** The venue writes to one client (e-mail or SMS); it becomes a MANUAL record. */
export function useSendManual() {
  return useMutation({
    mutationFn: (body: TSendManualRequest) => api.post('/communications/records/send_manual/', body, { schema: ZCommunicationRecordDetail }),
    meta: { invalidates: [QUERY_ROOTS.communications] },
  });
}

/** A template filled with its variables' example values (a read, but a POST in the spec). */
export function usePreviewTemplate() {
  return useMutation({
    mutationFn: ({ id, context }: { id: number; context: Record<string, string> }) =>
      api.post(`/communications/templates/${id}/preview/`, { context_data: context }, { schema: ZTemplatePreview }),
  });
}
