import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TClientEvent } from '@venue/shared/events/event.schema';
import { EventCard } from '@/features/events/components/event-card';
import { EventCardSkeletons } from '@/features/events/components/event-card-skeletons';
import { QueryState } from '@/components/feedback/query-state';
import type { TEventView } from '@/features/events/use-event-filters';
import { EVENT_LOAD_ERRORS } from '@/features/events/event-texts';

interface TProps {
  query: UseQueryResult<{ count: number; results: TClientEvent[] }>;
  view: TEventView;
  filtered: boolean;
  onClear: () => void;
}

/** The cards, or what stands in for them: 6 skeletons, the load error (via QueryState), or the empty state. */
export function EventsList({ query, view, filtered, onClear }: TProps) {
  const size = view === 'grid' ? { xs: 12, sm: 6, lg: 4 } : { xs: 12 };
  return (
    <QueryState query={query} loading={<EventCardSkeletons size={size} />} error={EVENT_LOAD_ERRORS.events}>
      {({ results, count }) =>
        results.length === 0 ? (
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
        ) : (
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
        )
      }
    </QueryState>
  );
}
