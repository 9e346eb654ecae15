import type { TQuote } from '@venue/shared/quotes/quote.schema';
import { ResponsiveTable, type TColumn } from '@/components/tables/responsive-table';

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
}

/**
 * A quote's line items, as the client's quote card and the staff quote view both show them: a table, and on a phone
 * a card an item instead of five numeric columns squeezed or scrolled past the edge.
 */
export function QuoteLineItemsTable({ items, label, amountHeader, money, taxRate }: TProps) {
  const columns: TColumn<TLineItem>[] = [
    { header: 'Description', card: 'title', cell: (item) => item.description, sx: { minWidth: 160 } },
    { header: 'Qty', align: 'right', cell: (item) => Number(item.quantity) },
    { header: 'Unit price', align: 'right', cell: (item) => money(item.unit_price) },
    { header: 'Tax', align: 'right', cell: (item) => taxRate(item.tax_rate) },
    { header: amountHeader, align: 'right', cell: (item) => money(item.total) },
  ];
  return <ResponsiveTable label={label} rows={items} rowKey={(item) => item.id} columns={columns} size="small" framed={false} />;
}
