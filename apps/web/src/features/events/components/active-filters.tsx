import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { titleCase } from '@/lib/title-case';
import type { useEventFilters } from '@/features/events/use-event-filters';

/** The filters in force, each removable on its own, and one button to drop them all. */
export function ActiveFilters({ state }: { state: ReturnType<typeof useEventFilters> }) {
  const { filters } = state;
  if (!state.hasFilters) return null;
  return (
    <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }} aria-label="Active filters" role="group">
      <Typography variant="body2" color="text.secondary">
        Active filters:
      </Typography>
      {filters.status && <Chip size="small" label={`Status: ${titleCase(filters.status)}`} onDelete={() => state.setStatus(undefined)} />}
      {filters.upcoming_only && <Chip size="small" label="Upcoming only" onDelete={() => state.setUpcoming(false)} />}
      {filters.search && <Chip size="small" label={`Search: ${filters.search}`} onDelete={() => state.setSearch('')} />}
      <Button size="small" onClick={state.clear}>
        Clear Filters
      </Button>
    </Stack>
  );
}
