import { ZMarkAllReadResponse, ZNotification } from '@venue/shared/notifications/notification.schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { QUERY_ROOTS } from '@/lib/query-roots';

// The dashboard counts unread notifications too.
const meta = { invalidates: [QUERY_ROOTS.notifications, QUERY_ROOTS.dashboard] };

export function useMarkNotificationRead() {
  return useMutation({ mutationFn: (id: number) => api.post(`/notifications/${id}/mark_read/`, undefined, { schema: ZNotification }), meta });
}

export function useMarkAllNotificationsRead() {
  return useMutation({ mutationFn: () => api.post('/notifications/mark_all_read/', undefined, { schema: ZMarkAllReadResponse }), meta });
}

export function useDeleteNotification() {
  return useMutation({ mutationFn: (id: number) => api.delete<void>(`/notifications/${id}/`), meta });
}
