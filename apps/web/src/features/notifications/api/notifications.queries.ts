import { zPaged } from '@venue/shared/common/paged.schema';
import { ZNotification, ZUnreadCount } from '@venue/shared/notifications/notification.schema';
import { ZNotificationSettings } from '@venue/shared/notifications/settings.schema';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { QUERY_ROOTS } from '@/lib/query-roots';

/** The panel shows the newest 10 (spec document 1's cap of 10 notifications); the full list pages by 20. */
export const PANEL_SIZE = 10;
export const LIST_PAGE_SIZE = 20;
/** New ones arrive over the stream, which refreshes these; the time is only a fallback for a lost stream. */
const FRESH = 60_000;

export const notificationKeys = {
  all: QUERY_ROOTS.notifications,
  lists: () => [...notificationKeys.all, 'list'] as const,
  list: (page: number, pageSize: number) => [...notificationKeys.lists(), { page, pageSize }] as const,
  unreadCount: () => [...notificationKeys.all, 'unread-count'] as const,
  settings: () => [...notificationKeys.all, 'settings'] as const,
};

export const notificationsQuery = (page: number, pageSize: number) =>
  queryOptions({
    queryKey: notificationKeys.list(page, pageSize),
    queryFn: ({ signal }) => api.get(`/notifications/?page=${page}&page_size=${pageSize}`, { signal, schema: zPaged(ZNotification) }),
    staleTime: FRESH,
    placeholderData: keepPreviousData,
  });

export const unreadCountQuery = () =>
  queryOptions({
    queryKey: notificationKeys.unreadCount(),
    queryFn: ({ signal }) => api.get('/notifications/unread_count/', { signal, schema: ZUnreadCount }),
    staleTime: FRESH,
  });

export const notificationSettingsQuery = () =>
  queryOptions({
    queryKey: notificationKeys.settings(),
    queryFn: ({ signal }) => api.get('/users/me/notification-settings/', { signal, schema: ZNotificationSettings }),
    staleTime: 5 * 60_000,
  });
