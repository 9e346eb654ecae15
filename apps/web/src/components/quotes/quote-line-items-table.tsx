import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { TQuote } from '@venue/shared/quotes/quote.schema';

type TLineItem = TQuote['line_items'][number];

interface TProps {
  items: readonly TLineItem[];
  /** The table's accessible name. */
  label: string;
  /** The last column's heading: the client's card says "Total", the staff view "Amount". */
  amountHeader: string;
  /** Client and staff screens format money and tax rates their own way; the table only places them. */
  money: (amount: string) => string;
  taxRate: (rate: string) => string;
  /** Makes the scroll container a labelled, focusable region so a keyboard can scroll it sideways. */
  focusable?: boolean;
}

/** A quote's line items, as the client's quote card and the staff quote view both show them. */
export function QuoteLineItemsTable({ items, label, amountHeader, money, taxRate, focusable = false }: TProps) {
  const region = focusable ? ({ tabIndex: 0, role: 'region', 'aria-label': label } as const) : {};
  return (
    // Scrolls sideways on phones instead of squeezing five numeric columns.
    <TableContainer {...region} sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>Description</TableCell>
            <TableCell align="right">Qty</TableCell>
            <TableCell align="right">Unit price</TableCell>
            <TableCell align="right">Tax</TableCell>
            <TableCell align="right">{amountHeader}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <TableRow key={item.id}>
              <TableCell sx={{ minWidth: 160 }}>{item.description}</TableCell>
              <TableCell align="right">{Number(item.quantity)}</TableCell>
              <TableCell align="right">{money(item.unit_price)}</TableCell>
              <TableCell align="right">{taxRate(item.tax_rate)}</TableCell>
              <TableCell align="right">{money(item.total)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
