import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Rating from '@mui/material/Rating';
import TextField from '@mui/material/TextField';
import type { TBookingQuestionnaireField } from '@venue/shared/booking/questionnaire.schema';
import { useId, type ReactNode } from 'react';

export type TAnswer = string | number | boolean | string[] | null | undefined;

interface TProps {
  field: TBookingQuestionnaireField;
  value: TAnswer;
  onChange: (value: TAnswer) => void;
  error?: string;
  /** The file input, which the step owns (it uploads). */
  fileInput?: ReactNode;
}

const INPUT_TYPE: Partial<Record<TBookingQuestionnaireField['type'], string>> = { email: 'email', phone: 'tel', date: 'date', time: 'time', number: 'text' };

/**
 * One questionnaire field by its type (spec: text ... rating 1-5); the shared rules judge the answer. Shared by the
 * booking wizard and the questionnaire builder's preview, so admins see the form exactly as clients do.
 */
export function QuestionField({ field, value, onChange, error, fileInput }: TProps) {
  const labelId = useId();
  const helper = error ?? (field.help_text || undefined);
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  const group = (control: ReactNode) => (
    <FormControl error={!!error} required={field.required}>
      <FormLabel id={labelId}>{field.name}</FormLabel>
      {control}
      {helper && <FormHelperText>{helper}</FormHelperText>}
    </FormControl>
  );

  switch (field.type) {
    case 'boolean':
      return (
        <FormControl error={!!error}>
          <FormControlLabel control={<Checkbox checked={value === true} onChange={(e) => onChange(e.target.checked)} />} label={field.name} />
          {helper && <FormHelperText>{helper}</FormHelperText>}
        </FormControl>
      );
    case 'radio':
      return group(
        <RadioGroup aria-labelledby={labelId} value={text} onChange={(e) => onChange(e.target.value)}>
          {field.options.map((o) => (
            <FormControlLabel key={o} value={o} control={<Radio />} label={o} />
          ))}
        </RadioGroup>,
      );
    case 'multi-select': {
      const picked = Array.isArray(value) ? value : [];
      return group(
        <div role="group" aria-labelledby={labelId}>
          {field.options.map((o) => (
            <FormControlLabel
              key={o}
              control={<Checkbox checked={picked.includes(o)} onChange={(e) => onChange(e.target.checked ? [...picked, o] : picked.filter((p) => p !== o))} />}
              label={o}
            />
          ))}
        </div>,
      );
    }
    case 'rating':
      return group(<Rating aria-labelledby={labelId} value={Number(value) || null} max={5} onChange={(_e, v) => onChange(v ?? null)} />);
    case 'file':
      return group(fileInput);
    case 'select':
      return (
        <TextField
          select
          label={field.name}
          required={field.required}
          value={text}
          onChange={(e) => onChange(e.target.value)}
          error={!!error}
          helperText={helper}
        >
          {field.options.map((o) => (
            <MenuItem key={o} value={o}>
              {o}
            </MenuItem>
          ))}
        </TextField>
      );
    default:
      return (
        <TextField
          label={field.name}
          required={field.required}
          type={INPUT_TYPE[field.type] ?? 'text'}
          multiline={field.type === 'textarea'}
          minRows={field.type === 'textarea' ? 3 : undefined}
          placeholder={field.placeholder || undefined}
          value={text}
          onChange={(e) => onChange(e.target.value)}
          error={!!error}
          helperText={helper}
          slotProps={{
            inputLabel: field.type === 'date' || field.type === 'time' ? { shrink: true } : undefined,
            htmlInput: field.type === 'number' ? { inputMode: 'decimal' } : undefined,
          }}
        />
      );
  }
}
