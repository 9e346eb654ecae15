import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { ZRejectPayment, type TPaymentToConfirm } from '@venue/shared/payments/offline-payments';
import { useState } from 'react';
import { useToast } from '@/components/feedback/toast-context';
import { useRejectPayment } from '@/features/staff-money/api/use-money-mutations';
import { displayMoney } from '@/lib/money-display';
import { firstFieldError } from '@/lib/server-detail';

/** "Reject": the announced money did not arrive. The client reads the reason (portal, notification, e-mail); the amount stays due. */
export function RejectPaymentDialog({ payment, onClose }: { payment: TPaymentToConfirm; onClose: () => void }) {
  const reject = useRejectPayment();
  const toast = useToast();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const parsed = ZRejectPayment.safeParse({ reason });
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    reject.mutate(
      { id: payment.id, reason: parsed.data.reason },
      {
        onSuccess: () => {
          toast({ severity: 'success', title: 'Payment Rejected', message: `${payment.client.name} has been told why; the amount stays due.` });
          onClose();
        },
        onError: (e) => setError(firstFieldError(e, 'reason') ?? e.message),
      },
    );
  };
  return (
    <Dialog open onClose={reject.isPending ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="reject-title" aria-describedby="reject-text">
      <DialogTitle id="reject-title">Reject Payment</DialogTitle>
      <DialogContent>
        <DialogContentText id="reject-text" sx={{ mb: 2 }}>
          {payment.client.name}&rsquo;s {displayMoney(payment.amount, payment.currency, { centavos: 'always' })} ({payment.payment_number}) is marked as not
          received. They read your reason in their portal and by e-mail, and the amount stays due.
        </DialogContentText>
        <TextField
          label="Reason"
          value={reason}
          onChange={(e) => (setReason(e.target.value), setError(null))}
          multiline
          minRows={3}
          fullWidth
          required
          autoFocus
          error={!!error}
          helperText={error ?? 'For example: No transfer reached our account.'}
        />
        {reject.isError && !error && <Alert severity="error">{reject.error.message}</Alert>}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" onClick={onClose} disabled={reject.isPending}>
          Cancel
        </Button>
        <Button variant="contained" color="error" onClick={submit} disabled={reject.isPending}>
          {reject.isPending ? 'Rejecting...' : 'Reject Payment'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
