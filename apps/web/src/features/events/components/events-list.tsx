import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TClientEvent } from '@venue/shared/events/event.schema';
import { EventCard } from '@/features/events/components/event-card';
import type { TEventView } from '@/features/events/use-event-filters';

const SKELETONS = 6;
export const EVENTS_LOAD_ERROR = 'Unable to load events. Please try again later.';

interface TProps {
  query: UseQueryResult<{ count: number; results: TClientEvent[] }>;
  view: TEventView;
  filtered: boolean;
  onClear: () => void;
}

/** The cards, or what stands in for them: 6 skeletons, the load error, or the empty state. */
export function EventsList({ query, view, filtered, onClear }: TProps) {
  const size = view === 'grid' ? { xs: 12, sm: 6, lg: 4 } : { xs: 12 };
  if (query.isPending) {
    return (
      <Grid container spacing={2} role="status" aria-label="Loading events">
        {Array.from({ length: SKELETONS }, (_, i) => (
          <Grid key={i} size={size}>
            <Card variant="outlined">
              <CardContent>
                <Skeleton width="40%" />
                <Skeleton variant="text" sx={{ fontSize: '1.4rem' }} />
                <Skeleton width="70%" />
                <Skeleton variant="rounded" height={24} sx={{ mt: 1 }} />
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    );
  }
  if (query.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            Try Again
          </Button>
        }
      >
        {EVENTS_LOAD_ERROR}
      </Alert>
    );
  }
  const { results, count } = query.data;
  if (results.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        <Typography variant="h6" component="p">
          {filtered ? 'No events match your filters' : 'No events yet'}
        </Typography>
        {filtered && (
          <Button onClick={onClear} sx={{ mt: 1 }}>
            Clear Filters
          </Button>
        )}
      </Paper>
    );
  }
  return (
    <>
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0, opacity: query.isPlaceholderData ? 0.6 : 1 }} aria-label="Events">
        {results.map((event) => (
          <Grid key={event.id} size={size} component="li">
            <EventCard event={event} layout={view} />
          </Grid>
        ))}
      </Grid>
      <Typography variant="body2" color="text.secondary" role="status" sx={{ textAlign: 'center' }}>
        Showing {results.length} of {count} events
      </Typography>
    </>
  );
}
