import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { TEventStatus } from '@venue/shared/enums';
import { useId, useState } from 'react';
import { useToast } from '@/components/feedback/toast-context';
import { useChangeEventStatus } from '@/features/staff-events/api/use-event-mutations';

/** The button that offers each move (the server's next_statuses decide which are offered). */
export const STATUS_ACTIONS: Record<TEventStatus, { label: string; done: string; text: string }> = {
  DRAFT: { label: 'Back to Draft', done: 'draft', text: '' },
  CONFIRMED: { label: 'Confirm Event', done: 'confirmed', text: 'The client sees the event as confirmed.' },
  IN_PROGRESS: { label: 'Start Event', done: 'in progress', text: 'The event is under way.' },
  COMPLETED: { label: 'Complete Event', done: 'completed', text: 'The event is final once completed; the client may then leave feedback.' },
  CANCELLED: {
    label: 'Cancel Event',
    done: 'cancelled',
    text: 'Cancelling is final and frees the facility. The reason is shown to the client on the timeline.',
  },
};

const REASON_REQUIRED = 'Please give the reason for cancelling';

export function StatusDialog({ eventId, target, onClose }: { eventId: number; target: TEventStatus | null; onClose: () => void }) {
  const change = useChangeEventStatus(eventId);
  const toast = useToast();
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const cancelling = target === 'CANCELLED';
  const action = target ? STATUS_ACTIONS[target] : null;

  const submit = () => {
    if (!target) return;
    if (cancelling && !reason.trim()) {
      setError(REASON_REQUIRED);
      return;
    }
    change.mutate(
      { status: target, reason: reason.trim() || undefined },
      {
        onSuccess: (event) => {
          toast({ severity: 'success', title: 'Status Changed', message: `${event.name} is now ${STATUS_ACTIONS[target].done}.` });
          onClose();
        },
        onError: (err) => setError(err.message),
      },
    );
  };

  return (
    <Dialog
      open={target !== null}
      onClose={() => !change.isPending && onClose()}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      slotProps={{
        transition: {
          onExited: () => {
            setReason('');
            setError(null);
          },
        },
      }}
    >
      <DialogTitle id={titleId}>{action?.label}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {action && <DialogContentText>{action.text}</DialogContentText>}
          {error && error !== REASON_REQUIRED && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          <TextField
            label={cancelling ? 'Reason' : 'Reason (optional)'}
            required={cancelling}
            multiline
            minRows={2}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={error === REASON_REQUIRED}
            helperText={error === REASON_REQUIRED ? error : 'Shown to the client on the event timeline.'}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} color="inherit" disabled={change.isPending}>
          Back
        </Button>
        <Button onClick={submit} variant="contained" color={cancelling ? 'error' : 'primary'} disabled={change.isPending}>
          {action?.label}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
