import type { TDayAvailability } from '@venue/shared/events/day-availability';
import Box from '@mui/material/Box';
import { memo } from 'react';
import { formatLongDay } from '@/features/availability/calendar-dates';

/** Short on-cell forms of the spec's reasons; the full reason is in the accessible name and the notice. */
const SHORT_REASON: [RegExp, string][] = [
  [/^Past/, 'Past'],
  [/^Minimum/, 'Too soon'],
  [/^Maximum/, 'Not open'],
  [/^Fully booked/, 'Booked'],
];
const shortReason = (reason: string) => SHORT_REASON.find(([re]) => re.test(reason))?.[1] ?? reason;

export function dayLabel(day: string, state: TDayAvailability): string {
  const status = state.available ? (state.hasEvents ? 'Available, Has Events' : 'Available') : state.reason;
  return `${formatLongDay(day)}, ${status}`;
}

interface TProps {
  day: string;
  state: TDayAvailability;
  isToday: boolean;
  selected: boolean;
  onSelect: (day: string, state: TDayAvailability) => void;
}

export const CalendarDay = memo(function CalendarDay({ day, state, isToday, selected, onSelect }: TProps) {
  const booked = !state.available && state.reason === 'Fully booked';
  const past = !state.available && state.reason === 'Past date';
  // Past days need no label: their muted look says enough and keeps the month readable.
  const note = state.available ? (state.hasEvents ? 'Has Events' : '') : past ? '' : shortReason(state.reason);
  return (
    <Box
      component="button"
      type="button"
      data-day={day}
      aria-label={dayLabel(day, state)}
      aria-pressed={selected}
      title={state.available ? undefined : state.reason}
      onClick={() => onSelect(day, state)}
      sx={(theme) => ({
        position: 'relative',
        width: '100%',
        height: { xs: 44, sm: 68 },
        p: { xs: 0.25, sm: 1.25 },
        display: 'flex',
        flexDirection: 'column',
        alignItems: { xs: 'center', sm: 'flex-start' },
        justifyContent: { xs: 'center', sm: 'space-between' },
        gap: 0.25,
        font: 'inherit',
        textAlign: 'left',
        cursor: 'pointer',
        borderRadius: { xs: '8px', sm: '12px' },
        border: '1px solid',
        transition: 'background-color 150ms ease, border-color 150ms ease, transform 150ms ease',
        '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.main', outlineOffset: 2 },
        ...(state.available
          ? {
              bgcolor: 'background.paper',
              color: 'text.primary',
              borderColor: 'rgba(46,94,62,0.28)',
              '&:hover': { bgcolor: 'rgba(46,94,62,0.08)', borderColor: 'primary.main' },
              ...theme.applyStyles('dark', {
                borderColor: 'rgba(127,179,140,0.35)',
                '&:hover': { bgcolor: 'rgba(127,179,140,0.12)', borderColor: 'primary.main' },
              }),
            }
          : booked
            ? {
                color: '#7A2E22',
                borderColor: 'rgba(160,60,45,0.35)',
                background: 'repeating-linear-gradient(135deg, rgba(160,60,45,0.08) 0 6px, rgba(160,60,45,0.14) 6px 12px)',
                ...theme.applyStyles('dark', { color: '#F2B8AC', borderColor: 'rgba(242,184,172,0.35)' }),
              }
            : {
                color: '#5F6B62',
                borderColor: 'transparent',
                bgcolor: past ? 'transparent' : 'rgba(30,42,34,0.05)',
                ...theme.applyStyles('dark', { color: '#A9B5AC', bgcolor: past ? 'transparent' : 'rgba(255,255,255,0.05)' }),
              }),
        ...(isToday && { boxShadow: `inset 0 0 0 2px ${'var(--venue-palette-secondary-main)'}` }),
        ...(selected && {
          bgcolor: state.available ? 'primary.main' : undefined,
          color: state.available ? 'primary.contrastText' : undefined,
          borderColor: state.available ? 'primary.main' : 'currentColor',
          '&:hover': {},
        }),
      })}
    >
      <Box
        component="span"
        aria-hidden
        sx={{ fontSize: { xs: '0.95rem', sm: '1.05rem' }, fontWeight: past ? 500 : 700, textDecoration: booked ? 'line-through' : 'none' }}
      >
        {Number(day.slice(8, 10))}
      </Box>
      {note && (
        <Box
          component="span"
          aria-hidden
          sx={{ display: { xs: 'none', sm: 'block' }, fontSize: '0.7rem', fontWeight: 600, lineHeight: 1.2, letterSpacing: 0.2 }}
        >
          {note}
        </Box>
      )}
      {state.hasEvents && state.available && (
        <Box
          component="span"
          aria-hidden
          sx={{ position: 'absolute', top: { xs: 4, sm: 8 }, right: { xs: 4, sm: 8 }, width: 7, height: 7, borderRadius: '50%', bgcolor: '#C9A227' }}
        />
      )}
    </Box>
  );
});
