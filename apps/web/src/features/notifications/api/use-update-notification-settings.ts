import { ZNotificationSettings, type TNotificationSettingsPatch } from '@venue/shared/notifications/settings.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notificationKeys } from '@/features/notifications/api/notifications.queries';

/** Each switch is saved as it is flipped; the answer (the whole settings) replaces the cached copy. */
export function useUpdateNotificationSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (patch: TNotificationSettingsPatch) => api.patch('/users/me/notification-settings/', patch, { schema: ZNotificationSettings }),
    onSuccess: (settings) => client.setQueryData(notificationKeys.settings(), settings),
  });
}
