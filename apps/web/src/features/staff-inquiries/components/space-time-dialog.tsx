import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { inquirySpacesQuery } from '@/features/staff-inquiries/api/staff-inquiries.queries';

export interface TSpaceTime {
  space: number;
  /** Asia/Manila wall-clock with its offset, as the API takes it. */
  start: string;
  end: string;
}
export type TSpaceTimeErrors = Partial<Record<'space' | 'start' | 'end' | 'form', string>>;

const SHRINK = { inputLabel: { shrink: true } } as const;
const pht = (day: string, time: string) => `${day}T${time}:00+08:00`;

/**
 * Chooses a space and a time on the venue's clock (PHT): the event an inquiry becomes, or its site visit. The end
 * day follows the start day unless changed, so an evening that runs past midnight is two fields away.
 */
export function SpaceTimeDialog(props: {
  title: string;
  text: string;
  submitLabel: string;
  pendingLabel: string;
  day: string;
  startTime: string;
  endTime: string;
  pending: boolean;
  errors: TSpaceTimeErrors;
  onSubmit: (v: TSpaceTime) => void;
  onClose: () => void;
}) {
  const spaces = useQuery(inquirySpacesQuery());
  const [v, setV] = useState({ space: '', date: props.day, start: props.startTime, endDate: props.day, end: props.endTime });
  const [local, setLocal] = useState<TSpaceTimeErrors>({});
  const errors = { ...props.errors, ...local };
  const set = (field: keyof typeof v) => (e: { target: { value: string } }) =>
    setV((prev) => ({ ...prev, [field]: e.target.value, ...(field === 'date' && prev.endDate === prev.date ? { endDate: e.target.value } : {}) }));
  const submit = () => {
    const found: TSpaceTimeErrors = {};
    if (!v.space) found.space = 'Choose a space';
    if (!v.date || !v.start) found.start = 'Choose when it starts';
    if (!v.endDate || !v.end) found.end = 'Choose when it ends';
    else if (`${v.endDate}T${v.end}` <= `${v.date}T${v.start}`) found.end = 'The end must be after the start.';
    setLocal(found);
    if (Object.keys(found).length === 0) props.onSubmit({ space: Number(v.space), start: pht(v.date, v.start), end: pht(v.endDate, v.end) });
  };
  return (
    <Dialog
      open
      onClose={props.pending ? undefined : props.onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="space-time-title"
      aria-describedby="space-time-text"
    >
      <DialogTitle id="space-time-title">{props.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="space-time-text" sx={{ mb: 2 }}>
          {props.text}
        </DialogContentText>
        <Stack spacing={2}>
          {errors.form && <Alert severity="error">{errors.form}</Alert>}
          <TextField select label="Space" value={v.space} onChange={set('space')} error={!!errors.space} helperText={errors.space} required>
            {(spaces.data ?? [])
              .filter((s) => s.is_active)
              .map((s) => (
                <MenuItem key={s.id} value={String(s.id)}>
                  {s.name}
                </MenuItem>
              ))}
          </TextField>
          <DayAndTime dayLabel="Day" day={v.date} onDay={set('date')} timeLabel="From" time={v.start} onTime={set('start')} error={errors.start} />
          <DayAndTime dayLabel="Until (day)" day={v.endDate} onDay={set('endDate')} timeLabel="Until" time={v.end} onTime={set('end')} error={errors.end} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose} disabled={props.pending}>
          Cancel
        </Button>
        <Button variant="contained" onClick={submit} disabled={props.pending}>
          {props.pending ? props.pendingLabel : props.submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

type TChange = (e: { target: { value: string } }) => void;

/** A day and a time side by side (one under the other on a phone); the error shows under the time. */
function DayAndTime(p: { dayLabel: string; day: string; onDay: TChange; timeLabel: string; time: string; onTime: TChange; error?: string }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField type="date" label={p.dayLabel} value={p.day} onChange={p.onDay} slotProps={SHRINK} fullWidth required />
      <TextField
        type="time"
        label={p.timeLabel}
        value={p.time}
        onChange={p.onTime}
        slotProps={SHRINK}
        error={!!p.error}
        helperText={p.error}
        fullWidth
        required
      />
    </Stack>
  );
}
