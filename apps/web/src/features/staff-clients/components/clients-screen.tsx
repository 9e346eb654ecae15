import PersonAdd from '@mui/icons-material/PersonAdd';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { EmptyText, loadError, QueryState } from '@/components/feedback/query-state';
import { ToneChip } from '@/components/feedback/tone-chip';
import { PageHeading } from '@/components/staff/page-heading';
import { Pager } from '@/components/staff/pager';
import { ScrollTable } from '@/components/staff/scroll-table';
import { SearchField } from '@/components/staff/search-field';
import { formatDay, fullName } from '@/components/staff/staff-format';
import { CLIENTS_PAGE_SIZE, clientListQuery } from '@/features/staff-clients/api/staff-clients.queries';
import { InviteClientDialog } from '@/features/staff-clients/components/invite-client-dialog';
import { useAddressParams } from '@/lib/use-address-params';

const wide = { display: { xs: 'none', md: 'table-cell' } } as const;

/** Every client of the venue, searchable by name, e-mail or company; the search and page live in the address. */
export function ClientsScreen() {
  const [params, setParams] = useAddressParams();
  const search = params.get('search') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const clients = useQuery(clientListQuery({ search, page }));
  const [inviting, setInviting] = useState(false);

  const setFilter = (next: { search?: string; page?: number }) =>
    setParams(
      (prev) => {
        const out = new URLSearchParams(prev);
        if (next.search !== undefined) {
          if (next.search) out.set('search', next.search);
          else out.delete('search');
          out.delete('page');
        }
        if (next.page !== undefined) {
          if (next.page > 1) out.set('page', String(next.page));
          else out.delete('page');
        }
        return out;
      },
      { replace: true },
    );

  return (
    <>
      <PageHeading
        title="Clients"
        actions={
          <Button variant="contained" startIcon={<PersonAdd />} onClick={() => setInviting(true)}>
            Invite Client
          </Button>
        }
      />
      <Stack sx={{ mb: 2, alignItems: { sm: 'flex-start' } }}>
        <SearchField label="Search clients" value={search} onSearch={(text) => setFilter({ search: text })} />
      </Stack>
      <QueryState query={clients} loading="Loading clients..." error={loadError('clients')}>
        {(data) =>
          data.results.length === 0 ? (
            <EmptyText>{search ? `No clients match "${search}".` : 'No clients yet. Invite your first client.'}</EmptyText>
          ) : (
            <>
              <ScrollTable label="Clients">
                <TableHead>
                  <TableRow>
                    <TableCell>Name</TableCell>
                    <TableCell>Email</TableCell>
                    <TableCell sx={wide}>Company</TableCell>
                    <TableCell sx={wide}>Phone</TableCell>
                    <TableCell align="right">Events</TableCell>
                    <TableCell sx={wide}>Next Event</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.results.map((client) => (
                    <TableRow key={client.id} hover>
                      <TableCell>
                        <Link component={RouterLink} to={`/staff/clients/${client.id}`} sx={{ fontWeight: 600 }}>
                          {fullName(client)}
                        </Link>
                        {!client.is_active && <ToneChip size="small" label="Inactive" sx={{ ml: 1 }} />}
                      </TableCell>
                      <TableCell sx={{ overflowWrap: 'anywhere' }}>{client.email}</TableCell>
                      <TableCell sx={wide}>{client.company || '—'}</TableCell>
                      <TableCell sx={wide}>{client.phone || '—'}</TableCell>
                      <TableCell align="right">
                        {client.upcoming_events_count} upcoming / {client.events_count}
                      </TableCell>
                      <TableCell sx={wide}>{client.next_event_date ? formatDay(client.next_event_date) : '—'}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </ScrollTable>
              <Pager count={data.count} page={page} pageSize={CLIENTS_PAGE_SIZE} onPage={(p) => setFilter({ page: p })} noun="client" />
            </>
          )
        }
      </QueryState>
      <InviteClientDialog open={inviting} onClose={() => setInviting(false)} />
    </>
  );
}
