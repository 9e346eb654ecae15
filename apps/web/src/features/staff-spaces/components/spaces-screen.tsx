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
import type { TStaffFacility } from '@venue/shared/staff/spaces.schema';
import { useState } from 'react';
import { useConfirm } from '@/components/feedback/confirm-dialog';
import { EmptyText, loadError, QueryState } from '@/components/feedback/query-state';
import { useToast } from '@/components/feedback/toast-context';
import { ToneChip } from '@/components/feedback/tone-chip';
import { PageHeading } from '@/components/staff/page-heading';
import { ScrollTable } from '@/components/staff/scroll-table';
import { staffSpacesQuery } from '@/features/staff-spaces/api/staff-spaces.queries';
import { useDeleteFacility, useSetFacilityActive } from '@/features/staff-spaces/api/use-space-mutations';
import { FacilityDialog } from '@/features/staff-spaces/components/facility-dialog';
import { buffersText, capacityText } from '@/features/staff-spaces/space-forms';
import { useAuth } from '@/lib/auth/auth-context';
import { RowActions } from '@/features/staff-spaces/components/row-actions';

/** Columns a phone does without (the facility, its status and actions stay). */
const WIDE = { display: { xs: 'none', md: 'table-cell' } } as const;
/** A phone keeps the name's room: no thumbnail there, and the actions stacked. */
const THUMB = { display: { xs: 'none', sm: 'block' }, width: 48, height: 48, borderRadius: 1, flexShrink: 0 } as const;

const bookingsText = (n: number) => (n === 0 ? 'None upcoming' : n === 1 ? '1 upcoming' : `${n} upcoming`);

/** The venue's spaces: admins add, edit, deactivate and delete them with their photos; staff see them. */
export function SpacesScreen() {
  const { user } = useAuth();
  const isAdmin = user ? can(user.role, 'admin:manage') : false;
  const list = useQuery(staffSpacesQuery());
  const [editing, setEditing] = useState<TStaffFacility | 'new' | null>(null);
  const setActive = useSetFacilityActive();
  const remove = useDeleteFacility();
  const [confirm, confirmDialog] = useConfirm();
  const toast = useToast();
  const failed = (title: string) => (error: Error) => toast({ severity: 'error', title, message: error.message });

  const toggle = async (f: TStaffFacility) => {
    if (f.is_active) {
      const ok = await confirm({
        title: 'Deactivate Space?',
        message: `${f.name} is no longer offered in the booking wizard or on the public site. Events that booked it keep it.`,
        confirmLabel: 'Deactivate',
        destructive: true,
      });
      if (!ok) return;
    }
    setActive.mutate(
      { id: f.id, active: !f.is_active },
      {
        onSuccess: (saved) =>
          toast({
            severity: 'success',
            title: saved.is_active ? 'Space Activated' : 'Space Deactivated',
            message: saved.is_active ? `${saved.name} is offered again.` : `${saved.name} is no longer offered.`,
          }),
        onError: failed('Update Failed'),
      },
    );
  };

  const erase = async (f: TStaffFacility) => {
    const ok = await confirm({
      title: 'Delete Space?',
      message: `${f.name} and its photos are deleted for good. A space with bookings cannot be deleted; deactivate it instead.`,
      confirmLabel: 'Delete',
      destructive: true,
    });
    if (!ok) return;
    remove.mutate(f.id, {
      onSuccess: () => toast({ severity: 'success', title: 'Space Deleted', message: `${f.name} is deleted.` }),
      onError: failed('Space Not Deleted'),
    });
  };

  const busy = setActive.isPending || remove.isPending;
  return (
    <>
      <PageHeading
        title="Spaces"
        subtitle={isAdmin ? 'The spaces events book, with their photos.' : 'The spaces events book. Only an admin can change them.'}
        actions={
          isAdmin && (
            <Button variant="contained" startIcon={<Add />} onClick={() => setEditing('new')}>
              New Space
            </Button>
          )
        }
      />
      <QueryState query={list} loading="Loading facilities..." error={loadError('the facilities')}>
        {(data) =>
          data.facilities.length === 0 ? (
            <EmptyText>No spaces yet.</EmptyText>
          ) : (
            <ScrollTable label="Spaces" stickyActions>
              <TableHead>
                <TableRow>
                  <TableCell>Space</TableCell>
                  <TableCell sx={WIDE}>Capacity</TableCell>
                  <TableCell sx={WIDE}>Time kept free</TableCell>
                  <TableCell sx={WIDE}>Bookings</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell align="right">Actions</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.facilities.map((f) => {
                  const cover = f.photos.find((p) => p.is_cover);
                  return (
                    <TableRow key={f.id} hover>
                      <TableCell sx={{ minWidth: 150 }}>
                        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
                          {cover ? (
                            <Box component="img" src={cover.url} alt="" sx={{ ...THUMB, objectFit: 'cover' }} />
                          ) : (
                            <Box aria-hidden sx={{ ...THUMB, bgcolor: 'action.hover' }} />
                          )}
                          <div>
                            <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                              {f.name}
                            </Typography>
                            <Typography variant="caption" color="text.secondary">
                              {f.photos.length === 1 ? '1 photo' : `${f.photos.length} photos`}
                              {f.overnight ? ' · Overnight' : ''}
                            </Typography>
                          </div>
                        </Box>
                      </TableCell>
                      <TableCell sx={WIDE}>{capacityText(f)}</TableCell>
                      <TableCell sx={WIDE}>{buffersText(f)}</TableCell>
                      <TableCell sx={WIDE}>{bookingsText(f.upcoming_bookings)}</TableCell>
                      <TableCell>
                        <ToneChip size="small" label={f.is_active ? 'Active' : 'Inactive'} color={f.is_active ? 'success' : 'default'} variant="outlined" />
                      </TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        <RowActions
                          name={f.name}
                          isActive={f.is_active}
                          isAdmin={isAdmin}
                          busy={busy}
                          onEdit={() => setEditing(f)}
                          onToggle={() => void toggle(f)}
                          onDelete={() => void erase(f)}
                        />
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </ScrollTable>
          )
        }
      </QueryState>
      {isAdmin && <FacilityDialog facility={editing} onClose={() => setEditing(null)} onCreated={(f) => setEditing(f)} />}
      {confirmDialog}
    </>
  );
}
