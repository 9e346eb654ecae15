import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { ratePercentText } from '@venue/shared/payments/document-totals';
import type { TInvoice } from '@venue/shared/payments/payments.schema';
import { ResponsiveTable, type TColumn } from '@/components/tables/responsive-table';
import { money } from '@/features/payments/payments-format';

type TItem = TInvoice['line_items'][number];

/** Hourly packages: the base price plus the hours beyond those included, at the per-hour price (spec section 2). */
function excessLine(item: TItem, currency: string): string | null {
  if (!item.base_unit_price || !item.excess_hours || Number(item.excess_hours) <= 0) return null;
  const perHour = item.excess_hour_price ? ` at ${money(item.excess_hour_price, currency)}/hour` : '';
  const cost = item.excess_cost ? ` = ${money(item.excess_cost, currency)}` : '';
  return `Base price ${money(item.base_unit_price, currency)} + ${Number(item.excess_hours)} excess hours${perHour}${cost}`;
}

/** An invoice's items: a table, and on a phone a card an item (issue 39, point 6). */
export function InvoiceItemsTable({ invoice }: { invoice: TInvoice }) {
  const c = invoice.currency;
  const columns: TColumn<TItem>[] = [
    {
      header: 'Description',
      card: 'title',
      cell: (item) => {
        const excess = excessLine(item, c);
        return (
          <>
            {item.description}
            {excess && (
              <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 400 }}>
                {excess}
              </Typography>
            )}
          </>
        );
      },
    },
    {
      header: 'Type',
      cell: (item) => <Chip size="small" label={item.item_type_display || item.item_type} color={item.item_type === 'PACKAGE' ? 'primary' : 'default'} />,
    },
    { header: 'Qty', align: 'right', cell: (item) => Number(item.quantity) },
    { header: 'Price', align: 'right', cell: (item) => money(item.unit_price, c) },
    { header: 'Tax', align: 'right', cell: (item) => ratePercentText(item.tax_rate) },
    { header: 'Total', align: 'right', cell: (item) => money(item.total, c) },
  ];
  return (
    <ResponsiveTable label="Invoice items" rows={invoice.line_items} rowKey={(item) => item.id} columns={columns} size="small" minWidth={580} framed={false} />
  );
}
