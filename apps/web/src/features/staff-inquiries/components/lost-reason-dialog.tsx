import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { INQUIRY_TEXT } from '@venue/shared/staff/inquiry.schema';
import { useState } from 'react';

/** Asks why an inquiry was lost before it moves there (the figures keep the reason). */
export function LostReasonDialog({
  name,
  pending,
  onConfirm,
  onClose,
}: {
  name: string;
  pending: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    if (!reason.trim()) return setError(INQUIRY_TEXT.lostReasonRequired);
    onConfirm(reason.trim());
  };
  return (
    <Dialog open onClose={pending ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="lost-title">
      <DialogTitle id="lost-title">Mark {name} as Lost</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label="Why was it lost?"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={!!error}
          helperText={error ?? 'For example: chose another venue, over budget, date taken.'}
          slotProps={{ htmlInput: { maxLength: 200 } }}
          required
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button variant="contained" onClick={submit} disabled={pending}>
          Mark as Lost
        </Button>
      </DialogActions>
    </Dialog>
  );
}
