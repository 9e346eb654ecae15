import NotificationsNone from '@mui/icons-material/NotificationsNone';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useId, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useToast } from '@/components/feedback/toast-context';
import { notificationsQuery, PANEL_SIZE, unreadCountQuery } from '@/features/notifications/api/notifications.queries';
import { useMarkAllNotificationsRead } from '@/features/notifications/api/use-notification-actions';
import { NotificationItem } from '@/features/notifications/components/notification-item';
import { useNotificationHandlers } from '@/features/notifications/use-notification-handlers';
import { useNotificationStream, type TStreamState } from '@/features/notifications/use-notification-stream';
import { useAuth } from '@/lib/auth/auth-context';

/**
 * The top bar's bell (spec document 2, "Notification panel"): the unread count as a badge, and a panel with
 * Mark all read, per-item mark read and delete, and View All Notifications. It holds the live stream, so the
 * badge moves without a reload wherever the person is.
 */
export function NotificationsBell({ allPath }: { allPath: string }) {
  const { user } = useAuth();
  // The stream's state is written on the button (tests wait for "open") without rendering the bell again.
  const button = useRef<HTMLButtonElement>(null);
  const showStream = useCallback((state: TStreamState) => button.current?.setAttribute('data-stream', state), []);
  useNotificationStream(user?.id, showStream);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const panelId = useId();
  const titleId = useId();
  const open = anchor !== null;
  const unread = useQuery(unreadCountQuery());
  const list = useQuery({ ...notificationsQuery(1, PANEL_SIZE), enabled: open });
  const markAll = useMarkAllNotificationsRead();
  const toast = useToast();
  const close = () => setAnchor(null);
  const actions = useNotificationHandlers(close);
  const count = unread.data?.count ?? 0;

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={count > 0 ? `Notifications, ${count} unread` : 'Notifications'}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        ref={button}
        data-stream="connecting"
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <Badge badgeContent={count} color="secondary" max={99} data-testid="notification-badge">
          <NotificationsNone />
        </Badge>
      </IconButton>
      <Popover
        id={panelId}
        open={open}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { width: { xs: 'calc(100vw - 32px)', sm: 380 }, maxHeight: 520 } } }}
      >
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, pt: 1.5, pb: 1 }}>
          <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            Notifications
          </Typography>
          <Button
            size="small"
            disabled={count === 0 || markAll.isPending}
            onClick={() => markAll.mutate(undefined, { onError: (e) => toast({ severity: 'error', title: 'Update Failed', message: e.message }) })}
          >
            Mark all read
          </Button>
        </Stack>
        <Divider />
        <Box sx={{ overflowY: 'auto', maxHeight: 400, px: 0.5 }}>
          {list.isPending ? (
            <Typography role="status" color="text.secondary" sx={{ p: 2 }}>
              Loading notifications...
            </Typography>
          ) : list.isError ? (
            <Typography color="error" sx={{ p: 2 }}>
              {list.error.message}
            </Typography>
          ) : list.data.results.length === 0 ? (
            <Typography color="text.secondary" sx={{ p: 2 }}>
              No notifications yet
            </Typography>
          ) : (
            <Box component="ul" aria-label="Latest notifications" sx={{ listStyle: 'none', m: 0, p: 0.5 }}>
              {list.data.results.map((n) => (
                <NotificationItem key={n.id} notification={n} actions={actions} now={Date.now()} />
              ))}
            </Box>
          )}
        </Box>
        <Divider />
        <Box sx={{ p: 1, textAlign: 'center' }}>
          <Button component={RouterLink} to={allPath} onClick={close} fullWidth>
            View All Notifications
          </Button>
        </Box>
      </Popover>
    </>
  );
}
