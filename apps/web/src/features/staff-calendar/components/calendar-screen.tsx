import Add from '@mui/icons-material/Add';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { venueDay } from '@venue/shared/dates';
import { CALENDAR_STATUS_TEXT, type TCalendarEntry } from '@venue/shared/staff/calendar.schema';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoadingBlock } from '@/components/feedback/loading-block';
import { loadError, QueryState } from '@/components/feedback/query-state';
import { PageHeading } from '@/components/staff/page-heading';
import { calendarQuery } from '@/features/staff-calendar/api/staff-calendar.queries';
import { CALENDAR_VIEWS, dayOf, filterEntries, rangeTitle, stepDay, timeOf, type TCalendarView, viewRange } from '@/features/staff-calendar/calendar-view';
import { AgendaList } from '@/features/staff-calendar/components/agenda-list';
import { BlockDialog, type TBlockDraft } from '@/features/staff-calendar/components/block-dialog';
import { EntryDialog } from '@/features/staff-calendar/components/entry-dialog';
import { SlotDialog } from '@/features/staff-calendar/components/slot-dialog';
import type { TPickedSlot } from '@/features/staff-calendar/components/space-grid';

// The grid library and its styles load with the desktop calendar only; a phone shows the agenda.
const SpaceGrid = lazy(async () => ({ default: (await import('@/features/staff-calendar/components/space-grid')).SpaceGrid }));

const VIEW_LABEL: Record<TCalendarView, string> = { month: 'Month', week: 'Week', day: 'Day' };
const STATUS_FILTERS = ['CONFIRMED', 'DRAFT', 'IN_PROGRESS', 'HELD', 'BLOCKED'] as const;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

// The filters read "All ..." when nothing is chosen, rather than an empty box.
const FILTER_SLOTS = { inputLabel: { shrink: true }, select: { displayEmpty: true } } as const;

const numberOrNull = (v: string | null) => (v && /^\d+$/.test(v) ? Number(v) : null);

