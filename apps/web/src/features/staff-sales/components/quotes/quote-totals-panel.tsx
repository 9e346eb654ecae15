import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { peso } from '@/features/staff-sales/sales-format';

interface TTotals {
  subtotal: string;
  tax_amount: string;
  discount_amount: string;
  total_amount: string;
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
      <Typography component="span" variant={strong ? 'subtitle1' : 'body2'} sx={{ fontWeight: strong ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography component="span" variant={strong ? 'subtitle1' : 'body2'} sx={{ fontWeight: strong ? 700 : 500 }}>
        {value}
      </Typography>
    </Stack>
  );
}

/** Subtotal, discount, tax and total, by the shared quote rules (the editor's live, a saved quote's from the server). */
export function QuoteTotalsPanel({ totals, live }: { totals: TTotals; live?: boolean }) {
  return (
    <Stack
      spacing={0.75}
      role="region"
      aria-label="Quote totals"
      aria-live={live ? 'polite' : undefined}
      sx={{ width: { xs: '100%', sm: 320 }, ml: { sm: 'auto' } }}
    >
      <Row label="Subtotal" value={peso(totals.subtotal)} />
      <Row label="Discount (before tax)" value={`−${peso(totals.discount_amount)}`} />
      <Row label="Tax" value={peso(totals.tax_amount)} />
      <Divider />
      <Row label="Total" value={peso(totals.total_amount)} strong />
    </Stack>
  );
}
