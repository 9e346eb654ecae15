import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { PAID_IN_FULL } from '@venue/shared/payments/charge-amount';
import type { TInvoice } from '@venue/shared/payments/payments.schema';
import { useEffect, useRef, useState } from 'react';
import { PayInvoiceForm } from '@/features/payments/components/pay-invoice-form';
import { PaymentPending, PaymentSucceeded } from '@/features/payments/components/payment-outcome';
import { hasBalance } from '@/features/payments/payments-format';
import { usePaymentFlow } from '@/features/payments/use-payment-flow';

/** Spec section 9: the success message stays 2 seconds, then the dialog closes itself. */
const CLOSE_AFTER_SUCCESS_MS = 2000;

function PayInvoiceBody({ invoice, onClose, onBusy }: { invoice: TInvoice; onClose: () => void; onBusy: (busy: boolean) => void }) {
  const flow = usePaymentFlow();
  const { phase } = flow;
  useEffect(() => onBusy(flow.busy), [flow.busy, onBusy]);
  // The latest onClose, so a parent's re-render does not restart the 2 seconds.
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    if (phase.kind !== 'succeeded') return;
    const timer = setTimeout(() => close.current(), CLOSE_AFTER_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [phase.kind]);

  if (phase.kind === 'succeeded' || phase.kind === 'pending' || (phase.kind === 'idle' && !hasBalance(invoice)))
    return (
      <>
        <DialogContent>
          {phase.kind === 'succeeded' && <PaymentSucceeded result={phase.result} />}
          {phase.kind === 'pending' && <PaymentPending result={phase.result} text={phase.text} />}
          {phase.kind === 'idle' && <Typography sx={{ py: 2 }}>{PAID_IN_FULL}</Typography>}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>Close</Button>
        </DialogActions>
      </>
    );
  return (
    <>
      <PayInvoiceForm invoice={invoice} flow={flow} onClose={onClose} />
      {flow.bankStep}
    </>
  );
}

/** Pay Invoice (spec sections 2 and 4). The body mounts only while open, so each opening starts afresh. */
export function PayInvoiceDialog({ invoice, onClose }: { invoice: TInvoice | null; onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open={invoice !== null} onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="pay-invoice-title">
      <DialogTitle id="pay-invoice-title">Pay Invoice {invoice?.invoice_id}</DialogTitle>
      {invoice && <PayInvoiceBody key={invoice.id} invoice={invoice} onClose={onClose} onBusy={setBusy} />}
    </Dialog>
  );
}
