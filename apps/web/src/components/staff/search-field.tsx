import Search from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';

/**
 * A search box that reports its text once typing pauses (one request per pause, not per keystroke). It keeps
 * its own text, so a slow answer never overwrites what is being typed; `value` seeds it from the address.
 */
export function SearchField({ label, value, onSearch, delayMs = 300 }: { label: string; value: string; onSearch: (text: string) => void; delayMs?: number }) {
  const [text, setText] = useState(value);
  const report = useRef(onSearch);
  report.current = onSearch;
  const last = useRef(value);
  // The address changed under us (a "clear filters" link, back): show what it now says.
  useEffect(() => {
    if (value === last.current) return;
    last.current = value;
    setText(value);
  }, [value]);
  useEffect(() => {
    if (text.trim() === last.current) return;
    const timer = window.setTimeout(() => {
      last.current = text.trim();
      report.current(text.trim());
    }, delayMs);
    return () => window.clearTimeout(timer);
  }, [text, delayMs]);
  return (
    <TextField
      type="search"
      label={label}
      value={text}
      onChange={(e) => setText(e.target.value)}
      size="small"
      fullWidth={false}
      sx={{ minWidth: { sm: 280 } }}
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
  );
}
