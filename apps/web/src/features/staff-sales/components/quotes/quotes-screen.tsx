import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { QUOTE_STATUSES, type TQuoteStatus } from '@venue/shared/enums';
import { QUOTE_STATUS_LABELS } from '@venue/shared/quotes/quote-status';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { EmptyText, loadError, QueryState } from '@/components/feedback/query-state';
import { quoteListQuery } from '@/features/staff-sales/api/staff-sales.queries';
import { DataTable } from '@/features/staff-sales/components/common/data-table';
import { FilterSelect } from '@/features/staff-sales/components/common/filter-select';
import { PageHeader } from '@/features/staff-sales/components/common/page-header';
import { QuoteStatusChip } from '@/features/staff-sales/components/common/status-chips';
import { formatDay, peso } from '@/features/staff-sales/sales-format';
import { useDebounced } from '@/features/staff-sales/use-debounced';

const WIDE = { display: { xs: 'none', md: 'table-cell' } } as const;

/** Every quote of every event, newest first; a draft opens in the editor, any other quote read-only. */
export function QuotesScreen() {
  const [status, setStatus] = useState<TQuoteStatus | ''>('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const settled = useDebounced(search.trim());
  const quotes = useQuery(quoteListQuery({ status: status || undefined, search: settled || undefined, page }));
  return (
    <>
      <PageHeader
        title="Quotes"
        subtitle="Build a quote for an event, send it, and follow the client's answer."
        actions={
          <Button component={RouterLink} to="/staff/quotes/new" variant="contained" startIcon={<Add />}>
            New Quote
          </Button>
        }
      />
      <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'flex-start' }} role="search" aria-label="Filter quotes">
        <TextField label="Search" size="small" value={search} onChange={(e) => (setSearch(e.target.value), setPage(1))} helperText="Event or client" />
        <FilterSelect
          label="Status"
          value={status}
          onChange={(v) => (setStatus(v as TQuoteStatus | ''), setPage(1))}
          choices={[['', 'All statuses'], ...QUOTE_STATUSES.map((s) => [s, QUOTE_STATUS_LABELS[s]] as [string, string])]}
        />
      </Stack>
      <QueryState query={quotes} loading="Loading quotes..." error={loadError('the quotes')}>
        {(result) =>
          result.results.length === 0 ? (
            <EmptyText>No quotes match these filters.</EmptyText>
          ) : (
            <DataTable label="Quotes" count={result.count} page={page} onPage={setPage}>
              <TableHead>
                <TableRow>
                  <TableCell>Quote</TableCell>
                  <TableCell sx={WIDE}>Client</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell align="right">Total</TableCell>
                  <TableCell sx={WIDE}>Valid until</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {result.results.map((q) => (
                  <TableRow key={q.id} hover>
                    <TableCell sx={{ minWidth: 180 }}>
                      <Link component={RouterLink} to={`/staff/quotes/${q.id}`} sx={{ fontWeight: 600 }}>
                        {q.event_details.name} · v{q.version}
                      </Link>
                      <Typography variant="caption" color="text.secondary" sx={{ display: { xs: 'block', md: 'none' } }}>
                        {q.client.name}
                      </Typography>
                    </TableCell>
                    <TableCell sx={WIDE}>{q.client.name}</TableCell>
                    <TableCell>
                      <QuoteStatusChip status={q.status} />
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {peso(q.total_amount)}
                    </TableCell>
                    <TableCell sx={WIDE}>{formatDay(q.valid_until)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </DataTable>
          )
        }
      </QueryState>
    </>
  );
}
