import { useLocation, useSearchParams } from 'react-router';
import { PaymentsScreen } from '@/features/payments/components/payments-screen';

const idOrNull = (value: unknown) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * /payments. The dashboard's Pay Now arrives with router state {highlightPayment: id}; a wallet (GCash, Maya)
 * sends the payer back to /payments?payment={id}, which is confirmed once and highlighted too.
 */
export function Component() {
  const { state } = useLocation();
  const [params] = useSearchParams();
  const returned = idOrNull(params.get('payment'));
  const highlight = idOrNull((state as { highlightPayment?: unknown } | null)?.highlightPayment) ?? returned;
  return <PaymentsScreen highlightId={highlight} returnedPaymentId={returned} />;
}
