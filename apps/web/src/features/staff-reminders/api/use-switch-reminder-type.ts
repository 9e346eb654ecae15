import { useMutation } from '@tanstack/react-query';
import { ZReminderTypeSetting } from '@venue/shared/reminders/reminder.schema';
import type { TReminderType } from '@venue/shared/reminders/reminder-types';
import { staffRemindersKeys } from '@/features/staff-reminders/api/staff-reminders.queries';
import { api } from '@/lib/api-client';

/** Switches a reminder type on or off for the whole venue; the list is read again. */
export function useSwitchReminderType() {
  return useMutation({
    meta: { invalidates: [staffRemindersKeys.all] },
    mutationFn: ({ type, enabled }: { type: TReminderType; enabled: boolean }) =>
      api.patch(`/staff/reminders/types/${type}/`, { enabled }, { schema: ZReminderTypeSetting }),
  });
}
