import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { TPricingResult } from '@venue/shared/booking/session.schema';
import { displayMoney } from '@/lib/money-display';

interface TProps {
  pricing: Pick<TPricingResult, 'subtotal' | 'tax' | 'discount' | 'total' | 'line_items' | 'discount_details' | 'currency'>;
  showLines: boolean;
  showTax: boolean;
}

/** The server's pricing as tables: lines (with excess hours), then subtotal, discount, VAT and total. */
export function PricingTable({ pricing, showLines, showTax }: TProps) {
  const money = (v: string) => displayMoney(v, pricing.currency);
  return (
    <Table size="small" aria-label="Price breakdown">
      {showLines && (
        <TableHead>
          <TableRow>
            <TableCell>Item</TableCell>
            <TableCell align="right">Qty</TableCell>
            <TableCell align="right">Amount</TableCell>
          </TableRow>
        </TableHead>
      )}
      <TableBody>
        {showLines &&
          pricing.line_items.map((l) => (
            <TableRow key={l.product_id}>
              <TableCell>
                {l.name}
                {Number(l.excess_hours) > 0 && ` (incl. ${Number(l.excess_hours)} extra hours at ${money(l.excess_hour_price)})`}
              </TableCell>
              <TableCell align="right">{l.quantity}</TableCell>
              <TableCell align="right">{money(l.line_total)}</TableCell>
            </TableRow>
          ))}
        <TableRow>
          <TableCell colSpan={2}>Subtotal</TableCell>
          <TableCell align="right">{money(pricing.subtotal)}</TableCell>
        </TableRow>
        {pricing.discount !== '0.00' && (
          <TableRow>
            <TableCell colSpan={2}>Discount{pricing.discount_details ? ` (${pricing.discount_details.code})` : ''}</TableCell>
            <TableCell align="right">-{money(pricing.discount)}</TableCell>
          </TableRow>
        )}
        {showTax && (
          <TableRow>
            <TableCell colSpan={2}>VAT</TableCell>
            <TableCell align="right">{money(pricing.tax)}</TableCell>
          </TableRow>
        )}
        <TableRow>
          <TableCell colSpan={2} sx={{ fontWeight: 700 }}>
            Total
          </TableCell>
          <TableCell align="right" sx={{ fontWeight: 700 }} data-testid="pricing-total">
            {money(pricing.total)}
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
}
