import GridView from '@mui/icons-material/GridView';
import Refresh from '@mui/icons-material/Refresh';
import Search from '@mui/icons-material/Search';
import ViewList from '@mui/icons-material/ViewList';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import { EVENT_STATUSES, type TEventStatus } from '@venue/shared/enums';
import { useEffect, useState } from 'react';
import { titleCase } from '@/lib/title-case';
import type { useEventFilters } from '@/features/events/use-event-filters';

const SEARCH_DELAY_MS = 300;

interface TProps {
  state: ReturnType<typeof useEventFilters>;
  refreshing: boolean;
  onRefresh: () => void;
}

export function EventsToolbar({ state, refreshing, onRefresh }: TProps) {
  const { filters, view } = state;
  const [term, setTerm] = useState(filters.search ?? '');
  const { setSearch } = state;

  // Follow the address when it changes elsewhere (Clear Filters, back button).
  useEffect(() => setTerm(filters.search ?? ''), [filters.search]);

  // One request per pause in typing rather than one per key.
  useEffect(() => {
    if (term.trim() === (filters.search ?? '')) return;
    const timer = window.setTimeout(() => setSearch(term), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [term, filters.search, setSearch]);

  const chip = (label: string, value: TEventStatus | undefined) => {
    const selected = filters.status === value;
    return (
      <Chip
        key={label}
        label={label}
        clickable
        color={selected ? 'primary' : 'default'}
        variant={selected ? 'filled' : 'outlined'}
        aria-pressed={selected}
        onClick={() => state.setStatus(value)}
      />
    );
  };

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          size="small"
          type="search"
          label="Search events"
          value={term}
          onChange={(e) => setTerm(e.target.value)}
          sx={{ flex: 1, maxWidth: { sm: 420 } }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search aria-hidden />
                </InputAdornment>
              ),
            },
          }}
        />
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', flex: 1 }}>
          <FormControlLabel
            control={<Switch checked={!!filters.upcoming_only} onChange={(e) => state.setUpcoming(e.target.checked)} />}
            label="Upcoming Only"
          />
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <ToggleButtonGroup size="small" exclusive value={view} onChange={(_, v: typeof view | null) => v && state.setView(v)} aria-label="View">
              <ToggleButton value="grid" aria-label="Grid view">
                <GridView fontSize="small" />
              </ToggleButton>
              <ToggleButton value="list" aria-label="List view">
                <ViewList fontSize="small" />
              </ToggleButton>
            </ToggleButtonGroup>
            <Tooltip title="Refresh">
              <span>
                <IconButton aria-label="Refresh events" onClick={onRefresh} disabled={refreshing}>
                  <Refresh />
                </IconButton>
              </span>
            </Tooltip>
          </Stack>
        </Stack>
      </Stack>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }} role="group" aria-label="Filter by status">
        {chip('All Events', undefined)}
        {EVENT_STATUSES.map((s) => chip(titleCase(s), s))}
      </Stack>
    </Stack>
  );
}
