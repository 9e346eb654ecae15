import Download from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TPayment } from '@venue/shared/payments/payments.schema';
import { useQuery } from '@tanstack/react-query';
import { downloadCreditNote } from '@/features/payments/api/downloads';
import { paymentSettingsQuery, refundsQuery } from '@/features/payments/api/payments.queries';
import { ToneChip } from '@/components/feedback/tone-chip';
import { CancelPaymentButton } from '@/features/payments/components/cancel-payment-button';
import { DetailRows } from '@/features/payments/components/detail-rows';
import { TestChip } from '@/components/payments/test-chip';
import { formatDay, money, paymentMethodText, statusColor } from '@/features/payments/payments-format';

interface TProps {
  payment: TPayment | null;
  downloading: boolean;
  onClose: () => void;
  onDownload: (payment: TPayment) => void;
}

const TYPE_LABELS: Record<string, string> = { FULL: 'Full payment', DEPOSIT: 'Deposit', CUSTOM: 'Custom amount', INSTALLMENT: 'Installment' };

/** The credit notes the refunds of this payment issued (issue 41), each as its PDF. */
function CreditNoteButtons({ payment }: { payment: TPayment }) {
  const refunds = useQuery(refundsQuery());
  const notes = (refunds.data?.results ?? []).filter((r) => r.payment === payment.id && r.credit_note).map((r) => r.credit_note!);
  return notes.map((n) => (
    <Button key={n.id} startIcon={<Download />} onClick={() => void downloadCreditNote(n.id, n.number)}>
      Credit Note {n.number}
    </Button>
  ));
}

/**
 * A payment left to pay outside (bank transfer, at the venue) and not yet confirmed: the venue's own words on how
 * to pay, the same the booking's last page and its e-mail gave, so a client coming back finds them here.
 */
function HowToPay({ payment }: { payment: TPayment }) {
  const offline = payment.status === 'PENDING' && (payment.gateway_code === 'bank_transfer' || payment.gateway_code === 'manual');
  const settings = useQuery({ ...paymentSettingsQuery(), enabled: offline });
  if (!offline || !settings.data) return null;
  const text = payment.gateway_code === 'bank_transfer' ? settings.data.bank_transfer_instructions : settings.data.manual_payment_instructions;
  if (!text.trim()) return null;
  return (
    <Alert severity="info">
      <AlertTitle>
        How to pay {money(payment.amount, payment.currency)} ({payment.payment_number})
      </AlertTitle>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
        {text}
      </Typography>
    </Alert>
  );
}

export function PaymentDetailsDialog({ payment: p, downloading, onClose, onDownload }: TProps) {
  return (
    <Dialog open={p !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="payment-details-title">
      <DialogTitle id="payment-details-title">Payment Details</DialogTitle>
      {p && (
        <DialogContent>
          <Stack spacing={2}>
            <Stack direction="row" spacing={1}>
              <ToneChip size="small" color={statusColor(p.status)} label={p.status_display} />
              {p.is_test && <TestChip />}
            </Stack>
            {p.failure_message && <Alert severity="error">{p.failure_message}</Alert>}
            <HowToPay payment={p} />
            <DetailRows
              rows={[
                ['Payment number', p.payment_number],
                ['Description', p.description],
                ['Amount', money(p.amount, p.currency)],
                ...(Number(p.refunded_amount) > 0 ? [['Refunded', money(p.refunded_amount, p.currency)] as [string, string]] : []),
                ['Payment type', p.payment_type ? (TYPE_LABELS[p.payment_type] ?? p.payment_type) : null],
                ['Method', paymentMethodText(p)],
                ['Paid on', p.paid_on ? formatDay(p.paid_on) : null],
                ['Due date', p.due_date ? formatDay(p.due_date) : null],
                ['Event', p.event_details.name],
                ['Invoice', p.invoice_number],
                ['Receipt number', p.receipt_number ?? 'Not issued yet'],
                ...(p.notes ? [['Notes', p.notes] as [string, string]] : []),
              ]}
            />
          </Stack>
        </DialogContent>
      )}
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        {p?.status === 'PROCESSING' && <CancelPaymentButton paymentId={p.id} onDone={onClose} />}
        {p && Number(p.refunded_amount) > 0 && <CreditNoteButtons payment={p} />}
        {p?.receipt_number && (
          <Button startIcon={<Download />} onClick={() => onDownload(p)} disabled={downloading}>
            Download Receipt
          </Button>
        )}
        <Button variant="contained" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
