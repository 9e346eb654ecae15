import PersonAdd from '@mui/icons-material/PersonAdd';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TStaffAccount } from '@venue/shared/staff/admin.schema';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useConfirm } from '@/components/feedback/confirm-dialog';
import { EmptyText, loadError, QueryState } from '@/components/feedback/query-state';
import { ToneChip } from '@/components/feedback/tone-chip';
import { useToast } from '@/components/feedback/toast-context';
import { PageHeading } from '@/components/staff/page-heading';
import { readableRed } from '@/components/staff/readable-red';
import { ScrollTable } from '@/components/staff/scroll-table';
import { formatDate, fullName } from '@/components/staff/staff-format';
import { teamQuery, useUpdateStaffAccount } from '@/features/staff-admin/api/staff-admin.queries';
import { InviteStaffDialog } from '@/features/staff-admin/components/invite-staff-dialog';

/**
 * The venue's own accounts: their role and whether they can sign in. The server refuses to leave the venue
 * without an active admin; its message is shown above the table (and in a toast).
 */
export function TeamScreen({ currentUserId }: { currentUserId: number | null }) {
  const team = useQuery(teamQuery());
  const update = useUpdateStaffAccount();
  const toast = useToast();
  const [confirm, confirmDialog] = useConfirm();
  const [inviting, setInviting] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const change = (account: TStaffAccount, body: { role?: 'staff' | 'admin'; is_active?: boolean }, done: string) => {
    setRefusal(null);
    update.mutate(
      { id: account.id, ...body },
      {
        onSuccess: () => toast({ severity: 'success', title: 'Team Updated', message: done }),
        onError: (error) => {
          setRefusal(error.message);
          toast({ severity: 'error', title: 'Change Refused', message: error.message });
        },
      },
    );
  };
  const switchActive = async (account: TStaffAccount) => {
    const name = fullName(account);
    if (account.is_active) {
      const ok = await confirm({
        title: 'Switch Off Account',
        message: `${name} will be signed out everywhere and can no longer sign in. You can switch the account on again.`,
        confirmLabel: 'Switch Off',
        destructive: true,
      });
      if (!ok) return;
    }
    change(account, { is_active: !account.is_active }, `${name} is now ${account.is_active ? 'switched off' : 'active'}.`);
  };

  return (
    <>
      <PageHeading
        title="Team"
        subtitle="Staff run clients, events, quotes and contracts; admins also manage the team and read the audit log."
        actions={
          <Button variant="contained" startIcon={<PersonAdd />} onClick={() => setInviting(true)}>
            Invite Team Member
          </Button>
        }
      />
      {refusal && (
        <Alert severity="error" role="alert" onClose={() => setRefusal(null)} sx={{ mb: 2 }}>
          {refusal}
        </Alert>
      )}
      <QueryState query={team} loading="Loading the team..." error={loadError('the team')}>
        {(data) =>
          data.results.length === 0 ? (
            <EmptyText>No staff accounts yet.</EmptyText>
          ) : (
            <ScrollTable label="Team members" stickyActions>
              <TableHead>
                <TableRow>
                  <TableCell>Name</TableCell>
                  <TableCell>Role</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell align="right">Access</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.results.map((account) => {
                  const name = fullName(account);
                  const role = account.role === 'admin' ? 'admin' : 'staff';
                  return (
                    <TableRow key={account.id}>
                      <TableCell sx={{ overflowWrap: 'anywhere' }}>
                        <Typography sx={{ fontWeight: 600 }}>
                          {name}
                          {account.id === currentUserId ? ' (you)' : ''}
                        </Typography>
                        <Typography variant="body2" color="text.secondary">
                          {account.email} · joined {formatDate(account.date_joined)}
                        </Typography>
                      </TableCell>
                      <TableCell>
                        <TextField
                          select
                          size="small"
                          label="Role"
                          value={role}
                          disabled={update.isPending}
                          onChange={(e) => {
                            const next = e.target.value as 'staff' | 'admin';
                            if (next !== role) change(account, { role: next }, `${name} is now ${next === 'admin' ? 'an admin' : 'staff'}.`);
                          }}
                          sx={{ minWidth: 130 }}
                        >
                          <MenuItem value="staff">Staff</MenuItem>
                          <MenuItem value="admin">Admin</MenuItem>
                        </TextField>
                      </TableCell>
                      <TableCell>
                        <ToneChip size="small" color={account.is_active ? 'success' : 'default'} label={account.is_active ? 'Active' : 'Switched off'} />
                      </TableCell>
                      <TableCell align="right">
                        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
                          <Button
                            size="small"
                            color={account.is_active ? 'error' : 'primary'}
                            sx={account.is_active ? readableRed : undefined}
                            disabled={update.isPending}
                            onClick={() => void switchActive(account)}
                            aria-label={`${account.is_active ? 'Switch off' : 'Switch on'} ${name}`}
                          >
                            {account.is_active ? 'Switch Off' : 'Switch On'}
                          </Button>
                        </Stack>
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </ScrollTable>
          )
        }
      </QueryState>
      <InviteStaffDialog open={inviting} onClose={() => setInviting(false)} />
      {confirmDialog}
    </>
  );
}
