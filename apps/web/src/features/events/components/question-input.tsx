import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Rating from '@mui/material/Rating';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { TQuestionField } from '@venue/shared/events/questionnaire.schema';
import { useId } from 'react';

interface TProps {
  field: TQuestionField;
  /** The stored form of the answer: multi-select comma-joined, booleans 'true' or 'false', '' when unanswered. */
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

const INPUT_TYPE: Partial<Record<TQuestionField['type'], string>> = { email: 'email', phone: 'tel', number: 'number', date: 'date', time: 'time' };

/** One questionnaire field, drawn as the input its type calls for (a file question is the form's own: it uploads). */
export function QuestionInput({ field, value, error, onChange }: TProps) {
  const id = useId();
  const help = error ?? (field.help_text || undefined);
  const label = field.name;

  if (field.type === 'boolean') {
    return (
      <FormControl error={!!error}>
        <FormControlLabel control={<Switch checked={value === 'true'} onChange={(e) => onChange(String(e.target.checked))} />} label={label} />
        {help && <FormHelperText>{help}</FormHelperText>}
      </FormControl>
    );
  }

  if (field.type === 'rating') {
    return (
      <FormControl component="fieldset" error={!!error} required={field.required}>
        <FormLabel component="legend" id={id}>
          {label}
        </FormLabel>
        <Rating aria-labelledby={id} value={Number(value) || null} max={5} onChange={(_e, v) => onChange(v ? String(v) : '')} />
        {help && <FormHelperText>{help}</FormHelperText>}
      </FormControl>
    );
  }

  if (field.type === 'multi-select' || field.type === 'radio') {
    const picked = value ? value.split(',') : [];
    const toggle = (option: string, on: boolean) => onChange(field.options.filter((o) => (o === option ? on : picked.includes(o))).join(','));
    return (
      <FormControl component="fieldset" error={!!error} required={field.required}>
        <FormLabel component="legend" id={id}>
          {label}
        </FormLabel>
        {field.type === 'radio' ? (
          <RadioGroup aria-labelledby={id} value={value} onChange={(e) => onChange(e.target.value)}>
            {field.options.map((o) => (
              <FormControlLabel key={o} value={o} control={<Radio />} label={o} />
            ))}
          </RadioGroup>
        ) : (
          <FormGroup>
            {field.options.map((o) => (
              <FormControlLabel key={o} control={<Checkbox checked={picked.includes(o)} onChange={(e) => toggle(o, e.target.checked)} />} label={o} />
            ))}
          </FormGroup>
        )}
        {help && <FormHelperText>{help}</FormHelperText>}
      </FormControl>
    );
  }

  const common = {
    label,
    value,
    required: field.required,
    error: !!error,
    helperText: help,
    fullWidth: true,
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => onChange(e.target.value),
  };
  if (field.type === 'select') {
    return (
      <TextField select {...common}>
        <MenuItem value="">
          <em>No answer</em>
        </MenuItem>
        {field.options.map((o) => (
          <MenuItem key={o} value={o}>
            {o}
          </MenuItem>
        ))}
      </TextField>
    );
  }
  if (field.type === 'textarea') return <TextField {...common} multiline minRows={3} />;
  // Date and time inputs draw their own placeholder, so the label must stay above them.
  const shrink = field.type === 'date' || field.type === 'time' ? { inputLabel: { shrink: true } } : undefined;
  return <TextField {...common} type={INPUT_TYPE[field.type] ?? 'text'} slotProps={shrink} />;
}
