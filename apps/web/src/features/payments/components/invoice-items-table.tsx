import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ratePercentText } from '@venue/shared/payments/document-totals';
import type { TInvoice } from '@venue/shared/payments/payments.schema';
import { money } from '@/features/payments/payments-format';

type TItem = TInvoice['line_items'][number];

/** Hourly packages: the base price plus the hours beyond those included, at the per-hour price (spec section 2). */
function excessLine(item: TItem, currency: string): string | null {
  if (!item.base_unit_price || !item.excess_hours || Number(item.excess_hours) <= 0) return null;
  const perHour = item.excess_hour_price ? ` at ${money(item.excess_hour_price, currency)}/hour` : '';
  const cost = item.excess_cost ? ` = ${money(item.excess_cost, currency)}` : '';
  return `Base price ${money(item.base_unit_price, currency)} + ${Number(item.excess_hours)} excess hours${perHour}${cost}`;
}

export function InvoiceItemsTable({ invoice }: { invoice: TInvoice }) {
  const c = invoice.currency;
  return (
    <TableContainer>
      <Table size="small" aria-label="Invoice items" sx={{ minWidth: 580 }}>
        <TableHead>
          <TableRow>
            <TableCell>Description</TableCell>
            <TableCell>Type</TableCell>
            <TableCell align="right">Qty</TableCell>
            <TableCell align="right">Price</TableCell>
            <TableCell align="right">Tax</TableCell>
            <TableCell align="right">Total</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {invoice.line_items.map((item) => {
            const excess = excessLine(item, c);
            return (
              <TableRow key={item.id}>
                <TableCell>
                  {item.description}
                  {excess && (
                    <Typography variant="body2" color="text.secondary">
                      {excess}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>
                  <Chip size="small" label={item.item_type_display || item.item_type} color={item.item_type === 'PACKAGE' ? 'primary' : 'default'} />
                </TableCell>
                <TableCell align="right">{Number(item.quantity)}</TableCell>
                <TableCell align="right">{money(item.unit_price, c)}</TableCell>
                <TableCell align="right">{ratePercentText(item.tax_rate)}</TableCell>
                <TableCell align="right">{money(item.total, c)}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
