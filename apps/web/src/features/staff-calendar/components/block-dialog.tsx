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
import { CALENDAR_TEXT } from '@venue/shared/staff/calendar.schema';
import { useState } from 'react';
import { useToast } from '@/components/feedback/toast-context';
import { formatInstant } from '@/components/staff/staff-format';
import { useCreateBlock } from '@/features/staff-calendar/api/use-block-mutations';
import { manilaInstant } from '@/features/staff-calendar/calendar-view';
import { firstFieldError } from '@/lib/server-detail';

export interface TBlockDraft {
  space: number | null;
  date: string;
  start: string;
  endDate: string;
  end: string;
}

type TErrors = Partial<Record<'space' | 'start' | 'end' | 'reason' | 'form', string>>;

/** Closes a space for a time (maintenance, a private tour): nobody can book it then; the public sees "Reserved". */
export function BlockDialog({ draft, spaces, onClose }: { draft: TBlockDraft; spaces: readonly { id: number; name: string }[]; onClose: () => void }) {
  const create = useCreateBlock();
  const toast = useToast();
  const [v, setV] = useState({ ...draft, space: draft.space === null ? '' : String(draft.space), reason: '' });
  const [errors, setErrors] = useState<TErrors>({});
  const set = (field: keyof typeof v) => (e: { target: { value: string } }) => setV((prev) => ({ ...prev, [field]: e.target.value }));

  const submit = () => {
    const found: TErrors = {};
    if (!v.space) found.space = 'Choose a space';
    if (!v.date || !v.start) found.start = 'Choose when the block starts';
    if (!v.endDate || !v.end) found.end = 'Choose when the block ends';
    else if (`${v.endDate}T${v.end}` <= `${v.date}T${v.start}`) found.end = 'The end must be after the start.';
    if (!v.reason.trim()) found.reason = CALENDAR_TEXT.reasonRequired;
    setErrors(found);
    if (Object.keys(found).length) return;
    create.mutate(
      { space: Number(v.space), start: manilaInstant(v.date, v.start), end: manilaInstant(v.endDate, v.end), reason: v.reason.trim() },
      {
        onSuccess: (b) => {
          toast({
            severity: 'success',
            title: 'Space Blocked',
            message: `${b.space.name} is closed from ${formatInstant(b.start)} to ${formatInstant(b.end)}.`,
          });
          onClose();
        },
        onError: (e) =>
          setErrors({
            space: firstFieldError(e, 'space') ?? undefined,
            start: firstFieldError(e, 'start') ?? undefined,
            end: firstFieldError(e, 'end') ?? undefined,
            reason: firstFieldError(e, 'reason') ?? undefined,
            form: e.message,
          }),
      },
    );
  };

  return (
    <Dialog open onClose={create.isPending ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="block-title" aria-describedby="block-text">
      <DialogTitle id="block-title">Block Time</DialogTitle>
      <DialogContent>
        <DialogContentText id="block-text" sx={{ mb: 2 }}>
          Nobody can book the space then, with its usual time kept free before and after. Visitors see the time as reserved; the reason stays with the team.
        </DialogContentText>
        <Stack spacing={2}>
          {errors.form && <Alert severity="error">{errors.form}</Alert>}
          <TextField select label="Space" value={v.space} onChange={set('space')} error={!!errors.space} helperText={errors.space} required>
            {spaces.map((s) => (
              <MenuItem key={s.id} value={String(s.id)}>
                {s.name}
              </MenuItem>
            ))}
          </TextField>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField type="date" label="From" value={v.date} onChange={set('date')} slotProps={{ inputLabel: { shrink: true } }} fullWidth required />
            <TextField
              type="time"
              label="Starting at"
              value={v.start}
              onChange={set('start')}
              slotProps={{ inputLabel: { shrink: true } }}
              error={!!errors.start}
              helperText={errors.start}
              fullWidth
              required
            />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField type="date" label="Until" value={v.endDate} onChange={set('endDate')} slotProps={{ inputLabel: { shrink: true } }} fullWidth required />
            <TextField
              type="time"
              label="Ending at"
              value={v.end}
              onChange={set('end')}
              slotProps={{ inputLabel: { shrink: true } }}
              error={!!errors.end}
              helperText={errors.end}
              fullWidth
              required
            />
          </Stack>
          <TextField
            label="Reason (for the team)"
            value={v.reason}
            onChange={set('reason')}
            error={!!errors.reason}
            helperText={errors.reason ?? 'For example: roof repairs, a private tour, the owners’ own use.'}
            slotProps={{ htmlInput: { maxLength: 200 } }}
            required
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={create.isPending}>
          Cancel
        </Button>
        <Button variant="contained" onClick={submit} disabled={create.isPending}>
          {create.isPending ? 'Blocking...' : 'Block Time'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
