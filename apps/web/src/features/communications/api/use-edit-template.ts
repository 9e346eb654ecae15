import { ZCommunicationTemplate, type TUpdateTemplateRequest } from '@venue/shared/communications/template.schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { QUERY_ROOTS } from '@/lib/query-roots';

/** An admin's own subject and body for a template; what the system sends follows it. */
export function useSaveTemplate() {
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TUpdateTemplateRequest }) =>
      api.put(`/admin/communications/templates/${id}/`, body, { schema: ZCommunicationTemplate }),
    meta: { invalidates: [QUERY_ROOTS.communications, QUERY_ROOTS.staffAdmin] },
  });
}

/** Back to the built-in wording. */
export function useResetTemplate() {
  return useMutation({
    mutationFn: (id: number) => api.post(`/admin/communications/templates/${id}/reset/`, {}, { schema: ZCommunicationTemplate }),
    meta: { invalidates: [QUERY_ROOTS.communications, QUERY_ROOTS.staffAdmin] },
  });
}
