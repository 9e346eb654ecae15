import Button from '@mui/material/Button';
import type { TPayment } from '@venue/shared/payments/payments.schema';
import { PAYMENT_CANCELLED_TITLE } from '@venue/shared/payments/pay.schema';
import { useConfirm } from '@/components/feedback/confirm-dialog';
import { useToast } from '@/components/feedback/toast-context';
import { useCancelPaymentAttempt } from '@/features/staff-money/api/use-money-mutations';
import { displayMoney } from '@/lib/money-display';

/**
 * A card or wallet payment still waiting on the client's bank holds its invoice's amount for 30 minutes. A client
 * who gave up on it (on the phone to the coordinator, say) is helped from here: the attempt is cancelled and the
 * invoice can be paid again at once.
 */
export function CancelAttemptButton({ payment, describedBy }: { payment: TPayment; describedBy: string }) {
  const cancel = useCancelPaymentAttempt();
  const toast = useToast();
  const [confirm, dialog] = useConfirm();
  const amount = displayMoney(payment.amount, payment.currency, { centavos: 'always' });
  const run = async () => {
    const sure = await confirm({
      title: 'Cancel Payment?',
      message: `${payment.payment_number} for ${amount} is still waiting on the client's bank. Cancel it so the invoice can be paid again?`,
      confirmLabel: 'Cancel Payment',
      cancelLabel: 'Keep Waiting',
      destructive: true,
    });
    if (!sure) return;
    // Awaited rather than mutate()'s callbacks: the refreshed list drops this button (the payment is no longer
    // processing) before those would run, and an unmounted caller's callbacks never do.
    try {
      await cancel.mutateAsync(payment.id);
      toast({ severity: 'success', title: PAYMENT_CANCELLED_TITLE, message: `${payment.payment_number} is cancelled; the invoice can be paid again.` });
    } catch (e) {
      toast({ severity: 'error', title: 'Cancel Failed', message: e instanceof Error ? e.message : String(e) });
    }
  };
  return (
    <>
      <Button size="small" color="error" onClick={() => void run()} disabled={cancel.isPending} aria-describedby={describedBy}>
        {cancel.isPending ? 'Cancelling...' : 'Cancel Payment'}
      </Button>
      {dialog}
    </>
  );
}
