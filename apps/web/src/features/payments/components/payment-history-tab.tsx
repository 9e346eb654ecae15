import FileDownload from '@mui/icons-material/FileDownload';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { venueDay } from '@venue/shared/dates';
import type { TPayment } from '@venue/shared/payments/payments.schema';
import { EmptyState } from '@/features/payments/components/empty-state';
import { PaymentHistoryTable } from '@/features/payments/components/payment-history-table';
import { exportPaymentsCsv } from '@/features/payments/export-payments-csv';

interface TProps {
  payments: TPayment[];
  highlightId: number | null;
  onView: (payment: TPayment) => void;
  onDownload: (payment: TPayment) => void;
  isDownloading: (payment: TPayment) => boolean;
}

export function PaymentHistoryTab({ payments, ...table }: TProps) {
  if (payments.length === 0) return <EmptyState title="No Payment History" text="Payments you make will be listed here with their receipts." />;
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h6" component="h2">
          Payment History
        </Typography>
        <Button startIcon={<FileDownload />} onClick={() => exportPaymentsCsv(payments, venueDay())}>
          Export
        </Button>
      </Stack>
      <PaymentHistoryTable payments={payments} {...table} />
    </Stack>
  );
}
