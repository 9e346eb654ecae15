import Download from '@mui/icons-material/Download';
import Visibility from '@mui/icons-material/Visibility';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { TPayment } from '@venue/shared/payments/payments.schema';
import { useEffect, useRef } from 'react';
import { ToneChip } from '@/components/feedback/tone-chip';
import { TestChip } from '@/components/payments/test-chip';
import { money, paymentDate, paymentMethodText, paymentTitle, statusColor } from '@/features/payments/payments-format';
import { STICKY_ACTIONS_SX } from '@/components/tables/sticky-actions';

interface TProps {
  payments: TPayment[];
  highlightId: number | null;
  onView: (payment: TPayment) => void;
  onDownload: (payment: TPayment) => void;
  isDownloading: (payment: TPayment) => boolean;
}

/** Tab 0 (spec section 2). A highlighted payment (from the dashboard or back from a wallet) is outlined and scrolled to. */
export function PaymentHistoryTable({ payments, highlightId, onView, onDownload, isDownloading }: TProps) {
  const highlighted = useRef<HTMLTableRowElement>(null);
  const shown = payments.some((p) => p.id === highlightId);
  useEffect(() => {
    if (shown) highlighted.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [shown]);

  return (
    <TableContainer>
      <Table aria-label="Payment history" sx={[{ minWidth: 760 }, STICKY_ACTIONS_SX]}>
        <TableHead>
          <TableRow>
            <TableCell>Payment</TableCell>
            <TableCell align="right">Amount</TableCell>
            <TableCell>Method</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Date</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {payments.map((p) => {
            const isHighlighted = p.id === highlightId;
            return (
              <TableRow
                key={p.id}
                ref={isHighlighted ? highlighted : undefined}
                selected={isHighlighted}
                data-highlighted={isHighlighted || undefined}
                sx={isHighlighted ? { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid', outlineOffset: -2 } : undefined}
              >
                <TableCell>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <Typography component="span" sx={{ fontWeight: 500 }}>
                      {paymentTitle(p)}
                    </Typography>
                    {p.is_test && <TestChip />}
                  </Stack>
                  <Typography variant="body2" color="text.secondary">
                    {[p.payment_number, p.invoice_number, p.event_details.name].filter(Boolean).join(' · ')}
                  </Typography>
                </TableCell>
                <TableCell align="right">{money(p.amount, p.currency)}</TableCell>
                <TableCell>{paymentMethodText(p)}</TableCell>
                <TableCell>
                  <ToneChip size="small" color={statusColor(p.status)} label={p.status_display} />
                </TableCell>
                <TableCell>{paymentDate(p)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
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
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
