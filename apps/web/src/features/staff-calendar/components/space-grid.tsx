import Box from '@mui/material/Box';
import { alpha, useTheme } from '@mui/material/styles';
import type { TCalendarEntry } from '@venue/shared/staff/calendar.schema';
import { format, getDay, parse, startOfWeek } from 'date-fns';
import { enUS } from 'date-fns/locale';
import { useMemo } from 'react';
import { Calendar, dateFnsLocalizer, type SlotInfo } from 'react-big-calendar';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import { dayOf, type TCalendarView, wallClock } from '@/features/staff-calendar/calendar-view';
import { ENTRY_TONE } from '@/features/staff-calendar/components/entry-words';

const localizer = dateFnsLocalizer({ format, parse, startOfWeek, getDay, locales: { 'en-US': enUS } });

interface TGridEvent {
  entry: TCalendarEntry;
  title: string;
  start: Date;
  end: Date;
  resourceId: number;
}

export interface TPickedSlot {
  start: Date;
  end: Date;
  space: number | null;
}

/**
 * The desktop calendar (react-big-calendar): a month or a week of days, or a day with one column per space. The
 * grid is laid out in the browser's local time on Manila's wall-clock (calendar-view.ts), and "now" is Manila's.
 */
export function SpaceGrid({
  view,
  day,
  spaces,
  entries,
  onOpen,
  onSlot,
  onDay,
}: {
  view: TCalendarView;
  day: string;
  spaces: readonly { id: number; name: string }[];
  entries: readonly TCalendarEntry[];
  onOpen: (e: TCalendarEntry) => void;
  onSlot: (s: TPickedSlot) => void;
  onDay: (day: string) => void;
}) {
  const theme = useTheme();
  const events = useMemo<TGridEvent[]>(
    () =>
      entries.map((entry) => ({
        entry,
        title: view === 'day' ? entry.title : `${entry.space.name}: ${entry.title}`,
        start: wallClock(entry.starts_at),
        end: wallClock(entry.ends_at),
        resourceId: entry.space.id,
      })),
    [entries, view],
  );
  const resources = useMemo(() => spaces.map((s) => ({ id: s.id, title: s.name })), [spaces]);
  // A tint of the state's colour under the page's own text colour: readable in light and dark, whatever the state.
  const tone = (e: TGridEvent) => {
    const key = ENTRY_TONE[e.entry.status];
    const main = key === 'default' ? theme.palette.grey[600] : theme.palette[key].main;
    const line = e.entry.kind === 'hold' ? 'dashed' : 'solid';
    // The text colour comes from the Box's sx below (the page's own, light or dark); a style here would be the
    // light scheme's whatever the scheme on screen.
    return {
      style: {
        backgroundColor: alpha(main, 0.18),
        border: `1px ${line} ${main}`,
        borderLeft: `4px ${line} ${main}`,
      },
    };
  };
  return (
    <Box
      sx={{
        height: view === 'month' ? 760 : 900,
        '& .rbc-today': { bgcolor: alpha(theme.palette.primary.main, 0.08) },
        '& .rbc-off-range-bg': { bgcolor: 'action.hover' },
        '& .rbc-current-time-indicator': { bgcolor: 'error.main', height: 2 },
        '& .rbc-header, & .rbc-label, & .rbc-date-cell, & .rbc-button-link, & .rbc-show-more': { color: 'text.primary' },
        '& .rbc-show-more': { bgcolor: 'transparent', fontWeight: 600 },
        '& .rbc-event, & .rbc-day-slot .rbc-background-event': { borderRadius: 1, fontSize: 13, color: 'text.primary' },
        '& .rbc-month-view, & .rbc-time-view, & .rbc-header, & .rbc-day-bg, & .rbc-month-row, & .rbc-time-content, & .rbc-timeslot-group, & .rbc-day-slot .rbc-time-slot, & .rbc-time-header-content':
          { borderColor: 'divider' },
      }}
    >
      <Calendar<TGridEvent, { id: number; title: string }>
        localizer={localizer}
        culture="en-US"
        events={events}
        view={view}
        views={['month', 'week', 'day']}
        date={wallClock(`${day}T00:00:00`)}
        onNavigate={(d) => onDay(dayOf(d))}
        onView={() => undefined}
        onDrillDown={(d) => onDay(dayOf(d))}
        toolbar={false}
        // A day has a column per space; a week of them would be dozens of slivers, so a week and a month name the
        // space on each entry instead (the Space filter narrows them to one).
        resources={view === 'day' ? resources : undefined}
        resourceIdAccessor="id"
        resourceTitleAccessor="title"
        getNow={() => wallClock(new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 19))}
        selectable
        popup
        step={30}
        timeslots={2}
        scrollToTime={wallClock(`${day}T07:00:00`)}
        onSelectEvent={(e) => onOpen(e.entry)}
        onSelectSlot={(s: SlotInfo) => onSlot({ start: s.start, end: s.end, space: typeof s.resourceId === 'number' ? s.resourceId : null })}
        eventPropGetter={tone}
        tooltipAccessor={(e) => `${e.entry.title} · ${e.entry.space.name} · ${e.entry.status_display}`}
      />
    </Box>
  );
}
