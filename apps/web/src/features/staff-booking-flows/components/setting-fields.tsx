import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * The editor's fields: one line each, read-only for staff (text stays readable and selectable; switches and boxes
 * are disabled), with the rules' message under the field it names.
 */
interface TTextProps {
  label: string;
  value: unknown;
  onChange: (text: string) => void;
  readOnly: boolean;
  error?: string;
  help?: ReactNode;
  multiline?: boolean;
  end?: string;
  inputMode?: 'decimal' | 'numeric';
  /** Columns of 12 from sm up (a phone always gives the field the whole line). */
  sm?: number;
  required?: boolean;
}

export function TextSetting({ label, value, onChange, readOnly, error, help, multiline, end, inputMode, sm = 12, required }: TTextProps) {
  return (
    <Grid size={{ xs: 12, sm }}>
      <TextField
        label={label}
        value={value === null || value === undefined ? '' : String(value)}
        onChange={(e) => onChange(e.target.value)}
        multiline={multiline}
        minRows={multiline ? 2 : undefined}
        fullWidth
        required={required}
        error={!!error}
        helperText={error ?? help}
        slotProps={{
          htmlInput: { inputMode, readOnly },
          input: { endAdornment: end ? <InputAdornment position="end">{end}</InputAdornment> : undefined },
        }}
      />
    </Grid>
  );
}

export function SwitchSetting({
  label,
  checked,
  onChange,
  readOnly,
  help,
}: {
  label: string;
  checked: boolean;
  onChange: (on: boolean) => void;
  readOnly: boolean;
  help?: ReactNode;
}) {
  return (
    <Grid size={12}>
      <FormControlLabel label={label} control={<Switch checked={checked} disabled={readOnly} onChange={(e) => onChange(e.target.checked)} />} />
      {help && (
        <Typography variant="caption" color="text.secondary" component="div" sx={{ ml: { xs: 0, sm: 6 }, mt: -0.5 }}>
          {help}
        </Typography>
      )}
    </Grid>
  );
}

export interface TChoice<T> {
  value: T;
  label: string;
  /** A second line: a price, "4 questions", "inactive". */
  caption?: string;
}

/** A set of ticks; the order of `selected` is kept, new ones go last. */
export function ChoiceChecks<T extends string | number>({
  legend,
  options,
  selected,
  onChange,
  readOnly,
  error,
  help,
  empty,
}: {
  legend: string;
  options: TChoice<T>[];
  selected: readonly T[];
  onChange: (next: T[]) => void;
  readOnly: boolean;
  error?: string;
  help?: ReactNode;
  /** Said instead of the boxes when there is nothing to choose from. */
  empty: string;
}) {
  return (
    <Grid size={12}>
      <FormControl component="fieldset" error={!!error} fullWidth>
        <FormLabel component="legend">{legend}</FormLabel>
        {options.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {empty}
          </Typography>
        ) : (
          <FormGroup>
            {options.map((o) => (
              <FormControlLabel
                key={o.value}
                sx={{ alignItems: 'flex-start', my: 0.25 }}
                label={
                  <span>
                    <Typography component="span" sx={{ overflowWrap: 'anywhere' }}>
                      {o.label}
                    </Typography>
                    {o.caption && (
                      <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                        {o.caption}
                      </Typography>
                    )}
                  </span>
                }
                control={
                  <Checkbox
                    sx={{ py: 0.5 }}
                    checked={selected.includes(o.value)}
                    disabled={readOnly}
                    onChange={(e) => onChange(e.target.checked ? [...selected, o.value] : selected.filter((v) => v !== o.value))}
                  />
                }
              />
            ))}
          </FormGroup>
        )}
        {(error ?? help) && <FormHelperText>{error ?? help}</FormHelperText>}
      </FormControl>
    </Grid>
  );
}
