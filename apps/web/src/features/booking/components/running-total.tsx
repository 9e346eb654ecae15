import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TPricingResult } from '@venue/shared/booking/session.schema';
import { displayMoney } from '@/lib/money-display';

/**
 * Spec: shown once the total is not "0.00"; the amount is the server's pricing of the session. It sits at the end
 * of the step and sticks to the bottom of the window while the step is longer than the screen, so the total is
 * always in view and never under the sticky headers at the top. At every width it starts right of the
 * accessibility button, which floats over the bottom left corner (12 px in on a phone, 20 px from sm up).
 */
export function RunningTotal({ pricing }: { pricing: TPricingResult }) {
  if (pricing.total === '0.00') return null;
  return (
    <Paper
      variant="outlined"
      role="status"
      aria-live="polite"
      sx={{
        position: 'sticky',
        bottom: 0,
        zIndex: 2,
        mt: 2,
        py: 1.5,
        pr: 2,
        pl: { xs: 9, sm: 10 },
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'center',
        gap: 1,
        boxShadow: 3,
      }}
    >
      <Typography>Running total (VAT included)</Typography>
      <Typography sx={{ fontWeight: 700, fontSize: '1.15rem' }} data-testid="running-total">
        {displayMoney(pricing.total, pricing.currency)}
      </Typography>
    </Paper>
  );
}
