import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { TEST_CARDS } from '@venue/shared/payments/test-cards';
import { formatCardNumber } from '@/components/payments/card-input';

/** Under the test card form: the numbers that lead to each outcome (any future expiry and any CVC work). */
export function TestCardsHint() {
  return (
    <Alert severity="info" role="note" icon={false} sx={{ '& .MuiAlert-message': { width: '100%' } }}>
      <strong>Test mode: no money moves.</strong> Use any future expiry date and any CVC with one of these cards:
      <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
        {TEST_CARDS.map((card) => (
          <li key={card.number}>
            <Box component="span" sx={{ fontFamily: 'monospace' }}>
              {formatCardNumber(card.number)}
            </Box>{' '}
            — {card.label}
          </li>
        ))}
      </Box>
    </Alert>
  );
}
