import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FLOW_EDITOR_TEXT } from '@venue/shared/staff/booking-flows.schema';
import { useState } from 'react';
import { addTimeSlot, formatStartTime } from '@/features/staff-booking-flows/flow-form';

type TSlot = { start_time: string };

/** The start times a visitor may pick, as chips; a new one is typed in a time field ("HH:MM", PHT) and added. */
export function StartTimesField({
  slots,
  onChange,
  readOnly,
  error,
}: {
  slots: TSlot[];
  onChange: (next: TSlot[]) => void;
  readOnly: boolean;
  error?: string;
}) {
  const [time, setTime] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const add = () => {
    if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) return setProblem(FLOW_EDITOR_TEXT.timeSlot);
    if (slots.some((s) => s.start_time === time)) return setProblem(FLOW_EDITOR_TEXT.timeSlotTwice);
    setProblem(null);
    onChange(addTimeSlot(slots, time));
    setTime('');
  };
  const message = problem ?? error;
  return (
    <Grid size={12}>
      <FormControl component="fieldset" error={!!message} fullWidth>
        <FormLabel component="legend">Start times (PHT)</FormLabel>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', my: 1 }}>
          {slots.length === 0 && (
            <Typography variant="body2" color="text.secondary">
              No start times yet.
            </Typography>
          )}
          {slots.map((s) => {
            const label = formatStartTime(s.start_time);
            const remove = () => onChange(slots.filter((x) => x.start_time !== s.start_time));
            // Editable, the whole chip removes its time (its name says so); read-only, it only shows it.
            return readOnly ? (
              <Chip key={s.start_time} label={label} variant="outlined" />
            ) : (
              <Chip key={s.start_time} label={label} variant="outlined" onClick={remove} onDelete={remove} aria-label={`Remove ${label}`} />
            );
          })}
        </Stack>
        {!readOnly && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <TextField
              label="New start time"
              type="time"
              size="small"
              value={time}
              onChange={(e) => setTime(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  add();
                }
              }}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300 } }}
              sx={{ width: 170 }}
            />
            <Button variant="outlined" onClick={add}>
              Add Time
            </Button>
          </Stack>
        )}
        {message && <FormHelperText>{message}</FormHelperText>}
      </FormControl>
    </Grid>
  );
}
