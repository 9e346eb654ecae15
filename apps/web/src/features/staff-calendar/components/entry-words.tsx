import type { TCalendarEntry } from '@venue/shared/staff/calendar.schema';
import { ToneChip } from '@/components/feedback/tone-chip';
import { formatVenueDate } from '@/lib/venue-date';

/** Each state's colour, the same in the grid, the agenda and the entry's details. */
export const ENTRY_TONE: Record<TCalendarEntry['status'], 'success' | 'warning' | 'info' | 'default' | 'error'> = {
  CONFIRMED: 'success',
  IN_PROGRESS: 'success',
  COMPLETED: 'default',
  DRAFT: 'warning',
  HELD: 'info',
  BLOCKED: 'default',
  CANCELLED: 'error',
};

export const EntryChip = ({ entry }: { entry: TCalendarEntry }) => (
  <ToneChip size="small" variant="outlined" color={ENTRY_TONE[entry.status]} label={entry.status_display} />
);

/** "Sat, Jan 16, 10:00 AM – 10:00 PM", or both days when it runs overnight. */
export function entryWhen(e: TCalendarEntry): string {
  const sameDay = e.starts_at.slice(0, 10) === e.ends_at.slice(0, 10);
  const start = formatVenueDate(e.starts_at, 'EEE, MMM d, yyyy, h:mm a');
  const end = formatVenueDate(e.ends_at, sameDay ? 'h:mm a' : 'EEE, MMM d, yyyy, h:mm a');
  return `${start} – ${end}`;
}
