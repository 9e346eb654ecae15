import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { Link as RouterLink } from 'react-router';
import { formatDay } from '@/components/staff/staff-format';
import { manilaInstant } from '@/features/staff-calendar/calendar-view';
import type { TBlockDraft } from '@/features/staff-calendar/components/block-dialog';
import { formatVenueDate } from '@/lib/venue-date';

const clock = (day: string, time: string) => formatVenueDate(manilaInstant(day, time), 'h:mm a');

/** An empty slot picked on the calendar: book an event there, or block the time. */
export function SlotDialog({ slot, spaceName, onBlock, onClose }: { slot: TBlockDraft; spaceName: string | null; onBlock: () => void; onClose: () => void }) {
  const query = new URLSearchParams({ date: slot.date, ...(slot.space ? { facility: String(slot.space) } : {}) });
  if (slot.start !== '00:00' || slot.end !== '00:00') {
    query.set('start', slot.start);
    query.set('end', slot.end);
  }
  const timed = query.has('start');
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="slot-title" aria-describedby="slot-text">
      <DialogTitle id="slot-title">{formatDay(slot.date)}</DialogTitle>
      <DialogContent>
        <DialogContentText id="slot-text">
          {spaceName ?? 'Any space'}
          {timed ? `, ${clock(slot.date, slot.start)} to ${clock(slot.endDate, slot.end)}` : ''}: book an event for a client here, or keep the time free of
          bookings.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button onClick={onBlock}>Block This Time</Button>
        <Button variant="contained" component={RouterLink} to={`/staff/events/new?${query.toString()}`}>
          Book an Event Here
        </Button>
      </DialogActions>
    </Dialog>
  );
}
