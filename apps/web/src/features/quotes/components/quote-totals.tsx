import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TQuote } from '@venue/shared/quotes/quote.schema';
import { displayMoney } from '@/lib/money-display';

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
      {/* span: subtitle1 would otherwise render a heading element for a table-like row. */}
      <Typography
        component="span"
        variant={strong ? 'subtitle1' : 'body2'}
        sx={{ fontWeight: strong ? 700 : 400 }}
        color={strong ? 'text.primary' : 'text.secondary'}
      >
        {label}
      </Typography>
      <Typography component="span" variant={strong ? 'subtitle1' : 'body2'} sx={{ fontWeight: strong ? 700 : 500 }}>
        {value}
      </Typography>
    </Stack>
  );
}

export function QuoteTotals({ quote }: { quote: TQuote }) {
  const money = (v: string) => displayMoney(v, quote.currency);
  return (
    <Stack spacing={0.5} sx={{ ml: { sm: 'auto' }, width: { xs: '100%', sm: 280 } }}>
      <Row label="Subtotal" value={money(quote.subtotal)} />
      {/* The discount comes off before tax: the tax is on what the client pays. */}
      {Number(quote.discount_amount) > 0 && <Row label="Discount" value={`−${money(quote.discount_amount)}`} />}
      <Row label="Tax" value={money(quote.tax_amount)} />
      <Row label="Total" value={money(quote.total_amount)} strong />
    </Stack>
  );
}