/** /staff/calendar: the venue's spaces by month, week or day; what is booked, held and blocked; book or block a slot. */
export function CalendarScreen() {
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [params, setParams] = useSearchParams();
  const view: TCalendarView = (CALENDAR_VIEWS as readonly string[]).includes(params.get('view') ?? '') ? (params.get('view') as TCalendarView) : 'month';
  const day = ISO_DAY.test(params.get('date') ?? '') ? params.get('date')! : venueDay();
  const filters = {
    space: numberOrNull(params.get('space')),
    eventType: numberOrNull(params.get('type')),
    status: (STATUS_FILTERS as readonly string[]).includes(params.get('status') ?? '') ? (params.get('status') as TCalendarEntry['status']) : null,
  };
  const setParam = (key: string, value: string | null) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === null || value === '') next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );

  const { from, to } = viewRange(view, day);
  const calendar = useQuery(calendarQuery(from, to));
  const [open, setOpen] = useState<TCalendarEntry | null>(null);
  const [slot, setSlot] = useState<TBlockDraft | null>(null);
  const [block, setBlock] = useState<TBlockDraft | null>(null);

  const spaces = calendar.data?.spaces ?? [];
  const eventTypes = useMemo(() => {
    const seen = new Map<number, string>();
    for (const e of calendar.data?.entries ?? []) if (e.event_type) seen.set(e.event_type.id, e.event_type.name);
    return [...seen].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
  }, [calendar.data]);

  const pickSlot = (s: TPickedSlot) => {
    // A month cell is a whole day (its end the next midnight): the day is picked, not a time.
    const wholeDay = timeOf(s.start) === '00:00' && timeOf(s.end) === '00:00';
    const end = wholeDay ? s.start : s.end;
    setSlot({ space: s.space ?? filters.space, date: dayOf(s.start), start: timeOf(s.start), endDate: dayOf(end), end: timeOf(s.end) });
  };

  return (
    <>
      <PageHeading
        title="Calendar"
        subtitle="What each space has on: events, dates held for visitors and quote requests, and blocked time."
        actions={
          <Button
            variant="contained"
            startIcon={<Add />}
            onClick={() => setBlock({ space: filters.space, date: day, start: '08:00', endDate: day, end: '17:00' })}
          >
            Block Time
          </Button>
        }
      />
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, mb: 2 }}>
        <Stack spacing={2}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <IconButton aria-label={`Previous ${VIEW_LABEL[view].toLowerCase()}`} onClick={() => setParam('date', stepDay(view, day, -1))}>
              <ChevronLeft />
            </IconButton>
            <Button variant="outlined" size="small" onClick={() => setParam('date', null)}>
              Today
            </Button>
            <IconButton aria-label={`Next ${VIEW_LABEL[view].toLowerCase()}`} onClick={() => setParam('date', stepDay(view, day, 1))}>
              <ChevronRight />
            </IconButton>
            <Typography component="h2" variant="h6" aria-live="polite" sx={{ flexGrow: 1, minWidth: 0 }}>
              {rangeTitle(view, day)}
            </Typography>
            <ToggleButtonGroup
              size="small"
              exclusive
              value={view}
              onChange={(_, v: TCalendarView | null) => v && setParam('view', v)}
              aria-label="Calendar view"
            >
              {CALENDAR_VIEWS.map((v) => (
                <ToggleButton key={v} value={v}>
                  {VIEW_LABEL[v]}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              select
              size="small"
              label="Space"
              slotProps={FILTER_SLOTS}
              value={filters.space ?? ''}
              onChange={(e) => setParam('space', e.target.value)}
              sx={{ minWidth: 180 }}
            >
              <MenuItem value="">All spaces</MenuItem>
              {spaces.map((s) => (
                <MenuItem key={s.id} value={String(s.id)}>
                  {s.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              label="Event type"
              slotProps={FILTER_SLOTS}
              value={filters.eventType ?? ''}
              onChange={(e) => setParam('type', e.target.value)}
              sx={{ minWidth: 180 }}
            >
              <MenuItem value="">All event types</MenuItem>
              {eventTypes.map((t) => (
                <MenuItem key={t.id} value={String(t.id)}>
                  {t.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              label="Status"
              slotProps={FILTER_SLOTS}
              value={filters.status ?? ''}
              onChange={(e) => setParam('status', e.target.value)}
              sx={{ minWidth: 180 }}
            >
              <MenuItem value="">Everything</MenuItem>
              {STATUS_FILTERS.map((s) => (
                <MenuItem key={s} value={s}>
                  {CALENDAR_STATUS_TEXT[s]}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        </Stack>
      </Paper>
      <QueryState query={calendar} loading="Loading the calendar..." error={loadError('the calendar')}>
        {(data) => {
          const shown = filterEntries(data.entries, filters);
          // A space switched off stays on the calendar only while something still takes it.
          const taken = new Set(data.entries.map((e) => e.space.id));
          const shownSpaces = data.spaces.filter((s) => (filters.space === null ? s.is_active || taken.has(s.id) : s.id === filters.space));
          return desktop ? (
            <Suspense fallback={<LoadingBlock height={760} label="Loading the calendar" />}>
              <SpaceGrid
                view={view}
                day={day}
                spaces={shownSpaces}
                entries={shown}
                onOpen={setOpen}
                onSlot={pickSlot}
                onDay={(d) => setParams((prev) => (prev.set('date', d), prev.set('view', 'day'), prev), { replace: true })}
              />
            </Suspense>
          ) : (
            <AgendaList entries={shown} from={from} to={to} onOpen={setOpen} />
          );
        }}
      </QueryState>
      {open && <EntryDialog entry={open} onClose={() => setOpen(null)} />}
      {slot && (
        <SlotDialog
          slot={slot}
          spaceName={spaces.find((s) => s.id === slot.space)?.name ?? null}
          onBlock={() => (setBlock(slot), setSlot(null))}
          onClose={() => setSlot(null)}
        />
      )}
      {block && <BlockDialog draft={block} spaces={spaces} onClose={() => setBlock(null)} />}
    </>
  );
}
