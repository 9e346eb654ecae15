import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState, type ReactNode } from 'react';
import type { z } from 'zod';
import { firstFieldError } from '@/lib/server-detail';

interface TReasonDialogProps {
  title: string;
  /** What the action does, said before the reason is asked. */
  text: ReactNode;
  /** The helper text under the empty field: "For example: ...". */
  example: string;
  action: string;
  pendingAction: string;
  minRows?: number;
  /** The shared request schema: its message is the field's error, as the server would answer it. */
  schema: z.ZodType<{ reason: string }>;
  mutation: { isPending: boolean; isError: boolean; error: Error | null };
  /** Sends the checked reason; `fail` puts the server's refusal under the field. */
  onSubmit: (reason: string, fail: (e: Error) => void) => void;
  onClose: () => void;
}

/** A money action that asks why first (reject a payment, void an invoice): the reason, checked, then sent. */
export function ReasonDialog({ title, text, example, action, pendingAction, minRows = 3, schema, mutation, onSubmit, onClose }: TReasonDialogProps) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const parsed = schema.safeParse({ reason });
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    onSubmit(parsed.data.reason, (e) => setError(firstFieldError(e, 'reason') ?? e.message));
  };
  return (
    <Dialog open onClose={mutation.isPending ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`} sx={{ mb: 2 }}>
          {text}
        </DialogContentText>
        <TextField
          label="Reason"
          value={reason}
          onChange={(e) => (setReason(e.target.value), setError(null))}
          multiline
          minRows={minRows}
          fullWidth
          required
          autoFocus
          error={!!error}
          helperText={error ?? example}
        />
        {mutation.isError && !error && <Alert severity="error">{mutation.error?.message}</Alert>}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" onClick={onClose} disabled={mutation.isPending}>
          Cancel
        </Button>
        <Button variant="contained" color="error" onClick={submit} disabled={mutation.isPending}>
          {mutation.isPending ? pendingAction : action}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
