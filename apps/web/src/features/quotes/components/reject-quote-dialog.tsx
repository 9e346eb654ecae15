import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { REJECT_REASON_REQUIRED } from '@venue/shared/quotes/quote.schema';
import { useState } from 'react';

interface TProps {
  open: boolean;
  submitting: boolean;
  onClose: () => void;
  onReject: (reason: string) => void;
}

/** Spec section 5: the reason is required once trimmed, and the button stays disabled while it is empty. */
export function RejectQuoteDialog({ open, submitting, onClose, onReject }: TProps) {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const empty = reason.trim() === '';

  return (
    <Dialog
      open={open}
      onClose={submitting ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="reject-quote-title"
      // Starts empty every time it opens.
      slotProps={{ transition: { onExited: () => (setReason(''), setTouched(false)) } }}
    >
      <DialogTitle id="reject-quote-title">Reject Quote</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>Tell us what does not work for you, so we can prepare a better offer.</DialogContentText>
        <TextField
          label="Reason for rejection"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          onBlur={() => setTouched(true)}
          multiline
          minRows={4}
          fullWidth
          required
          autoFocus
          error={touched && empty}
          helperText={touched && empty ? REJECT_REASON_REQUIRED : ' '}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={submitting}>
          Cancel
        </Button>
        <Button variant="contained" color="error" disabled={empty || submitting} onClick={() => onReject(reason.trim())}>
          {submitting ? 'Rejecting...' : 'Reject Quote'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
