import Stack from '@mui/material/Stack';
import type { TInvoice } from '@venue/shared/payments/payments.schema';
import { EmptyState } from '@/features/payments/components/empty-state';
import { InvoiceCard } from '@/features/payments/components/invoice-card';

interface TProps {
  invoices: TInvoice[];
  isDownloading: (invoice: TInvoice) => boolean;
  onPay: (invoice: TInvoice) => void;
  onView: (invoice: TInvoice) => void;
  onDownload: (invoice: TInvoice) => void;
}

export function InvoicesTab({ invoices, isDownloading, ...actions }: TProps) {
  if (invoices.length === 0) return <EmptyState title="No Invoices" text="Invoices from the venue will appear here." />;
  return (
    <Stack spacing={2}>
      {invoices.map((invoice) => (
        <InvoiceCard key={invoice.id} invoice={invoice} downloading={isDownloading(invoice)} {...actions} />
      ))}
    </Stack>
  );
}
