import Event from '@mui/icons-material/Event';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { eventSearchQuery, isUnavailable, type TEventHit } from '@/features/search/api/search.queries';
import type { TSearchFilter } from '@/features/search/recent-searches';
import { formatVenueDate } from '@/lib/venue-date';

function EventResults({ term, onPick, onCount }: { term: string; onPick: (to: string) => void; onCount: (n: number) => void }) {
  const { data, error, isPending, isFetching } = useQuery(eventSearchQuery(term));
  useEffect(() => {
    if (data) onCount(data.count);
  }, [data, onCount]);

  const header = (
    <ListSubheader disableSticky sx={{ display: 'flex', alignItems: 'center', gap: 1, bgcolor: 'transparent', lineHeight: '36px' }}>
      Events {isFetching && <CircularProgress size={14} aria-label="Searching" />}
    </ListSubheader>
  );
  if (isPending) return <List subheader={header} />;
  if (error) {
    return (
      <List subheader={header}>
        <ListItem>
          <Alert severity="info" sx={{ width: '100%' }}>
            {isUnavailable(error) ? 'Search is not available yet. Please check back soon.' : 'Search failed. Please try again.'}
          </Alert>
        </ListItem>
      </List>
    );
  }
  return (
    <List subheader={header} dense>
      {data.results.length === 0 && (
        <ListItem>
          <Typography variant="body2" color="text.secondary">
            No events match &quot;{term}&quot;.
          </Typography>
        </ListItem>
      )}
      {data.results.map((hit: TEventHit) => (
        <ListItem key={hit.id} disablePadding>
          <ListItemButton onClick={() => onPick(`/events/${hit.id}`)}>
            <ListItemIcon sx={{ minWidth: 40 }}>
              <Event />
            </ListItemIcon>
            <ListItemText
              primary={hit.name}
              secondary={[hit.event_type_name, formatVenueDate(hit.start_date, 'MMM d, yyyy'), hit.status.replace('_', ' ').toLowerCase()]
                .filter(Boolean)
                .join(' · ')}
            />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}

/** Results for a settled search term under the chosen filter. */
export function SearchResults({
  term,
  filter,
  onPick,
  onCount,
}: {
  term: string;
  filter: TSearchFilter;
  onPick: (to: string) => void;
  onCount: (n: number) => void;
}) {
  return (
    <>
      {filter !== 'payments' && <EventResults term={term} onPick={onPick} onCount={onCount} />}
      {filter !== 'events' && (
        <Stack sx={{ px: 2, py: 1 }}>
          <ListSubheader disableSticky component="div" sx={{ bgcolor: 'transparent', px: 0, lineHeight: '36px' }}>
            Payments &amp; Invoices
          </ListSubheader>
          <Typography variant="body2" color="text.secondary">
            Payment search is not available yet.
          </Typography>
        </Stack>
      )}
    </>
  );
}
