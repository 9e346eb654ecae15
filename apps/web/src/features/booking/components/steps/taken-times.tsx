import Typography from '@mui/material/Typography';
import type { TCalendarEntry } from '@venue/shared/booking/flow.schema';
import { formatDayLabel, formatVenueTime } from '@/features/booking/schedule-times';

const KIND_LABEL = { booked: 'Booked', held: 'Being booked', yours: 'Held for you' } as const;

/** The chosen day's taken times (others' with their buffers, the visitor's own hold as its own hours), so a visitor picks a free start before pressing Next. */
export function TakenTimes({ day, entries, facilityId }: { day: string; entries: TCalendarEntry[]; facilityId: number | null }) {
  const taken = entries.filter((e) => e.start_date <= day && day <= e.end_date && (facilityId === null || e.facility_id === facilityId));
  return (
    <div aria-live="polite">
      <Typography variant="subtitle2" component="h3">
        {formatDayLabel(day)}
      </Typography>
      {taken.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No bookings yet on this day.
        </Typography>
      ) : (
        <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
          {taken.map((e) => (
            <li key={`${e.facility_id}-${e.starts_at}`}>
              <Typography variant="body2">
                {formatVenueTime(new Date(e.starts_at))} – {formatVenueTime(new Date(e.ends_at))}: {e.facility_name} ({KIND_LABEL[e.kind]})
              </Typography>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
