import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { TStaffClient } from '@venue/shared/staff/clients.schema';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { clientOptionsQuery } from '@/features/staff-events/api/staff-events.queries';

export type TClientOption = Pick<TStaffClient, 'id' | 'first_name' | 'last_name' | 'email'>;

const labelOf = (c: TClientOption) => `${c.first_name} ${c.last_name} (${c.email})`;

/** Picks a client by searching the venue's clients (name, e-mail or company) as staff type. */
export function ClientPicker({
  value,
  onChange,
  error,
  inputRef,
  disabled,
}: {
  value: TClientOption | null;
  onChange: (client: TClientOption | null) => void;
  error?: string;
  inputRef?: React.Ref<HTMLInputElement>;
  disabled?: boolean;
}) {
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    // Typing the chosen client's label is not a search.
    const text = value && input === labelOf(value) ? '' : input.trim();
    const timer = window.setTimeout(() => setSearch(text), 300);
    return () => window.clearTimeout(timer);
  }, [input, value]);
  const options = useQuery(clientOptionsQuery(search));

  return (
    <Autocomplete
      options={options.data ?? []}
      value={value}
      onChange={(_, client) => onChange(client)}
      inputValue={input}
      onInputChange={(_, text) => setInput(text)}
      getOptionLabel={labelOf}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(list) => list} // the server searched already
      loading={options.isFetching}
      disabled={disabled}
      noOptionsText={search ? 'No client matches' : 'Type a name, e-mail or company'}
      renderInput={(params) => (
        <TextField {...params} label="Client" required error={!!error} helperText={error ?? 'Search by name, e-mail or company.'} inputRef={inputRef} />
      )}
    />
  );
}
