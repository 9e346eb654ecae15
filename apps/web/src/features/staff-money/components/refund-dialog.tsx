import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { fromMinor, toMinor } from '@venue/shared/money';
import type { TPayment } from '@venue/shared/payments/payments.schema';
import { refundAmountProblem } from '@venue/shared/payments/refunds.schema';
import { useState } from 'react';
import { useToast } from '@/components/feedback/toast-context';
import { useRefundPayment } from '@/features/staff-money/api/use-money-mutations';
import { RefundTermsNote } from '@/features/staff-money/components/refund-terms-note';
import { displayMoney } from '@/lib/money-display';
import { firstFieldError } from '@/lib/server-detail';

const AMOUNT = /^\d{1,10}(\.\d{1,2})?$/;

/** What a completed payment still holds for a refund, in minor units. */
export const refundableMinor = (p: Pick<TPayment, 'amount' | 'refunded_amount'>) => toMinor(p.amount) - toMinor(p.refunded_amount);

/** A payment taken offline is given back by hand; one taken through a gateway goes back through it. */
export const refundedByHand = (p: Pick<TPayment, 'gateway_code' | 'is_manual'>) =>
  p.is_manual || p.gateway_code === null || p.gateway_code === 'bank_transfer' || p.gateway_code === 'manual';

/** A full or partial refund with its reason: through the gateway that took the payment, or recorded as paid out by hand. */
export function RefundDialog({ payment, onClose }: { payment: TPayment; onClose: () => void }) {
  const refund = useRefundPayment();
  const toast = useToast();
  const left = refundableMinor(payment);
  const money = (amount: string) => displayMoney(amount, payment.currency, { centavos: 'always' });
  const [amount, setAmount] = useState(fromMinor(left));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string; form?: string }>({});
  const byHand = refundedByHand(payment);
  const way = payment.inferred_payment_method?.gateway_name ?? payment.payment_method_details?.type_display ?? 'the gateway';

  const submit = () => {
    const trimmed = amount.trim();
    const amountError = AMOUNT.test(trimmed) ? refundAmountProblem(toMinor(trimmed), left, payment.currency) : 'Enter an amount such as 1500.00';
    const reasonError = reason.trim() ? undefined : 'A reason is required';
    setErrors({ amount: amountError ?? undefined, reason: reasonError });
    if (amountError || reasonError) return;
    refund.mutate(
      { id: payment.id, amount: trimmed, reason: reason.trim() },
      {
        onSuccess: (r) => {
          if (r.status === 'FAILED') return setErrors({ form: r.failure_message ?? 'The refund was refused.' });
          toast({
            severity: 'success',
            title: 'Refund Issued',
            message: `${money(r.amount)} of ${payment.payment_number} (${r.refund_number}); the client has been e-mailed.`,
          });
          onClose();
        },
        onError: (e) => setErrors({ amount: firstFieldError(e, 'amount') ?? undefined, reason: firstFieldError(e, 'reason') ?? undefined, form: e.message }),
      },
    );
  };

  return (
    <Dialog open onClose={refund.isPending ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="refund-title" aria-describedby="refund-text">
      <DialogTitle id="refund-title">Refund {payment.payment_number}</DialogTitle>
      <DialogContent>
        <DialogContentText id="refund-text" sx={{ mb: 2 }}>
          {money(fromMinor(left))} of {money(payment.amount)} can still be refunded.{' '}
          {byHand
            ? 'This payment was made offline: pay the money back by hand (cash or a transfer), then record it here.'
            : `The money goes back through ${way}.`}{' '}
          The client is e-mailed the amount and your reason.
        </DialogContentText>
        <Stack spacing={2}>
          <RefundTermsNote paymentId={payment.id} currency={payment.currency} onUse={(v) => (setAmount(v), setErrors({}))} />
          <TextField
            label="Amount to refund (₱)"
            value={amount}
            inputMode="decimal"
            onChange={(e) => (setAmount(e.target.value), setErrors({}))}
            error={!!errors.amount}
            helperText={errors.amount ?? 'Less than the whole is a partial refund.'}
            required
          />
          <TextField
            label="Reason"
            value={reason}
            onChange={(e) => (setReason(e.target.value), setErrors({}))}
            multiline
            minRows={2}
            error={!!errors.reason}
            helperText={errors.reason ?? 'The client reads it in the e-mail.'}
            required
          />
          {errors.form && !errors.amount && !errors.reason && <Alert severity="error">{errors.form}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" onClick={onClose} disabled={refund.isPending}>
          Cancel
        </Button>
        <Button variant="contained" onClick={submit} disabled={refund.isPending}>
          {refund.isPending ? 'Refunding...' : byHand ? 'Record Refund' : 'Refund'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
