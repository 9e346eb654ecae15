import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import DoneIcon from '@mui/icons-material/Done';
import Event from '@mui/icons-material/Event';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Mail from '@mui/icons-material/Mail';
import Payments from '@mui/icons-material/Payments';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { TNotification, TNotificationType } from '@venue/shared/notifications/notification.schema';
import { ToneChip } from '@/components/feedback/tone-chip';
import { notificationTime } from '@/features/notifications/notification-time';
import { formatVenueDate } from '@/lib/venue-date';
import { VISUALLY_HIDDEN } from '@/components/visually-hidden';

/** Read by screen readers only: the bold title is the sighted reader's cue. */

const ICONS: Record<TNotificationType, typeof Event> = { event: Event, payment: Payments, message: Mail, system: InfoOutlined };

export interface TNotificationActions {
  onOpen: (n: TNotification) => void;
  onMarkRead: (n: TNotification) => void;
  onDelete: (n: TNotification) => void;
}

/** One notification: type icon, title, body, time label; mark read (while unread) and delete. */
export function NotificationItem({ notification: n, actions, now }: { notification: TNotification; actions: TNotificationActions; now: number }) {
  const Icon = ICONS[n.type];
  const urgent = n.priority === 'urgent' || n.priority === 'high';
  return (
    <Box
      component="li"
      data-testid="notification-item"
      data-read={n.is_read}
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', py: 1, px: 1.5, bgcolor: n.is_read ? undefined : 'action.hover', borderRadius: 1 }}
    >
      <ButtonBase
        onClick={() => actions.onOpen(n)}
        sx={{ flex: 1, minWidth: 0, textAlign: 'left', justifyContent: 'flex-start', alignItems: 'flex-start', gap: 1, borderRadius: 1, p: 0.5 }}
      >
        <Icon color={n.is_read ? 'disabled' : 'primary'} fontSize="small" sx={{ mt: 0.25 }} aria-hidden />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: n.is_read ? 500 : 700, overflowWrap: 'anywhere' }}>
            {n.title}
            {!n.is_read && (
              <Box component="span" sx={VISUALLY_HIDDEN}>
                {' (unread)'}
              </Box>
            )}
          </Typography>
          {n.body && (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {n.body}
            </Typography>
          )}
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.25 }}>
            <Typography variant="caption" color="text.secondary">
              {notificationTime(n.created_at, now, (iso) => formatVenueDate(iso, 'MMM d, yyyy') ?? '')}
            </Typography>
            {urgent && (
              <ToneChip
                size="small"
                variant="outlined"
                color={n.priority === 'urgent' ? 'error' : 'warning'}
                label={n.priority === 'urgent' ? 'Urgent' : 'High'}
              />
            )}
          </Stack>
        </Box>
      </ButtonBase>
      <Stack direction="row">
        {!n.is_read && (
          <Tooltip title="Mark as read">
            <IconButton size="small" aria-label={`Mark as read: ${n.title}`} onClick={() => actions.onMarkRead(n)}>
              <DoneIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
        <Tooltip title="Delete">
          <IconButton size="small" aria-label={`Delete: ${n.title}`} onClick={() => actions.onDelete(n)}>
            <DeleteOutline fontSize="small" />
          </IconButton>
        </Tooltip>
      </Stack>
    </Box>
  );
}
