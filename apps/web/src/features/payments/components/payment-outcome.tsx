import CheckCircle from '@mui/icons-material/CheckCircle';
import HourglassTop from '@mui/icons-material/HourglassTop';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PAYMENT_SUCCESSFUL, type TPaymentResult } from '@venue/shared/payments/pay.schema';
import { money } from '@/features/payments/payments-format';

/** Spec section 4: "Payment Successful!"; the dialog closes itself 2 seconds later. */
export function PaymentSucceeded({ result }: { result: TPaymentResult }) {
  return (
    <Stack role="status" spacing={1} sx={{ alignItems: 'center', textAlign: 'center', py: 3 }}>
      <CheckCircle color="success" sx={{ fontSize: 56 }} aria-hidden />
      <Typography variant="h6" component="p">
        {PAYMENT_SUCCESSFUL}
      </Typography>
      <Typography color="text.secondary">
        {money(result.payment.amount, result.payment.currency)} paid · {result.payment.payment_number}
      </Typography>
    </Stack>
  );
}

/** Accepted, not settled: pay-outside instructions (bank transfer, at the venue) or a charge still processing. */
export function PaymentPending({ result, text }: { result: TPaymentResult; text: string }) {
  return (
    <Stack role="status" spacing={1.5} sx={{ py: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <HourglassTop color="info" aria-hidden />
        <Typography variant="h6" component="p">
          Payment {result.payment.payment_number} is pending
        </Typography>
      </Stack>
      {text && <Typography sx={{ whiteSpace: 'pre-line' }}>{text}</Typography>}
      <Typography color="text.secondary">
        Amount: {money(result.payment.amount, result.payment.currency)}. Your payment is pending until the venue confirms it.
      </Typography>
    </Stack>
  );
}
