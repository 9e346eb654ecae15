import { queryOptions } from '@tanstack/react-query';
import { ZUpcomingReminders } from '@venue/shared/reminders/reminder.schema';
import { api } from '@/lib/api-client';
import { QUERY_ROOTS } from '@/lib/query-roots';

export const staffRemindersKeys = {
  all: QUERY_ROOTS.staffReminders,
  upcoming: () => [...staffRemindersKeys.all, 'upcoming'] as const,
};

/** The coming week's reminders: they follow invoices, contracts and events that change all day, so a minute at most. */
export const upcomingRemindersQuery = () =>
  queryOptions({
    queryKey: staffRemindersKeys.upcoming(),
    queryFn: ({ signal }) => api.get('/staff/reminders/', { signal, schema: ZUpcomingReminders }),
    staleTime: 60_000,
    refetchOnWindowFocus: true,
  });
