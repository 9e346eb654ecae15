import Button from '@mui/material/Button';
import { PAYMENT_CANCELLED_TITLE } from '@venue/shared/payments/pay.schema';
import { useToast } from '@/components/feedback/toast-context';
import { useCancelPayment } from '@/features/payments/api/use-cancel-payment';

/**
 * An unfinished payment (the bank's or the wallet's step left unanswered) holds its invoice's amount for 30
 * minutes; this gives it up at once, so the invoice can be paid again.
 */
export function CancelPaymentButton({ paymentId, onDone }: { paymentId: number; onDone: () => void }) {
  const cancel = useCancelPayment();
  const toast = useToast();
  const run = () =>
    cancel.mutate(paymentId, {
      onSuccess: () => {
        toast({ severity: 'success', title: PAYMENT_CANCELLED_TITLE, message: 'The invoice can be paid again now.' });
        onDone();
      },
      onError: (e) => toast({ severity: 'error', title: 'Cancel Failed', message: e.message }),
    });
  return (
    <Button color="error" onClick={run} disabled={cancel.isPending}>
      {cancel.isPending ? 'Cancelling...' : 'Cancel This Payment'}
    </Button>
  );
}
