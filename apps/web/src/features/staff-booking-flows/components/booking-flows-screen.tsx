import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { can } from '@venue/shared/accounts/roles';
import type { TStaffFlowSummary } from '@venue/shared/staff/booking-flows.schema';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { EmptyText, loadError, QueryState } from '@/components/feedback/query-state';
import { FlowWarnings } from '@/features/staff-booking-flows/components/flow-warnings';
import { ToneChip } from '@/components/feedback/tone-chip';
import { PageHeading } from '@/components/staff/page-heading';
import { ScrollTable } from '@/components/staff/scroll-table';
import { formatDate } from '@/components/staff/staff-format';
import { bookingFlowsQuery } from '@/features/staff-booking-flows/api/staff-booking-flows.queries';
import { NewFlowDialog } from '@/features/staff-booking-flows/components/new-flow-dialog';
import { useAuth } from '@/lib/auth/auth-context';

/** Columns a phone does without (the name, status and the way in stay; the rest goes under the name). */
const WIDE = { display: { xs: 'none', md: 'table-cell' } } as const;

const stepsText = (n: number) => (n === 1 ? '1 step on' : `${n} steps on`);

/** The booking wizard's flows, one or more per event type: admins edit them; staff read them. */
export function BookingFlowsScreen() {
  const { user } = useAuth();
  const isAdmin = user ? can(user.role, 'admin:manage') : false;
  const list = useQuery(bookingFlowsQuery());
  const [creating, setCreating] = useState(false);
  const navigate = useNavigate();

  return (
    <>
      <PageHeading
        title="Booking Flows"
        subtitle={
          isAdmin
            ? 'The steps visitors go through to book each event type.'
            : 'The steps visitors go through to book each event type. Only an admin can change them.'
        }
        actions={
          isAdmin && (
            <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
              New Booking Flow
            </Button>
          )
        }
      />
      <FlowWarnings canEdit={isAdmin} />
      <QueryState query={list} loading="Loading booking flows..." error={loadError('the booking flows')}>
        {(data) =>
          data.flows.length === 0 ? (
            <EmptyText>No booking flows yet.</EmptyText>
          ) : (
            <ScrollTable label="Booking flows" stickyActions>
              <TableHead>
                <TableRow>
                  <TableCell>Booking flow</TableCell>
                  <TableCell sx={WIDE}>Event type</TableCell>
                  <TableCell sx={WIDE}>Version</TableCell>
                  <TableCell sx={WIDE}>Steps</TableCell>
                  <TableCell sx={WIDE}>Last saved</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell align="right">Actions</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.flows.map((flow) => (
                  <FlowRow key={flow.id} flow={flow} isAdmin={isAdmin} />
                ))}
              </TableBody>
            </ScrollTable>
          )
        }
      </QueryState>
      {isAdmin && (
        <NewFlowDialog
          open={creating}
          eventTypes={list.data?.choices.event_types ?? []}
          onClose={() => setCreating(false)}
          onCreated={(flow) => navigate(`/staff/booking-flows/${flow.id}`)}
        />
      )}
    </>
  );
}

function FlowRow({ flow, isAdmin }: { flow: TStaffFlowSummary; isAdmin: boolean }) {
  return (
    <TableRow hover>
      <TableCell sx={{ minWidth: 150 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {flow.name}
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ display: { md: 'none' } }}>
          {flow.event_type_name} · Version {flow.version} · {stepsText(flow.enabled_steps)} · saved {formatDate(flow.updated_at)}
        </Typography>
      </TableCell>
      <TableCell sx={WIDE}>{flow.event_type_name}</TableCell>
      <TableCell sx={WIDE}>Version {flow.version}</TableCell>
      <TableCell sx={WIDE}>{stepsText(flow.enabled_steps)}</TableCell>
      <TableCell sx={WIDE}>{formatDate(flow.updated_at)}</TableCell>
      <TableCell>
        <ToneChip size="small" label={flow.is_active ? 'Active' : 'Inactive'} color={flow.is_active ? 'success' : 'default'} variant="outlined" />
      </TableCell>
      <TableCell align="right">
        <Button size="small" component={RouterLink} to={`/staff/booking-flows/${flow.id}`} aria-label={`Open ${flow.name}`}>
          {isAdmin ? 'Edit' : 'View'}
        </Button>
      </TableCell>
    </TableRow>
  );
}
