import { ZVoidInvoiceRequest } from '@venue/shared/payments/credit-note';
import type { TInvoice } from '@venue/shared/payments/payments.schema';
import { useToast } from '@/components/feedback/toast-context';
import { useVoidInvoice } from '@/features/staff-money/api/use-money-mutations';
import { ReasonDialog } from '@/features/staff-money/components/reason-dialog';
import { displayMoney } from '@/lib/money-display';

/** "Void Invoice": asks why, then voids it. It keeps its number and prints VOID; nothing is due on it any more. */
export function VoidInvoiceDialog({ invoice, onClose }: { invoice: TInvoice; onClose: () => void }) {
  const voiding = useVoidInvoice();
  const toast = useToast();
  return (
    <ReasonDialog
      title={`Void Invoice ${invoice.invoice_id}?`}
      text={`Invoice ${invoice.invoice_id} for ${displayMoney(invoice.total_amount, invoice.currency, { centavos: 'always' })} will be marked VOID. It keeps its number in the series, nothing is due on it, and the client is told. This cannot be undone.`}
      example="For example: Billed twice by mistake."
      action="Void Invoice"
      pendingAction="Voiding..."
      minRows={2}
      schema={ZVoidInvoiceRequest}
      mutation={voiding}
      onSubmit={(reason, fail) =>
        voiding.mutate(
          { id: invoice.id, reason },
          {
            onSuccess: () => {
              toast({
                severity: 'success',
                title: 'Invoice Voided',
                message: `${invoice.invoice_id} keeps its number and is marked VOID; nothing is due on it.`,
              });
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
