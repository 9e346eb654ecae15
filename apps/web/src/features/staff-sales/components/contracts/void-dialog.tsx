import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { ZVoidContractRequest, type TStaffContract } from '@venue/shared/contracts/staff-contract.schema';
import { useState } from 'react';
import { useToast } from '@/components/feedback/toast-context';
import { useVoidContract } from '@/features/staff-sales/api/use-contract-mutations';
import { firstFieldError } from '@/lib/server-detail';

/** Voiding keeps everything on record (signatures, hashes, log); the reason is logged and e-mailed to a client who had it. */
export function VoidDialog({ contract, open, onClose }: { contract: TStaffContract; open: boolean; onClose: () => void }) {
  const voidContract = useVoidContract();
  const toast = useToast();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    if (voidContract.isPending) return;
    setReason('');
    setError(null);
    onClose();
  };
  const submit = () => {
    const parsed = ZVoidContractRequest.safeParse({ reason });
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    voidContract.mutate(
      { id: contract.id, reason: parsed.data.reason },
      {
        onSuccess: () => {
          toast({ severity: 'success', title: 'Contract Voided', message: `${contract.template_name} for ${contract.event.title} is void.` });
          close();
        },
        onError: (e) => setError(firstFieldError(e, 'reason') ?? e.message),
      },
    );
  };
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="void-title" aria-describedby="void-text">
      <DialogTitle id="void-title">Void Contract</DialogTitle>
      <DialogContent>
        <DialogContentText id="void-text" sx={{ mb: 2 }}>
          The contract stays on record as VOID with its signatures and history; it can no longer be signed, and the public check answers that it was voided.
        </DialogContentText>
        <TextField
          label="Reason for voiding"
          value={reason}
          onChange={(e) => (setReason(e.target.value), setError(null))}
          multiline
          minRows={3}
          fullWidth
          required
          autoFocus
          error={!!error}
          helperText={error ?? ' '}
        />
        {voidContract.isError && !error && <Alert severity="error">{voidContract.error.message}</Alert>}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" onClick={close} disabled={voidContract.isPending}>
          Cancel
        </Button>
        <Button variant="contained" color="error" onClick={submit} disabled={voidContract.isPending}>
          {voidContract.isPending ? 'Voiding...' : 'Void Contract'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
