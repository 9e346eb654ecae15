import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { TStaffEvent } from '@venue/shared/staff/staff-event.schema';
import { useState } from 'react';
import { eventSearchQuery } from '@/features/staff-sales/api/staff-sales.queries';
import { formatDay } from '@/features/staff-sales/sales-format';
import { useDebounced } from '@/features/staff-sales/use-debounced';

interface TProps {
  label?: string;
  value: TStaffEvent | null;
  onChange: (event: TStaffEvent | null) => void;
  helperText?: string;
  size?: 'small' | 'medium';
}

export const eventLabel = (e: Pick<TStaffEvent, 'name' | 'client'>) => `${e.name} · ${e.client.name}`;

/** Finds an event by its name, its client's name, e-mail or company (the staff events search). */
export function EventPicker({ label = 'Event', value, onChange, helperText, size }: TProps) {
  const [input, setInput] = useState('');
  const search = useDebounced(input.trim());
  const events = useQuery(eventSearchQuery(search));
  return (
    <Autocomplete
      value={value}
      onChange={(_e, event) => onChange(event)}
      inputValue={input}
      onInputChange={(_e, text) => setInput(text)}
      options={events.data ?? []}
      // The server already searched; the options are its answer as they are.
      filterOptions={(options) => options}
      getOptionLabel={eventLabel}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={events.isFetching}
      noOptionsText={search ? 'No events match' : 'No events yet'}
      size={size}
      renderOption={({ key, ...props }, event) => (
        <li key={key} {...props}>
          <Stack>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {event.name}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {event.client.name} · {formatDay(event.start_date)} · {event.status}
            </Typography>
          </Stack>
        </li>
      )}
      renderInput={(params) => <TextField {...params} label={label} helperText={helperText} />}
    />
  );
}
