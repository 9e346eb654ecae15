import type { TNotification } from '@venue/shared/notifications/notification.schema';
import { useNavigate } from 'react-router';
import { useToast } from '@/components/feedback/toast-context';
import { useDeleteNotification, useMarkNotificationRead } from '@/features/notifications/api/use-notification-actions';
import type { TNotificationActions } from '@/features/notifications/components/notification-item';

/** What a click does, the same in the panel and on the full list: opening one reads it and follows its link. */
export function useNotificationHandlers(afterOpen?: () => void): TNotificationActions {
  const navigate = useNavigate();
  const toast = useToast();
  const markRead = useMarkNotificationRead();
  const remove = useDeleteNotification();
  const failed = (error: Error) => toast({ severity: 'error', title: 'Update Failed', message: error.message });
  return {
    onOpen: (n: TNotification) => {
      if (!n.is_read) markRead.mutate(n.id, { onError: failed });
      if (n.link) {
        afterOpen?.();
        navigate(n.link);
      }
    },
    onMarkRead: (n: TNotification) => markRead.mutate(n.id, { onError: failed }),
    onDelete: (n: TNotification) => remove.mutate(n.id, { onError: failed }),
  };
}
