import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { can } from '@venue/shared/accounts/roles';
import type { TStaffEventType } from '@venue/shared/staff/spaces.schema';
import { useState } from 'react';
import { useConfirm } from '@/components/feedback/confirm-dialog';
import { EmptyText, loadError, QueryState } from '@/components/feedback/query-state';
import { useToast } from '@/components/feedback/toast-context';
import { ToneChip } from '@/components/feedback/tone-chip';
import { PageHeading } from '@/components/staff/page-heading';
import { ScrollTable } from '@/components/staff/scroll-table';
import { staffSpacesQuery } from '@/features/staff-spaces/api/staff-spaces.queries';
import { useDeleteEventType, useSetEventTypeActive } from '@/features/staff-spaces/api/use-space-mutations';
import { EventTypeDialog } from '@/features/staff-spaces/components/event-type-dialog';
import { useAuth } from '@/lib/auth/auth-context';
import { RowActions } from '@/features/staff-spaces/components/row-actions';

const WIDE = { display: { xs: 'none', md: 'table-cell' } } as const;
/** A phone keeps the name's room: no thumbnail there, and the actions stacked. */
const THUMB = { display: { xs: 'none', sm: 'block' }, width: 48, height: 48, borderRadius: 1, flexShrink: 0 } as const;
const eventsText = (n: number) => (n === 0 ? 'None upcoming' : n === 1 ? '1 upcoming' : `${n} upcoming`);

/** The kinds of event visitors book: admins add, edit, deactivate and delete them; staff see them. */
export function EventTypesScreen() {
  const { user } = useAuth();
  const isAdmin = user ? can(user.role, 'admin:manage') : false;
  const list = useQuery(staffSpacesQuery());
  const [editing, setEditing] = useState<TStaffEventType | 'new' | null>(null);
  const setActive = useSetEventTypeActive();
  const remove = useDeleteEventType();
  const [confirm, confirmDialog] = useConfirm();
  const toast = useToast();
  const failed = (title: string) => (error: Error) => toast({ severity: 'error', title, message: error.message });
  const facilityNames = new Map((list.data?.facilities ?? []).map((f) => [f.id, f.name]));
  const facilitiesText = (t: TStaffEventType) =>
    t.facility_ids.length ? t.facility_ids.map((id) => facilityNames.get(id) ?? 'Deleted facility').join(', ') : 'None chosen';

  const toggle = async (t: TStaffEventType) => {
    if (t.is_active) {
      const ok = await confirm({
        title: 'Deactivate Event Type?',
        message: `${t.name} is no longer offered in the booking wizard. Its events keep it.`,
        confirmLabel: 'Deactivate',
        destructive: true,
      });
      if (!ok) return;
    }
    setActive.mutate(
      { id: t.id, active: !t.is_active },
      {
        onSuccess: (saved) =>
          toast({
            severity: 'success',
            title: saved.is_active ? 'Event Type Activated' : 'Event Type Deactivated',
            message: saved.is_active ? `${saved.name} is offered again.` : `${saved.name} is no longer offered.`,
          }),
        onError: failed('Update Failed'),
      },
    );
  };

  const erase = async (t: TStaffEventType) => {
    const ok = await confirm({
      title: 'Delete Event Type?',
      message: `${t.name} and its booking form are deleted for good. A type with events cannot be deleted; deactivate it instead.`,
      confirmLabel: 'Delete',
      destructive: true,
    });
    if (!ok) return;
    remove.mutate(t.id, {
      onSuccess: () => toast({ severity: 'success', title: 'Event Type Deleted', message: `${t.name} is deleted.` }),
      onError: failed('Event Type Not Deleted'),
    });
  };

  const busy = setActive.isPending || remove.isPending;
  return (
    <>
      <PageHeading
        title="Event Types"
        subtitle={
          isAdmin ? 'The kinds of event visitors book, and the spaces each may use.' : 'The kinds of event visitors book. Only an admin can change them.'
        }
        actions={
          isAdmin && (
            <Button variant="contained" startIcon={<Add />} onClick={() => setEditing('new')}>
              New Event Type
            </Button>
          )
        }
      />
      <QueryState query={list} loading="Loading event types..." error={loadError('the event types')}>
        {(data) =>
          data.event_types.length === 0 ? (
            <EmptyText>No event types yet.</EmptyText>
          ) : (
            <ScrollTable label="Event types" stickyActions>
              <TableHead>
                <TableRow>
                  <TableCell>Event type</TableCell>
                  <TableCell sx={WIDE}>Spaces</TableCell>
                  <TableCell sx={WIDE}>Events</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell align="right">Actions</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.event_types.map((t) => (
                  <TableRow key={t.id} hover>
                    <TableCell sx={{ minWidth: 150 }}>
                      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
                        {t.image_url ? (
                          <Box component="img" src={t.image_url} alt="" sx={{ ...THUMB, objectFit: 'cover' }} />
                        ) : (
                          <Box aria-hidden sx={{ ...THUMB, bgcolor: 'action.hover' }} />
                        )}
                        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                          {t.name}
                        </Typography>
                      </Box>
                    </TableCell>
                    <TableCell sx={WIDE}>{facilitiesText(t)}</TableCell>
                    <TableCell sx={WIDE}>{eventsText(t.upcoming_events)}</TableCell>
                    <TableCell>
                      <ToneChip size="small" label={t.is_active ? 'Active' : 'Inactive'} color={t.is_active ? 'success' : 'default'} variant="outlined" />
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <RowActions
                        name={t.name}
                        isActive={t.is_active}
                        isAdmin={isAdmin}
                        busy={busy}
                        onEdit={() => setEditing(t)}
                        onToggle={() => void toggle(t)}
                        onDelete={() => void erase(t)}
                      />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </ScrollTable>
          )
        }
      </QueryState>
      {isAdmin && <EventTypeDialog eventType={editing} facilities={list.data?.facilities ?? []} onClose={() => setEditing(null)} />}
      {confirmDialog}
    </>
  );
}
