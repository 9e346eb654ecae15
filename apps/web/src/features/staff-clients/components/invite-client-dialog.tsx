import { zodResolver } from '@hookform/resolvers/zod';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ZCreateInvitationRequest, type TCreateInvitationRequest } from '@venue/shared/accounts/invitation.schema';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useToast } from '@/components/feedback/toast-context';
import { applyFieldErrors } from '@/components/forms/apply-field-errors';
import { useInviteClient } from '@/features/staff-clients/api/staff-clients.queries';

const EMPTY: TCreateInvitationRequest = { first_name: '', last_name: '', email: '' };
const FIELDS = ['first_name', 'last_name', 'email'] as const;

/** The link as the browser opens it: the server names its own PUBLIC_URL, which is right for e-mail. */
function InvitationLink({ url }: { url: string }) {
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ severity: 'success', message: 'Invitation link copied.' });
    } catch {
      toast({ severity: 'warning', message: 'Copy the link by selecting it.' });
    }
  };
  return (
    <Stack spacing={2}>
      <DialogContentText>The invitation was e-mailed. You can also pass this link on yourself; it works once and expires in 14 days.</DialogContentText>
      <TextField label="Invitation link" value={url} slotProps={{ input: { readOnly: true } }} onFocus={(e) => e.target.select()} fullWidth />
      <div>
        <Button startIcon={<ContentCopy />} onClick={() => void copy()}>
          Copy Link
        </Button>
      </div>
    </Stack>
  );
}

function InviteForm({ onInvited, onCancel }: { onInvited: (url: string) => void; onCancel: () => void }) {
  const invite = useInviteClient();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<TCreateInvitationRequest, unknown, z.output<typeof ZCreateInvitationRequest>>({
    resolver: zodResolver(ZCreateInvitationRequest),
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
    <form noValidate onSubmit={submit} aria-label="Invite client">
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

/** Invite a client: the existing invitation flow, the e-mail and a link staff can copy. */
export function InviteClientDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  const [url, setUrl] = useState<string | null>(null);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth slotProps={{ transition: { onExited: () => setUrl(null) } }}>
      <DialogTitle id={titleId}>{url ? 'Invitation Sent' : 'Invite Client'}</DialogTitle>
      {url ? (
        <>
          <DialogContent>
            <InvitationLink url={url} />
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
