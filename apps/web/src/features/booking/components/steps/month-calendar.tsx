import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
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
}

const kindsOn = (day: string, entries: TCalendarEntry[]) => new Set(entries.filter((e) => e.start_date <= day && day <= e.end_date).map((e) => e.kind));

/** The month's existing bookings, never whose: a day with any is marked, and the step lists its taken times. */
export function MonthCalendar({ month, onMonth, selected, onSelect, entries, firstDay }: TProps) {
  const { leading, days } = monthDays(month);
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
          const state = kinds.has('yours') ? 'Your hold' : kinds.size > 0 ? 'Has bookings' : '';
          const isSelected = day === selected;
          return (
            <ButtonBase
              key={day}
              data-day={day}
              disabled={day < firstDay}
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
                color: isSelected ? 'primary.contrastText' : day < firstDay ? 'text.disabled' : 'text.primary',
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
