import EventAvailable from '@mui/icons-material/EventAvailable';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { countdownChip } from '@venue/shared/dashboard/event-status';
import type { TDashboard } from '@venue/shared/dashboard/dashboard.schema';
import type { TClientEvent } from '@venue/shared/events/event.schema';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { DashboardCard } from '@/components/layout/dashboard-card';
import { formatEventDay, label } from '@/features/dashboard/components/dashboard-format';

function EventSummary({ heading, event, progress }: { heading: string; event: TClientEvent; progress?: number }) {
  const progressId = useId();
  const countdown = countdownChip(event.days_until_event);
  return (
    <Stack spacing={1}>
      <Typography variant="overline" color="text.secondary" component="h3" sx={{ lineHeight: 1.5 }}>
        {heading}
      </Typography>
      <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
        {event.name}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {event.event_type_name} · {formatEventDay(event.start_date)}
      </Typography>
      <Stack direction="row" useFlexGap spacing={0.75} sx={{ flexWrap: 'wrap' }}>
        <Chip size="small" label={label(event.status)} />
        <Chip size="small" variant="outlined" label={countdown.label} />
      </Stack>
      {progress !== undefined && (
        <div>
          <Typography variant="body2" id={progressId}>
            Planning progress: {progress}%
          </Typography>
          <LinearProgress variant="determinate" value={progress} aria-labelledby={progressId} sx={{ mt: 0.5, height: 8, borderRadius: 4 }} />
        </div>
      )}
      <div>
        <Button component={RouterLink} to={`/events/${event.id}`} size="small" variant="outlined" aria-label={`View Event ${event.name}`}>
          View Event
        </Button>
      </div>
    </Stack>
  );
}

export function EventStatusCard({ status }: { status: TDashboard['event_status'] }) {
  const { current_event: current, next_event: next } = status;
  const showNext = next && next.id !== current?.id;
  return (
    <DashboardCard title="Event Status" icon={<EventAvailable color="primary" aria-hidden />}>
      <Stack spacing={2} divider={<Divider flexItem />}>
        {current && <EventSummary heading="Current event" event={current} progress={status.progress} />}
        {showNext && <EventSummary heading="Next upcoming event" event={next} />}
        {!current && !next && <Typography color="text.secondary">No upcoming events.</Typography>}
        <Typography variant="body2" color="text.secondary">
          {status.total_events} event{status.total_events === 1 ? '' : 's'} in total ·{' '}
          <Link component={RouterLink} to="/events">
            All events
          </Link>
        </Typography>
      </Stack>
    </DashboardCard>
  );
}
