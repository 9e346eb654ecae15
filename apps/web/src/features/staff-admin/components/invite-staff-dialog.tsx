import { zodResolver } from '@hookform/resolvers/zod';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ZStaffInvitationRequest, type TStaffInvitationRequest } from '@venue/shared/staff/admin.schema';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useToast } from '@/components/feedback/toast-context';
import { applyFieldErrors } from '@/components/forms/apply-field-errors';
import { useInviteStaff } from '@/features/staff-admin/api/staff-admin.queries';

const EMPTY: TStaffInvitationRequest = { first_name: '', last_name: '', email: '', role: 'staff' };
const FIELDS = ['first_name', 'last_name', 'email', 'role'] as const;

function InviteForm({ onInvited, onCancel }: { onInvited: (url: string) => void; onCancel: () => void }) {
  const invite = useInviteStaff();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, register, handleSubmit, setError, formState } = useForm<TStaffInvitationRequest, unknown, z.output<typeof ZStaffInvitationRequest>>({
    resolver: zodResolver(ZStaffInvitationRequest),
    defaultValues: EMPTY,
  });
  const { errors } = formState;
  const submit = handleSubmit((values) => {
    setFailure(null);
    invite.mutate(values, {
      onSuccess: (answer) => onInvited(answer.url),
      onError: (error) => {
        if (!applyFieldErrors(error, FIELDS, setError)) setFailure(error.message);
      },
    });
  });
  return (
    <form noValidate onSubmit={submit} aria-label="Invite team member">
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {failure && (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          )}
          <TextField {...register('first_name')} label="First Name" required autoFocus error={!!errors.first_name} helperText={errors.first_name?.message} />
          <TextField {...register('last_name')} label="Last Name" required error={!!errors.last_name} helperText={errors.last_name?.message} />
          <TextField {...register('email')} label="Email Address" type="email" required error={!!errors.email} helperText={errors.email?.message} />
          <Controller
            control={control}
            name="role"
            render={({ field }) => (
              <TextField
                select
                label="Role"
                {...field}
                error={!!errors.role}
                helperText={errors.role?.message ?? 'Admins also manage the team and read the audit log.'}
              >
                <MenuItem value="staff">Staff</MenuItem>
                <MenuItem value="admin">Admin</MenuItem>
              </TextField>
            )}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} color="inherit" disabled={invite.isPending}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={invite.isPending}>
          Send Invitation
        </Button>
      </DialogActions>
    </form>
  );
}

/** Invites a staff member or an admin; the link is shown so the admin can also pass it on. */
export function InviteStaffDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  const toast = useToast();
  const [url, setUrl] = useState<string | null>(null);
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast({ severity: 'success', message: 'Invitation link copied.' });
    } catch {
      toast({ severity: 'warning', message: 'Copy the link by selecting it.' });
    }
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth slotProps={{ transition: { onExited: () => setUrl(null) } }}>
      <DialogTitle id={titleId}>{url ? 'Invitation Sent' : 'Invite Team Member'}</DialogTitle>
      {url ? (
        <>
          <DialogContent>
            <Stack spacing={2}>
              <DialogContentText>The invitation was e-mailed. You can also pass this link on yourself; it works once.</DialogContentText>
              <TextField label="Invitation link" value={url} slotProps={{ input: { readOnly: true } }} onFocus={(e) => e.target.select()} fullWidth />
              <div>
                <Button startIcon={<ContentCopy />} onClick={() => void copy()}>
                  Copy Link
                </Button>
              </div>
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={onClose} variant="contained">
              Done
            </Button>
          </DialogActions>
        </>
      ) : (
        <InviteForm onInvited={setUrl} onCancel={onClose} />
      )}
    </Dialog>
  );
}
