import VerifiedUser from '@mui/icons-material/VerifiedUser';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TPaymentResult } from '@venue/shared/payments/pay.schema';
import { TestChip } from '@/features/payments/components/test-chip';
import { money } from '@/features/payments/payments-format';

export type TBankAnswer = 'approve' | 'fail' | 'cancel';

/**
 * The test gateway's stand-in for a card issuer's 3-D Secure page: the payer approves or declines the charge
 * here, as they would on their bank's page with a real card. Closing it counts as not completing the payment.
 */
export function CardConfirmationDialog({ result, onAnswer }: { result: TPaymentResult | null; onAnswer: (answer: TBankAnswer) => void }) {
  const payment = result?.payment;
  const lastFour = payment?.payment_method_details?.last_four;
  return (
    <Dialog open={result !== null} onClose={() => onAnswer('cancel')} maxWidth="xs" fullWidth aria-labelledby="bank-confirm-title">
      <Box sx={{ bgcolor: 'primary.dark', color: 'primary.contrastText', px: 3, py: 1.5 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <VerifiedUser fontSize="small" aria-hidden />
          <Typography variant="subtitle2" component="p">
            Secure Verification · Test Bank
          </Typography>
        </Stack>
      </Box>
      <DialogTitle id="bank-confirm-title">Confirm this payment</DialogTitle>
      {payment && (
        <DialogContent>
          <Typography sx={{ mb: 2 }}>Your card issuer asks you to confirm this purchase before it is charged.</Typography>
          <Stack component="dl" spacing={0.5} sx={{ m: 0 }}>
            <Row term="Merchant" value={payment.event_details.name} />
            <Row term="Amount" value={money(payment.amount, payment.currency)} />
            {lastFour && <Row term="Card" value={`•••• ${lastFour}`} />}
            <Row term="Reference" value={payment.payment_number} />
          </Stack>
          <Box sx={{ mt: 2 }}>
            <TestChip />
          </Box>
        </DialogContent>
      )}
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" onClick={() => onAnswer('fail')}>
          Decline
        </Button>
        <Button variant="contained" onClick={() => onAnswer('approve')} autoFocus>
          Approve
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function Row({ term, value }: { term: string; value: string }) {
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
      <Typography component="dt" color="text.secondary">
        {term}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 500, textAlign: 'right' }}>
        {value}
      </Typography>
    </Stack>
  );
}
