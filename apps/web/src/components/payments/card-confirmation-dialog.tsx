import VerifiedUser from '@mui/icons-material/VerifiedUser';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TestChip } from '@/components/payments/test-chip';

export type TBankAnswer = 'approve' | 'fail' | 'cancel';

/** What the "bank" shows of the charge it asks about (an invoice payment or an online booking's). */
export interface TBankCharge {
  merchant: string;
  /** Already formatted for display ("₱369,600.00"). */
  amount: string;
  lastFour: string | null;
  reference: string;
}

/**
 * The test gateway's stand-in for a card issuer's 3-D Secure page: the payer approves or declines the charge
 * here, as they would on their bank's page with a real card. Closing it counts as not completing the payment.
 * Shared by the payments screens and the booking wizard (components/payments: features do not import each other).
 */
export function CardConfirmationDialog({ charge, onAnswer }: { charge: TBankCharge | null; onAnswer: (answer: TBankAnswer) => void }) {
  return (
    <Dialog open={charge !== null} onClose={() => onAnswer('cancel')} maxWidth="xs" fullWidth aria-labelledby="bank-confirm-title">
      <Box sx={{ bgcolor: 'primary.dark', color: 'primary.contrastText', px: 3, py: 1.5 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <VerifiedUser fontSize="small" aria-hidden />
          <Typography variant="subtitle2" component="p">
            Secure Verification · Test Bank
          </Typography>
        </Stack>
      </Box>
      <DialogTitle id="bank-confirm-title">Confirm this payment</DialogTitle>
      {charge && (
        <DialogContent>
          <Typography sx={{ mb: 2 }}>Your card issuer asks you to confirm this purchase before it is charged.</Typography>
          <Stack component="dl" spacing={0.5} sx={{ m: 0 }}>
            <Row term="Merchant" value={charge.merchant} />
            <Row term="Amount" value={charge.amount} />
            {charge.lastFour && <Row term="Card" value={`•••• ${charge.lastFour}`} />}
            <Row term="Reference" value={charge.reference} />
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
