import Event from '@mui/icons-material/Event';
import History from '@mui/icons-material/History';
import Payments from '@mui/icons-material/Payments';
import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import Divider from '@mui/material/Divider';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { SearchResults } from '@/features/search/components/search-results';
import { addRecentSearch, readRecentSearches, type TSearchFilter } from '@/features/search/recent-searches';
import { useDebouncedValue } from '@/features/search/use-debounced-value';

/** Spec section 9. */
const DEBOUNCE_MS = 300;
const FILTERS: { value: TSearchFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'events', label: 'Events' },
  { value: 'payments', label: 'Payments' },
];
const QUICK_ACTIONS = [
  { label: 'View My Events', to: '/events', icon: Event },
  { label: 'Check Payments', to: '/payments', icon: Payments },
];

/** Mounted only while open, so every opening starts with an empty field and a fresh recent list. */
function SearchPanel({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const [term, setTerm] = useState('');
  const [filter, setFilter] = useState<TSearchFilter>('all');
  const [recent, setRecent] = useState(readRecentSearches);
  const settled = useDebouncedValue(term.trim(), DEBOUNCE_MS);
  const lastCount = useRef(0);
  const onCount = useCallback((n: number) => {
    lastCount.current = n;
  }, []);

  const remember = () => setRecent(addRecentSearch(settled, filter, lastCount.current));
  const go = (to: string) => {
    remember();
    onClose();
    navigate(to);
  };

  return (
    <>
      <Box component="form" role="search" onSubmit={(e) => (e.preventDefault(), remember())} sx={{ p: 2, pb: 1 }}>
        <TextField
          autoFocus
          value={term}
          onChange={(e) => setTerm(e.target.value)}
          placeholder="Search events, payments, messages..."
          slotProps={{
            htmlInput: { 'aria-label': 'Search the portal' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search />
                </InputAdornment>
              ),
            },
          }}
        />
        <Stack direction="row" spacing={1} sx={{ mt: 1.5 }} role="group" aria-label="Search in">
          {FILTERS.map(({ value, label }) => (
            <Chip
              key={value}
              label={label}
              clickable
              color={filter === value ? 'primary' : 'default'}
              variant={filter === value ? 'filled' : 'outlined'}
              aria-pressed={filter === value}
              onClick={() => setFilter(value)}
            />
          ))}
        </Stack>
      </Box>
      <Divider />
      <Box sx={{ maxHeight: '60vh', overflowY: 'auto', pb: 1 }}>
        {settled ? (
          <SearchResults term={settled} filter={filter} onPick={go} onCount={onCount} />
        ) : (
          <>
            {recent.length > 0 && (
              <List dense subheader={<ListSubheader sx={{ bgcolor: 'transparent' }}>Recent Searches</ListSubheader>}>
                {recent.map((entry) => (
                  <ListItem key={entry.id} disablePadding>
                    <ListItemButton
                      onClick={() => {
                        setFilter(entry.filters);
                        setTerm(entry.query);
                      }}
                    >
                      <ListItemIcon sx={{ minWidth: 40 }}>
                        <History />
                      </ListItemIcon>
                      <ListItemText primary={entry.query} />
                    </ListItemButton>
                  </ListItem>
                ))}
              </List>
            )}
            <List dense subheader={<ListSubheader sx={{ bgcolor: 'transparent' }}>Quick Actions</ListSubheader>}>
              {QUICK_ACTIONS.map(({ label, to, icon: Icon }) => (
                <ListItem key={to} disablePadding>
                  <ListItemButton onClick={() => go(to)}>
                    <ListItemIcon sx={{ minWidth: 40 }}>
                      <Icon />
                    </ListItemIcon>
                    <ListItemText primary={label} />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          </>
        )}
      </Box>
    </>
  );
}

export function SearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      slotProps={{ paper: { 'aria-label': 'Search', sx: { alignSelf: 'flex-start', mt: { xs: 2, sm: 10 } } } }}
    >
      {open && <SearchPanel onClose={onClose} />}
    </Dialog>
  );
}
