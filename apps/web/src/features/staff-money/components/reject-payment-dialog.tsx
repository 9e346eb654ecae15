import { ZRejectPayment, type TPaymentToConfirm } from '@venue/shared/payments/offline-payments';
import { useToast } from '@/components/feedback/toast-context';
import { useRejectPayment } from '@/features/staff-money/api/use-money-mutations';
import { ReasonDialog } from '@/features/staff-money/components/reason-dialog';
import { displayMoney } from '@/lib/money-display';

/** "Reject": the announced money did not arrive. The client reads the reason (portal, notification, e-mail); the amount stays due. */
export function RejectPaymentDialog({ payment, onClose }: { payment: TPaymentToConfirm; onClose: () => void }) {
  const reject = useRejectPayment();
  const toast = useToast();
  return (
    <ReasonDialog
      title="Reject Payment"
      text={
        <>
          {payment.client.name}&rsquo;s {displayMoney(payment.amount, payment.currency, { centavos: 'always' })} ({payment.payment_number}) is marked as not
          received. They read your reason in their portal and by e-mail, and the amount stays due.
        </>
      }
      example="For example: No transfer reached our account."
      action="Reject Payment"
      pendingAction="Rejecting..."
      schema={ZRejectPayment}
      mutation={reject}
      onSubmit={(reason, fail) =>
        reject.mutate(
          { id: payment.id, reason },
          {
            onSuccess: () => {
              toast({ severity: 'success', title: 'Payment Rejected', message: `${payment.client.name} has been told why; the amount stays due.` });
              onClose();
            },
            onError: fail,
          },
        )
      }
      onClose={onClose}
    />
  );
}
