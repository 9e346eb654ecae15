import Download from '@mui/icons-material/Download';
import Visibility from '@mui/icons-material/Visibility';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { TPayment } from '@venue/shared/payments/payments.schema';
import { useEffect, useRef } from 'react';
import { ToneChip } from '@/components/feedback/tone-chip';
import { TestChip } from '@/components/payments/test-chip';
import { ResponsiveTable, type TColumn } from '@/components/tables/responsive-table';
import { money, paymentDate, paymentMethodText, paymentTitle, statusColor } from '@/features/payments/payments-format';

interface TProps {
  payments: TPayment[];
  highlightId: number | null;
  onView: (payment: TPayment) => void;
  onDownload: (payment: TPayment) => void;
  isDownloading: (payment: TPayment) => boolean;
}

/**
 * Tab 0 (spec section 2); a card a payment on a phone. A highlighted payment (from the dashboard or back from a
 * wallet) is outlined and scrolled to.
 */
export function PaymentHistoryTable({ payments, highlightId, onView, onDownload, isDownloading }: TProps) {
  const frame = useRef<HTMLDivElement>(null);
  const shown = payments.some((p) => p.id === highlightId);
  useEffect(() => {
    if (shown) frame.current?.querySelector('[data-highlighted]')?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [shown]);

  const columns: TColumn<TPayment>[] = [
    {
      header: 'Payment',
      card: 'title',
      cell: (p) => (
        <>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography component="span" sx={{ fontWeight: 500 }}>
              {paymentTitle(p)}
            </Typography>
            {p.is_test && <TestChip />}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {[p.payment_number, p.invoice_number, p.event_details.name].filter(Boolean).join(' · ')}
          </Typography>
        </>
      ),
    },
    { header: 'Amount', align: 'right', cell: (p) => money(p.amount, p.currency) },
    { header: 'Method', cell: paymentMethodText },
    { header: 'Status', cell: (p) => <ToneChip size="small" color={statusColor(p.status)} label={p.status_display} /> },
    { header: 'Date', cell: paymentDate },
    {
      header: 'Actions',
      card: 'actions',
      align: 'right',
      sx: { whiteSpace: 'nowrap' },
      // On a card the buttons say what they do; in the table the icons and their tooltips do.
      cell: (p, layout) =>
        layout === 'card' ? (
          <>
            <Button size="small" variant="outlined" startIcon={<Visibility />} aria-label={`View details of ${p.payment_number}`} onClick={() => onView(p)}>
              View details
            </Button>
            {p.receipt_number && (
              <Button
                size="small"
                startIcon={<Download />}
                aria-label={`Download receipt of ${p.payment_number}`}
                onClick={() => onDownload(p)}
                disabled={isDownloading(p)}
              >
                Download receipt
              </Button>
            )}
          </>
        ) : (
          <>
            <Tooltip title="View details">
              <IconButton aria-label={`View details of ${p.payment_number}`} onClick={() => onView(p)}>
                <Visibility />
              </IconButton>
            </Tooltip>
            {p.receipt_number && (
              <Tooltip title="Download receipt">
                <span>
                  <IconButton aria-label={`Download receipt of ${p.payment_number}`} onClick={() => onDownload(p)} disabled={isDownloading(p)}>
                    <Download />
                  </IconButton>
                </span>
              </Tooltip>
            )}
          </>
        ),
    },
  ];

  return (
    <div ref={frame}>
      <ResponsiveTable
        label="Payment history"
        rows={payments}
        rowKey={(p) => p.id}
        columns={columns}
        highlighted={(p) => p.id === highlightId}
        minWidth={760}
        framed={false}
      />
    </div>
  );
}
