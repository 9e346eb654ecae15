import CalendarMonth from '@mui/icons-material/CalendarMonth';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { countdownChip } from '@venue/shared/dashboard/event-status';
import type { TClientEvent } from '@venue/shared/events/event.schema';
import { Link as RouterLink } from 'react-router';
import { EventStatusChip, PaymentStatusChip } from '@/features/events/components/event-status-chip';
import { formatDateRange, formatPhp } from '@/features/events/event-format';

/** One event in the grid (a card) or in the list (a wide row); both link to the event's page. */
export function EventCard({ event, layout }: { event: TClientEvent; layout: 'grid' | 'list' }) {
  const countdown = countdownChip(event.days_until_event);
  const progress = event.tasks_count ? Math.round((100 * event.completed_tasks_count) / event.tasks_count) : null;
  return (
    <Card variant="outlined" component="article" sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to={`/events/${event.id}`} sx={{ height: '100%', alignItems: 'stretch' }}>
        <CardContent sx={{ display: 'flex', flexDirection: layout === 'list' ? { xs: 'column', sm: 'row' } : 'column', gap: 1.5, height: '100%' }}>
          <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.5 }}>
              {event.event_type_name}
            </Typography>
            <Typography variant="h6" component="h2" sx={{ lineHeight: 1.3 }}>
              {event.name}
            </Typography>
            <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', color: 'text.secondary' }}>
              <CalendarMonth fontSize="small" aria-hidden />
              <Typography variant="body2">{formatDateRange(event.start_date, event.end_date)}</Typography>
            </Stack>
            {event.current_stage_name && (
              <Typography variant="body2" color="text.secondary">
                Stage: {event.current_stage_name}
              </Typography>
            )}
          </Stack>
          <Stack spacing={1} sx={{ minWidth: layout === 'list' ? 220 : undefined }}>
            <Stack direction="row" useFlexGap spacing={0.75} sx={{ flexWrap: 'wrap' }}>
              <EventStatusChip status={event.status} />
              <PaymentStatusChip status={event.payment_status} />
              {event.status !== 'CANCELLED' && <Chip size="small" variant="outlined" label={countdown.label} />}
            </Stack>
            <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
              {formatPhp(event.total_price)}
            </Typography>
            {progress !== null && (
              <div>
                <Typography variant="caption" color="text.secondary" id={`progress-${event.id}`}>
                  Tasks {event.completed_tasks_count} of {event.tasks_count} done
                </Typography>
                <LinearProgress variant="determinate" value={progress} aria-labelledby={`progress-${event.id}`} sx={{ mt: 0.5, borderRadius: 1 }} />
              </div>
            )}
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
