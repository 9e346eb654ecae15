import { ZCommunicationRecordDetail } from '@venue/shared/communications/communication.schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { QUERY_ROOTS } from '@/lib/query-roots';

/** Mark as Read / Mark as Unread from the row menu (the recipient's own; the venue gets 403). */
export function useMarkRecord() {
  return useMutation({
    mutationFn: ({ id, read }: { id: number; read: boolean }) =>
      api.post(`/communications/records/${id}/${read ? 'mark_as_read' : 'mark_as_unread'}/`, undefined, { schema: ZCommunicationRecordDetail }),
    // The dashboard counts unopened e-mails.
    meta: { invalidates: [QUERY_ROOTS.communications, QUERY_ROOTS.dashboard] },
  });
}
