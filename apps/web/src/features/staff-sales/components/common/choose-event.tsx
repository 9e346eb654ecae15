import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TStaffEvent } from '@venue/shared/staff/staff-event.schema';
import { useState } from 'react';
import { EventPicker } from '@/features/staff-sales/components/common/event-picker';

/** The first step of a new quote or contract: which event it is for. */
export function ChooseEvent({ prompt, onChoose }: { prompt: string; onChoose: (event: TStaffEvent) => void }) {
  const [event, setEvent] = useState<TStaffEvent | null>(null);
  return (
    <Paper variant="outlined" sx={{ p: 3, maxWidth: 640 }}>
      <Stack spacing={2} component="form" aria-label="Choose the event" onSubmit={(e) => (e.preventDefault(), event && onChoose(event))}>
        <Typography>{prompt}</Typography>
        <EventPicker value={event} onChange={setEvent} helperText="Search by event name, client name, e-mail or company" />
        <div>
          <Button type="submit" variant="contained" disabled={!event}>
            Continue
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}
