import { DEFAULT_MAX_ADVANCE_DAYS } from '@venue/shared/site/venue';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { dayAvailability, type TDayAvailability } from '@venue/shared/events/day-availability';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { availabilityRangeQuery, dayLoadsQuery } from '@/features/availability/api/availability.queries';
import { bookingWindowQuery } from '@/lib/booking-window';
import { addDays, formatLongDay, formatMonth, monthGrid, monthOf, monthRange, shiftMonth, venueToday, WEEKDAYS } from '@/features/availability/calendar-dates';
import { CalendarDay } from '@/features/availability/components/calendar-day';

/** Spec section 9: an available date leads to the booking page after half a second. */
export const AVAILABLE_REDIRECT_MS = 500;
export const LOAD_FAILURE = 'Unable to load availability data. Please try again later.';

type TChoice = { day: string; state: TDayAvailability };

/** Month view of bookable days (landing section 4). Rules come from the shared `dayAvailability`. */
export function AvailabilityCalendar() {
  const navigate = useNavigate();
  const [today] = useState(venueToday);
  const [month, setMonth] = useState(() => monthOf(today));
  const [choice, setChoice] = useState<TChoice | null>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const { start, end } = monthRange(month);

  const windowQuery = useQuery(bookingWindowQuery());
  const eventsQuery = useQuery({ ...availabilityRangeQuery(start, end), placeholderData: keepPreviousData });
  const loadsQuery = useQuery({ ...dayLoadsQuery(start, end), placeholderData: keepPreviousData });
  const bookingWindow = windowQuery.data;
  const failed = windowQuery.isError || eventsQuery.isError || loadsQuery.isError;
  const ready = !!bookingWindow && !!eventsQuery.data && !!loadsQuery.data;

  const { leading, days } = useMemo(() => monthGrid(month), [month]);
  const states = useMemo(
    () =>
      bookingWindow && eventsQuery.data && loadsQuery.data
        ? days.map((day) => dayAvailability(day, today, bookingWindow, eventsQuery.data, loadsQuery.data.get(day)))
        : null,
    [bookingWindow, days, eventsQuery.data, loadsQuery.data, today],
  );

  const firstMonth = monthOf(today);
  const lastMonth = monthOf(addDays(today, bookingWindow?.max_advance_days ?? DEFAULT_MAX_ADVANCE_DAYS));

  useEffect(() => {
    if (!choice?.state.available) return;
    const timer = window.setTimeout(() => navigate(`/booking?date=${choice.day}`), AVAILABLE_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [choice, navigate]);

  const select = useCallback((day: string, state: TDayAvailability) => setChoice({ day, state }), []);

  // Arrow keys move between days like a paper calendar; Tab still reaches every day.
  const onGridKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 }[event.key];
    const current = (event.target as HTMLElement).dataset.day;
    if (!step || !current) return;
    const target = gridRef.current?.querySelector<HTMLButtonElement>(`[data-day="${addDays(current, step)}"]`);
    if (target) {
      event.preventDefault();
      target.focus();
    }
  };

  const changeMonth = (by: number) => {
    setMonth((m) => shiftMonth(m, by));
    setChoice(null);
  };

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: { xs: 2, sm: 3 } }}>
        <IconButton aria-label="Previous month" onClick={() => changeMonth(-1)} disabled={month <= firstMonth} sx={{ border: 1, borderColor: 'divider' }}>
          <ChevronLeftIcon />
        </IconButton>
        <Typography id="calendar-month" variant="h5" component="h3" aria-live="polite" sx={{ fontFamily: 'Georgia, serif', fontWeight: 600 }}>
          {formatMonth(month)}
        </Typography>
        <IconButton aria-label="Next month" onClick={() => changeMonth(1)} disabled={month >= lastMonth} sx={{ border: 1, borderColor: 'divider' }}>
          <ChevronRightIcon />
        </IconButton>
      </Box>

      {failed ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void Promise.all([windowQuery.refetch(), eventsQuery.refetch()])}>
              Try again
            </Button>
          }
        >
          {LOAD_FAILURE}
        </Alert>
      ) : (
        <>
          <Box aria-hidden sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', gap: { xs: 0.5, sm: 1 }, mb: 1 }}>
            {WEEKDAYS.map((d) => (
              <Box
                key={d}
                sx={{ textAlign: 'center', fontSize: '0.75rem', fontWeight: 700, letterSpacing: 1, textTransform: 'uppercase', color: 'text.secondary' }}
              >
                {d}
              </Box>
            ))}
          </Box>
          <Box
            ref={gridRef}
            role="group"
            aria-labelledby="calendar-month"
            aria-busy={!ready || eventsQuery.isPlaceholderData || loadsQuery.isPlaceholderData}
            onKeyDown={onGridKeyDown}
            sx={{
              display: 'grid',
              gridTemplateColumns: 'repeat(7, 1fr)',
              gap: { xs: 0.5, sm: 1 },
              opacity: eventsQuery.isPlaceholderData ? 0.6 : 1,
              transition: 'opacity 150ms ease',
            }}
          >
            {Array.from({ length: leading }, (_, i) => (
              <Box key={`blank-${i}`} />
            ))}
            {days.map((day, i) =>
              states ? (
                <CalendarDay key={day} day={day} state={states[i]!} isToday={day === today} selected={choice?.day === day} onSelect={select} />
              ) : (
                <Box key={day} sx={{ height: { xs: 44, sm: 68 }, borderRadius: '10px', bgcolor: 'action.hover' }} />
              ),
            )}
          </Box>
          {!ready && (
            <Typography role="status" sx={{ mt: 2, textAlign: 'center', color: 'text.secondary' }}>
              Loading availability...
            </Typography>
          )}
        </>
      )}

      <Box
        component="ul"
        aria-label="Legend"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          mt: 3,
          display: 'flex',
          flexWrap: 'wrap',
          gap: { xs: 1.5, sm: 3 },
          justifyContent: 'center',
          fontSize: '0.85rem',
          color: 'text.secondary',
        }}
      >
        {[
          { label: 'Available', swatch: { border: '1px solid rgba(46,94,62,0.5)', bgcolor: 'background.paper' } },
          {
            label: 'Has Events (still bookable)',
            swatch: {
              border: '1px solid rgba(46,94,62,0.5)',
              bgcolor: 'background.paper',
              backgroundImage: 'radial-gradient(circle at 70% 30%, #C9A227 0 3px, transparent 3.5px)',
            },
          },
          { label: 'Fully booked', swatch: { background: 'repeating-linear-gradient(135deg, rgba(160,60,45,0.2) 0 3px, rgba(160,60,45,0.4) 3px 6px)' } },
          { label: 'Unavailable', swatch: { bgcolor: 'action.selected' } },
        ].map((item) => (
          <Box component="li" key={item.label} sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
            <Box aria-hidden sx={{ width: 16, height: 16, borderRadius: '4px', ...item.swatch }} />
            {item.label}
          </Box>
        ))}
      </Box>

      {choice && (
        <Alert key={choice.day} severity={choice.state.available ? 'success' : 'warning'} sx={{ mt: 3, borderRadius: '14px' }}>
          <AlertTitle>{choice.state.available ? 'Date Available' : 'Date Unavailable'}</AlertTitle>
          {choice.state.available
            ? `${formatLongDay(choice.day)} is open${choice.state.hasEvents ? ' (other events are scheduled that day)' : ''}. Taking you to booking...`
            : `${formatLongDay(choice.day)}: ${choice.state.reason}`}
        </Alert>
      )}
    </Box>
  );
}
