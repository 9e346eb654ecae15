import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TCalendarEntry } from '@venue/shared/staff/calendar.schema';
import { formatDay } from '@/components/staff/staff-format';
import { entriesByDay, nextDay } from '@/features/staff-calendar/calendar-view';
import { EntryChip } from '@/features/staff-calendar/components/entry-words';
import { formatVenueDate } from '@/lib/venue-date';

/** An entry's hours on one day of the agenda, said as they fall on that day. */
function hours(e: TCalendarEntry, day: string) {
  const startsToday = e.starts_at.slice(0, 10) === day;
  const endsToday = e.ends_at.slice(0, 10) === day || e.ends_at === `${nextDay(day)}T00:00:00+08:00`;
  const at = (iso: string) => formatVenueDate(iso, 'h:mm a');
  if (startsToday && endsToday) return `${at(e.starts_at)} – ${at(e.ends_at)}`;
  if (startsToday) return `From ${at(e.starts_at)}, overnight`;
  if (endsToday) return `Until ${at(e.ends_at)}`;
  return 'All day';
}

/** The calendar on a phone: each day with something on, and what is on it, in order. */
export function AgendaList({
  entries,
  from,
  to,
  onOpen,
}: {
  entries: readonly TCalendarEntry[];
  from: string;
  to: string;
  onOpen: (e: TCalendarEntry) => void;
}) {
  const days = entriesByDay(entries, from, to);
  if (days.length === 0)
    return (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
        Nothing is booked, held or blocked in these days.
      </Typography>
    );
  return (
    <Stack spacing={2} component="section" aria-label="Agenda">
      {days.map(({ day, entries: those }) => (
        <Paper key={day} variant="outlined">
          <Typography component="h2" variant="subtitle1" sx={{ px: 2, pt: 1.5, fontWeight: 600 }}>
            {formatDay(day)}
          </Typography>
          <List aria-label={formatDay(day)}>
            {those.map((e) => (
              <ListItem key={`${day}-${e.key}`} disablePadding>
                <ListItemButton onClick={() => onOpen(e)} sx={{ display: 'block' }}>
                  <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
                    <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere', minWidth: 0 }}>{e.title}</Typography>
                    <EntryChip entry={e} />
                  </Stack>
                  <Typography variant="body2" color="text.secondary">
                    {hours(e, day)} · {e.space.name}
                    {e.person ? ` · ${e.person}` : ''}
                  </Typography>
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Paper>
      ))}
    </Stack>
  );
}
