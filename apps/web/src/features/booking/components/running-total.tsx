import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TPricingResult } from '@venue/shared/booking/session.schema';
import { displayMoney } from '@/lib/money-display';

/** Spec: shown once the total is not "0.00"; the amount is the server's pricing of the session. */
export function RunningTotal({ pricing }: { pricing: TPricingResult }) {
  if (pricing.total === '0.00') return null;
  return (
    <Paper variant="outlined" role="status" aria-live="polite" sx={{ p: 2, display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
      <Typography>Running total (VAT included)</Typography>
      <Typography sx={{ fontWeight: 700, fontSize: '1.15rem' }} data-testid="running-total">
        {displayMoney(pricing.total, pricing.currency)}
      </Typography>
    </Paper>
  );
}
