import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { TQuote } from '@venue/shared/quotes/quote.schema';
import { formatTaxRate } from '@/features/quotes/quote-format';
import { displayMoney } from '@/lib/money-display';

export function QuoteLineItems({ quote }: { quote: TQuote }) {
  return (
    // Scrolls sideways on phones instead of squeezing five numeric columns.
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={`Line items of quote version ${quote.version}`}>
        <TableHead>
          <TableRow>
            <TableCell>Description</TableCell>
            <TableCell align="right">Qty</TableCell>
            <TableCell align="right">Unit price</TableCell>
            <TableCell align="right">Tax</TableCell>
            <TableCell align="right">Total</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {quote.line_items.map((item) => (
            <TableRow key={item.id}>
              <TableCell sx={{ minWidth: 160 }}>{item.description}</TableCell>
              <TableCell align="right">{Number(item.quantity)}</TableCell>
              <TableCell align="right">{displayMoney(item.unit_price, quote.currency)}</TableCell>
              <TableCell align="right">{formatTaxRate(item.tax_rate)}</TableCell>
              <TableCell align="right">{displayMoney(item.total, quote.currency)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
