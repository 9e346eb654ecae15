import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import LinearProgress from '@mui/material/LinearProgress';
import { PAYMENT_SUCCESSFUL } from '@venue/shared/payments/pay.schema';
import { useEffect, useRef } from 'react';
import { useConfirmPayment } from '@/features/payments/api/use-confirm-payment';
import { money } from '@/features/payments/payments-format';
import { usePaymentFlow } from '@/features/payments/use-payment-flow';

/**
 * Back from a wallet (GCash, Maya) at /payments?payment={id}: the server is asked once to read the charge back
 * from the gateway, and the outcome shows above the page.
 */
export function WalletReturnNotice({ paymentId }: { paymentId: number }) {
  const flow = usePaymentFlow();
  const confirm = useConfirmPayment();
  const asked = useRef(false);
  const { run } = flow;

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    void run(() => confirm.mutateAsync(paymentId), 'Confirming your payment...', { redirect: false });
  }, [run, confirm, paymentId]);

  const { phase } = flow;
  if (phase.kind === 'working' || phase.kind === 'idle')
    return (
      <Alert severity="info" role="status">
        Confirming your payment...
        <LinearProgress sx={{ mt: 1 }} aria-label="Confirming your payment" />
      </Alert>
    );
  if (phase.kind === 'succeeded')
    return (
      <Alert severity="success" role="status">
        <AlertTitle>{PAYMENT_SUCCESSFUL}</AlertTitle>
        {money(phase.result.payment.amount, phase.result.payment.currency)} paid · {phase.result.payment.payment_number}
      </Alert>
    );
  if (phase.kind === 'pending')
    return (
      <Alert severity="info" role="status">
        <AlertTitle>{phase.result.message}</AlertTitle>
        {phase.text !== phase.result.message && <span style={{ whiteSpace: 'pre-line' }}>{phase.text}</span>}
      </Alert>
    );
  return (
    <Alert severity="error" role="alert">
      {phase.message}
    </Alert>
  );
}
