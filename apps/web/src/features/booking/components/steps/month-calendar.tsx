import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { dayLoad, type TBookingOption } from '@venue/shared/booking/day-load';
import type { TCalendarEntry } from '@venue/shared/booking/flow.schema';
import { formatDayLabel, formatMonthTitle, monthDays, shiftMonth } from '@/features/booking/schedule-times';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

interface TProps {
  month: string;
  onMonth: (month: string) => void;
  selected: string;
  onSelect: (day: string) => void;
  entries: TCalendarEntry[];
  /** Days before this one cannot be chosen. */
  firstDay: string;
  /** The event type's way to book: a day where it fits nowhere is full (shared dayLoad, the server's rule). */
  option: TBookingOption;
}

const kindsOn = (day: string, entries: TCalendarEntry[]) => new Set(entries.filter((e) => e.start_date <= day && day <= e.end_date).map((e) => e.kind));

/** The month's existing bookings, never whose: a day with any is marked, and the step lists its taken times. */
export function MonthCalendar({ month, onMonth, selected, onSelect, entries, firstDay, option }: TProps) {
  const { leading, days } = monthDays(month);
  // The visitor's own hold does not stand in their way.
  const blocked = entries.filter((e) => e.kind !== 'yours').map((e) => ({ facility_id: e.facility_id, from: new Date(e.starts_at), to: new Date(e.ends_at) }));
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <IconButton aria-label="Previous month" onClick={() => onMonth(shiftMonth(month, -1))} disabled={month <= firstDay.slice(0, 7)}>
          <ChevronLeftIcon />
        </IconButton>
        <Typography component="h3" variant="h6" aria-live="polite">
          {formatMonthTitle(month)}
        </Typography>
        <IconButton aria-label="Next month" onClick={() => onMonth(shiftMonth(month, 1))}>
          <ChevronRightIcon />
        </IconButton>
      </Box>
      <Box role="group" aria-label={`Dates in ${formatMonthTitle(month)}`} sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', gap: 0.5 }}>
        {WEEKDAYS.map((d) => (
          <Typography key={d} aria-hidden variant="caption" sx={{ textAlign: 'center', color: 'text.secondary', fontWeight: 600 }}>
            {d}
          </Typography>
        ))}
        {Array.from({ length: leading }, (_, i) => (
          <span key={`blank-${i}`} />
        ))}
        {days.map((day) => {
          const kinds = kindsOn(day, entries);
          const full = day >= firstDay && dayLoad(day, [option], blocked) === 'full';
          const state = kinds.has('yours') ? 'Your hold' : full ? 'Fully booked' : kinds.size > 0 ? 'Has bookings' : '';
          const isSelected = day === selected;
          return (
            <ButtonBase
              key={day}
              data-day={day}
              disabled={day < firstDay || (full && !isSelected)}
              onClick={() => onSelect(day)}
              aria-pressed={isSelected}
              aria-label={`${formatDayLabel(day)}${state ? `, ${state}` : ''}`}
              sx={{
                aspectRatio: '1',
                minHeight: 40,
                borderRadius: 2,
                flexDirection: 'column',
                border: 1,
                borderColor: isSelected ? 'primary.main' : 'divider',
                bgcolor: isSelected ? 'primary.main' : 'transparent',
                color: isSelected ? 'primary.contrastText' : day < firstDay || full ? 'text.disabled' : 'text.primary',
                textDecoration: full ? 'line-through' : undefined,
                fontWeight: isSelected ? 700 : 400,
              }}
            >
              {Number(day.slice(8))}
              {kinds.size > 0 && (
                <Box
                  component="span"
                  aria-hidden
                  sx={{ width: 6, height: 6, borderRadius: '50%', bgcolor: isSelected ? 'currentColor' : kinds.has('yours') ? 'success.main' : 'warning.main' }}
                />
              )}
            </ButtonBase>
          );
        })}
      </Box>
    </Box>
  );
}
