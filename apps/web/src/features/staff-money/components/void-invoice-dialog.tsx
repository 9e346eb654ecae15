import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { ZVoidInvoiceRequest } from '@venue/shared/payments/credit-note';
import type { TInvoice } from '@venue/shared/payments/payments.schema';
import { useState } from 'react';
import { useToast } from '@/components/feedback/toast-context';
import { useVoidInvoice } from '@/features/staff-money/api/use-money-mutations';
import { displayMoney } from '@/lib/money-display';
import { firstFieldError } from '@/lib/server-detail';

/** "Void Invoice": asks why, then voids it. It keeps its number and prints VOID; nothing is due on it any more. */
export function VoidInvoiceDialog({ invoice, onClose }: { invoice: TInvoice; onClose: () => void }) {
  const voiding = useVoidInvoice();
  const toast = useToast();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const parsed = ZVoidInvoiceRequest.safeParse({ reason });
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    voiding.mutate(
      { id: invoice.id, reason: parsed.data.reason },
      {
        onSuccess: () => {
          toast({ severity: 'success', title: 'Invoice Voided', message: `${invoice.invoice_id} keeps its number and is marked VOID; nothing is due on it.` });
          onClose();
        },
        onError: (e) => setError(firstFieldError(e, 'reason') ?? e.message),
      },
    );
  };
  return (
    <Dialog open onClose={voiding.isPending ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="void-title" aria-describedby="void-text">
      <DialogTitle id="void-title">Void Invoice {invoice.invoice_id}?</DialogTitle>
      <DialogContent>
        <DialogContentText id="void-text" sx={{ mb: 2 }}>
          Invoice {invoice.invoice_id} for {displayMoney(invoice.total_amount, invoice.currency, { centavos: 'always' })} will be marked VOID. It keeps its
          number in the series, nothing is due on it, and the client is told. This cannot be undone.
        </DialogContentText>
        <TextField
          label="Reason"
          value={reason}
          onChange={(e) => (setReason(e.target.value), setError(null))}
          multiline
          minRows={2}
          fullWidth
          required
          autoFocus
          error={!!error}
          helperText={error ?? 'For example: Billed twice by mistake.'}
        />
        {voiding.isError && !error && <Alert severity="error">{voiding.error.message}</Alert>}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" onClick={onClose} disabled={voiding.isPending}>
          Cancel
        </Button>
        <Button variant="contained" color="error" onClick={submit} disabled={voiding.isPending}>
          {voiding.isPending ? 'Voiding...' : 'Void Invoice'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
