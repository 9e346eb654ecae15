import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { EVENT_STATUSES, type TEventStatus } from '@venue/shared/enums';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { EmptyText, loadError, QueryState } from '@/components/feedback/query-state';
import { PageHeading } from '@/components/staff/page-heading';
import { Pager } from '@/components/staff/pager';
import { ScrollTable } from '@/components/staff/scroll-table';
import { SearchField } from '@/components/staff/search-field';
import { EventStatusChip } from '@/components/staff/status-chips';
import { formatBooking } from '@/components/staff/staff-format';
import { titleCase } from '@/lib/title-case';
import { EVENTS_PAGE_SIZE, facilitiesQuery, staffEventListQuery, type TStaffEventFilters } from '@/features/staff-events/api/staff-events.queries';
import { useAddressParams } from '@/lib/use-address-params';

const wide = { display: { xs: 'none', md: 'table-cell' } } as const;
const isStatus = (v: string | null): v is TEventStatus => !!v && (EVENT_STATUSES as readonly string[]).includes(v);
const isDay = (v: string | null) => !!v && /^\d{4}-\d{2}-\d{2}$/.test(v);
const idOf = (v: string | null) => (v && /^\d+$/.test(v) ? Number(v) : undefined);

/** The filters live in the address (?search=&status=&facility=&from=&to=&client=&coordinator=me&page=), so back and links keep them. */
function useEventFilters() {
  const [params, setParams] = useAddressParams();
  const status = params.get('status');
  const filters: TStaffEventFilters = {
    search: params.get('search') ?? undefined,
    status: isStatus(status) ? status : undefined,
    facility: idOf(params.get('facility')),
    client: idOf(params.get('client')),
    from: isDay(params.get('from')) ? params.get('from')! : undefined,
    to: isDay(params.get('to')) ? params.get('to')! : undefined,
    coordinator: params.get('coordinator') === 'me' ? 'me' : undefined,
    page: Math.max(1, Number(params.get('page')) || 1),
  };
  const set = (key: string, value: string | undefined) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(key, value);
        else next.delete(key);
        if (key !== 'page') next.delete('page');
        return next;
      },
      { replace: true },
    );
  return { filters, set };
}

export function EventsScreen() {
  const { filters, set } = useEventFilters();
  const events = useQuery(staffEventListQuery(filters));
  const facilities = useQuery(facilitiesQuery());

  return (
    <>
      <PageHeading
        title="Events"
        actions={
          <Button
            variant="contained"
            startIcon={<Add />}
            component={RouterLink}
            to={filters.client ? `/staff/events/new?client=${filters.client}` : '/staff/events/new'}
          >
            New Event
          </Button>
        }
      />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }} role="search" aria-label="Filter events">
        <SearchField label="Search events" value={filters.search ?? ''} onSearch={(text) => set('search', text || undefined)} />
        <TextField
          select
          size="small"
          fullWidth={false}
          label="Status"
          value={filters.status ?? ''}
          onChange={(e) => set('status', e.target.value || undefined)}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">All statuses</MenuItem>
          {EVENT_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {titleCase(s)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          fullWidth={false}
          label="Space"
          value={filters.facility ? String(filters.facility) : ''}
          onChange={(e) => set('facility', e.target.value || undefined)}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">All facilities</MenuItem>
          {(facilities.data ?? []).map((f) => (
            <MenuItem key={f.id} value={String(f.id)}>
              {f.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          type="date"
          size="small"
          fullWidth={false}
          label="From"
          value={filters.from ?? ''}
          onChange={(e) => set('from', e.target.value || undefined)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type="date"
          size="small"
          fullWidth={false}
          label="To"
          value={filters.to ?? ''}
          onChange={(e) => set('to', e.target.value || undefined)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        {/* "My events" (issue 41): the events this staff member coordinates. */}
        <FormControlLabel
          control={<Switch checked={filters.coordinator === 'me'} onChange={(e) => set('coordinator', e.target.checked ? 'me' : undefined)} />}
          label="My events"
        />
        {filters.client && (
          <Button size="small" onClick={() => set('client', undefined)}>
            Show every client
          </Button>
        )}
      </Stack>
      <QueryState query={events} loading="Loading events..." error={loadError('events')}>
        {(data) =>
          data.results.length === 0 ? (
            <EmptyText>No events match these filters.</EmptyText>
          ) : (
            <>
              <ScrollTable label="Events">
                <TableHead>
                  <TableRow>
                    <TableCell>Event</TableCell>
                    <TableCell>Client</TableCell>
                    <TableCell>When</TableCell>
                    <TableCell sx={wide}>Space</TableCell>
                    <TableCell sx={wide} align="right">
                      Guests
                    </TableCell>
                    <TableCell sx={wide} align="right">
                      Tasks
                    </TableCell>
                    <TableCell>Status</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.results.map((e) => (
                    <TableRow key={e.id} hover>
                      <TableCell>
                        <Link component={RouterLink} to={`/staff/events/${e.id}`} sx={{ fontWeight: 600 }}>
                          {e.name}
                        </Link>
                        <Typography variant="body2" color="text.secondary">
                          {e.event_type_name}
                        </Typography>
                      </TableCell>
                      <TableCell>
                        <Link component={RouterLink} to={`/staff/clients/${e.client.id}`}>
                          {e.client.name}
                        </Link>
                      </TableCell>
                      <TableCell sx={{ minWidth: 180 }}>{formatBooking(e.starts_at, e.ends_at, e.start_date, e.end_date)}</TableCell>
                      <TableCell sx={wide}>{e.facility?.name ?? '—'}</TableCell>
                      <TableCell sx={wide} align="right">
                        {e.guest_count ?? '—'}
                      </TableCell>
                      <TableCell sx={wide} align="right">
                        {e.completed_tasks_count}/{e.tasks_count}
                      </TableCell>
                      <TableCell>
                        <EventStatusChip status={e.status} />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </ScrollTable>
              <Pager
                count={data.count}
                page={filters.page}
                pageSize={EVENTS_PAGE_SIZE}
                onPage={(p) => set('page', p > 1 ? String(p) : undefined)}
                noun="event"
              />
            </>
          )
        }
      </QueryState>
    </>
  );
}
