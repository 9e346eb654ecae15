import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { KEPT_AFTER_DELETION, REMOVED_BY_DELETION } from '@venue/shared/privacy/privacy-request.schema';
import { useId, useState } from 'react';
import { useToast } from '@/components/feedback/toast-context';
import { useRequestDeletion } from '@/features/privacy/api/privacy.queries';
import { serverDetail } from '@/lib/server-detail';

/** What is removed, what is kept and why: the same lists the admin reads before confirming. */
export function DeletionTerms() {
  return (
    <Stack spacing={1.5}>
      <div>
        <Typography variant="subtitle2" component="h3">
          What we remove
        </Typography>
        <Typography component="ul" variant="body2" sx={{ pl: 2.5, my: 0.5 }}>
          {REMOVED_BY_DELETION.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </Typography>
      </div>
      <div>
        <Typography variant="subtitle2" component="h3">
          What we must keep, and why
        </Typography>
        <Typography component="ul" variant="body2" sx={{ pl: 2.5, my: 0.5 }}>
          {KEPT_AFTER_DELETION.map((k) => (
            <li key={k.what}>
              <strong>{k.what}.</strong> {k.why}
            </li>
          ))}
        </Typography>
      </div>
    </Stack>
  );
}

export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  const request = useRequestDeletion();
  const toast = useToast();
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    setFailure(null);
    setReason('');
    onClose();
  };
  const submit = () => {
    setFailure(null);
    request.mutate(
      { reason },
      {
        onSuccess: () => {
          toast({ severity: 'success', title: 'Request Sent', message: 'We received your request and e-mailed you a confirmation.' });
          close();
        },
        onError: (error) => setFailure(serverDetail(error) ?? 'Your request could not be sent. Please try again.'),
      },
    );
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Delete My Account?</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {failure && (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          )}
          <Typography variant="body2">
            Under the Data Privacy Act, you may ask us to delete your account. An administrator reviews each request, and we e-mail you when it is done. You
            cannot undo it afterwards.
          </Typography>
          <DeletionTerms />
          <TextField
            label="Reason (optional)"
            multiline
            minRows={2}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 1000 } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={close}>Keep My Account</Button>
        <Button variant="contained" color="error" onClick={submit} disabled={request.isPending}>
          {request.isPending ? 'Sending...' : 'Ask to Delete My Account'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
