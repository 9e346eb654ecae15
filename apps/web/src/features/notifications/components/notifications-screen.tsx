import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryState } from '@/components/feedback/query-state';
import { useToast } from '@/components/feedback/toast-context';
import { Pager } from '@/components/staff/pager';
import { LIST_PAGE_SIZE, notificationsQuery, unreadCountQuery } from '@/features/notifications/api/notifications.queries';
import { useMarkAllNotificationsRead } from '@/features/notifications/api/use-notification-actions';
import { NotificationItem } from '@/features/notifications/components/notification-item';
import { useNotificationHandlers } from '@/features/notifications/use-notification-handlers';

/** "View All Notifications": every notification, newest first, paged, with the panel's actions. */
export function NotificationsScreen() {
  const [page, setPage] = useState(1);
  const list = useQuery(notificationsQuery(page, LIST_PAGE_SIZE));
  const unread = useQuery(unreadCountQuery());
  const markAll = useMarkAllNotificationsRead();
  const toast = useToast();
  const actions = useNotificationHandlers();
  const count = unread.data?.count ?? 0;
  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3, justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}>
        <div>
          <Typography variant="h4" component="h1" sx={{ color: 'primary.main' }}>
            Notifications
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {count > 0 ? `${count} unread` : 'All caught up.'}
          </Typography>
        </div>
        <Button
          variant="outlined"
          disabled={count === 0 || markAll.isPending}
          onClick={() => markAll.mutate(undefined, { onError: (e) => toast({ severity: 'error', title: 'Update Failed', message: e.message }) })}
        >
          Mark all read
        </Button>
      </Stack>
      <QueryState query={list} loading="Loading notifications..." error="Unable to load notifications. Please try again later.">
        {(data) =>
          data.results.length === 0 ? (
            <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
              <Typography color="text.secondary">No notifications yet</Typography>
            </Paper>
          ) : (
            <>
              <Paper variant="outlined" sx={{ p: 1 }}>
                <Box component="ul" aria-label="All notifications" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
                  {data.results.map((n) => (
                    <NotificationItem key={n.id} notification={n} actions={actions} now={Date.now()} />
                  ))}
                </Box>
              </Paper>
              <Pager count={data.count} page={page} pageSize={LIST_PAGE_SIZE} onPage={setPage} noun="notification" />
            </>
          )
        }
      </QueryState>
    </Box>
  );
}
