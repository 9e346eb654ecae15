import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { CONTRACT_STATUS_LABELS } from '@venue/shared/contracts/contract-status';
import { CONTRACT_STATUSES, type TContractStatus } from '@venue/shared/enums';
import type { TStaffEvent } from '@venue/shared/staff/staff-event.schema';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { EmptyText, loadError, QueryState } from '@/components/feedback/query-state';
import { contractListQuery } from '@/features/staff-sales/api/staff-sales.queries';
import { DataTable } from '@/features/staff-sales/components/common/data-table';
import { EventPicker } from '@/features/staff-sales/components/common/event-picker';
import { FilterSelect } from '@/features/staff-sales/components/common/filter-select';
import { PageHeader } from '@/features/staff-sales/components/common/page-header';
import { ContractStatusChip } from '@/features/staff-sales/components/common/status-chips';
import { formatDay, peso } from '@/features/staff-sales/sales-format';

const WIDE = { display: { xs: 'none', md: 'table-cell' } } as const;

/** Every contract, filtered by status and event; each opens on its own page. */
export function ContractsScreen() {
  const [status, setStatus] = useState<TContractStatus | ''>('');
  const [event, setEvent] = useState<TStaffEvent | null>(null);
  const [page, setPage] = useState(1);
  const contracts = useQuery(contractListQuery({ status: status || undefined, event: event?.id, page }));
  return (
    <>
      <PageHeader
        title="Contracts"
        subtitle="Generate a contract for an event from a template, send it, countersign it."
        actions={
          <Button component={RouterLink} to={event ? `/staff/contracts/new?event=${event.id}` : '/staff/contracts/new'} variant="contained" startIcon={<Add />}>
            New Contract
          </Button>
        }
      />
      <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'flex-start' }} role="search" aria-label="Filter contracts">
        <FilterSelect
          label="Status"
          value={status}
          onChange={(v) => (setStatus(v as TContractStatus | ''), setPage(1))}
          choices={[['', 'All statuses'], ...CONTRACT_STATUSES.map((s) => [s, CONTRACT_STATUS_LABELS[s]] as [string, string])]}
        />
        <Box sx={{ flex: '1 1 260px', maxWidth: 420 }}>
          <EventPicker label="Event" size="small" value={event} onChange={(e) => (setEvent(e), setPage(1))} />
        </Box>
      </Stack>
      <QueryState query={contracts} loading="Loading contracts..." error={loadError('the contracts')}>
        {(result) =>
          result.results.length === 0 ? (
            <EmptyText>No contracts match these filters.</EmptyText>
          ) : (
            <DataTable label="Contracts" count={result.count} page={page} onPage={setPage}>
              <TableHead>
                <TableRow>
                  <TableCell>Contract</TableCell>
                  <TableCell sx={WIDE}>Client</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell align="right" sx={WIDE}>
                    Signatures
                  </TableCell>
                  <TableCell align="right">Value</TableCell>
                  <TableCell sx={WIDE}>Valid until</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {result.results.map((c) => (
                  <TableRow key={c.id} hover>
                    <TableCell sx={{ minWidth: 200 }}>
                      <Link component={RouterLink} to={`/staff/contracts/${c.id}`} sx={{ fontWeight: 600 }}>
                        {c.template_name} · {c.event.title}
                      </Link>
                      <Typography variant="caption" color="text.secondary" sx={{ display: { xs: 'block', md: 'none' } }}>
                        {c.client.name}
                      </Typography>
                    </TableCell>
                    <TableCell sx={WIDE}>{c.client.name}</TableCell>
                    <TableCell>
                      <ContractStatusChip status={c.status} />
                    </TableCell>
                    <TableCell align="right" sx={WIDE}>
                      {c.signature_progress.signed_count} of {c.signature_progress.total_required}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {peso(c.contract_value)}
                    </TableCell>
                    <TableCell sx={WIDE}>{c.valid_until ? formatDay(c.valid_until) : 'No expiry'}</TableCell>
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
