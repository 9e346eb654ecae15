import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { dayLoad, type TBookingOption } from '@venue/shared/booking/day-load';
import { wizardDayState } from '@venue/shared/booking/wizard-day';
import type { TCalendarEntry } from '@venue/shared/booking/flow.schema';
import { formatDayLabel, formatMonthTitle, formatShortDay, monthDays, shiftMonth } from '@/features/booking/schedule-times';

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
  /** The venue's booking window (null until known) and the flow's packages: days the server would refuse are closed. */
  window: { min_advance_days: number; max_advance_days: number } | null;
  packages: readonly { is_active: boolean; advance_booking_days: number | null; maximum_booking_days: number | null }[];
}

/** "December 2 to 8: Minimum 7 days advance booking required": each run of closed days of the month, with its reason. */
function closedRuns(days: readonly string[], reasonOf: (day: string) => string | null) {
  const runs: { from: string; to: string; reason: string }[] = [];
  for (const day of days) {
    const reason = reasonOf(day);
    const last = runs[runs.length - 1];
    if (reason && last && last.reason === reason && last.to === days[days.indexOf(day) - 1]) last.to = day;
    else if (reason) runs.push({ from: day, to: day, reason });
  }
  return runs;
}

const kindsOn = (day: string, entries: TCalendarEntry[]) => new Set(entries.filter((e) => e.start_date <= day && day <= e.end_date).map((e) => e.kind));

/** The month's existing bookings, never whose: a day with any is marked, and the step lists its taken times. */
export function MonthCalendar({ month, onMonth, selected, onSelect, entries, firstDay, option, window, packages }: TProps) {
  const { leading, days } = monthDays(month);
  // The visitor's own hold does not stand in their way.
  const blocked = entries.filter((e) => e.kind !== 'yours').map((e) => ({ facility_id: e.facility_id, from: new Date(e.starts_at), to: new Date(e.ends_at) }));
  const stateOf = (day: string) => wizardDayState(day, firstDay, window, packages, day >= firstDay && dayLoad(day, [option], blocked) === 'full');
  const reasonOf = (day: string) => {
    const s = stateOf(day);
    return s.open ? null : s.reason;
  };
  // Past days and full ones speak for themselves (greyed, struck through); the others say why beside the month.
  const notes = closedRuns(days, (d) => {
    const r = reasonOf(d);
    return r === 'Past date' || r === 'Fully booked' ? null : r;
  });
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
          const reason = reasonOf(day);
          const full = reason === 'Fully booked';
          const closed = reason !== null && reason !== 'Past date' && !full;
          const state = kinds.has('yours') ? 'Your hold' : reason && reason !== 'Past date' ? reason : kinds.size > 0 ? 'Has bookings' : '';
          const isSelected = day === selected;
          return (
            <ButtonBase
              key={day}
              data-day={day}
              title={closed || full ? (reason ?? undefined) : undefined}
              disabled={day < firstDay || ((full || closed) && !isSelected)}
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
                color: isSelected ? 'primary.contrastText' : day < firstDay || full || closed ? 'text.disabled' : 'text.primary',
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
      {notes.length > 0 && (
        <Box component="ul" data-testid="closed-days" sx={{ m: 0, mt: 1, pl: 2.5, typography: 'body2', color: 'text.secondary' }}>
          {notes.map((n) => (
            <li key={n.from}>
              {n.from === n.to ? formatShortDay(n.from) : `${formatShortDay(n.from)} to ${formatShortDay(n.to)}`}: {n.reason}
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
