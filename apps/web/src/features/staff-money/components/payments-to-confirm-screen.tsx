import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { OFFLINE_METHOD_LABELS, type TPaymentToConfirm } from '@venue/shared/payments/offline-payments';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { EmptyText, loadError, QueryState } from '@/components/feedback/query-state';
import { ToneChip } from '@/components/feedback/tone-chip';
import { PageHeading } from '@/components/staff/page-heading';
import { formatDay, formatInstant } from '@/components/staff/staff-format';
import { paymentsToConfirmQuery } from '@/features/staff-money/api/staff-money.queries';
import { RecordPaymentDialog } from '@/features/staff-money/components/record-payment-dialog';
import { RejectPaymentDialog } from '@/features/staff-money/components/reject-payment-dialog';
import { displayMoney } from '@/lib/money-display';

type TOpen = { kind: 'record' | 'reject'; payment: TPaymentToConfirm } | null;

function PaymentCard({ payment, onOpen }: { payment: TPaymentToConfirm; onOpen: (kind: 'record' | 'reject') => void }) {
  const titleId = `payment-${payment.id}`;
  return (
    <Paper component="li" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 2.5 }, listStyle: 'none' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
        <div style={{ minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
            <Typography id={titleId} component="h2" variant="h6">
              {displayMoney(payment.amount, payment.currency, { centavos: 'always' })}
            </Typography>
            <ToneChip size="small" variant="outlined" label={OFFLINE_METHOD_LABELS[payment.method_type]} />
          </Stack>
          <Typography variant="body2">
            {payment.client.name} ·{' '}
            <Link component={RouterLink} to={`/staff/events/${payment.event_id}`}>
              {payment.event_name}
            </Link>
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {payment.description} · {payment.payment_number}
            {payment.invoice_number ? ` · invoice ${payment.invoice_number}` : ''} · chosen {formatInstant(payment.announced_at)}
            {payment.event_start_date ? ` · event on ${formatDay(payment.event_start_date)}` : ''}
          </Typography>
        </div>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', flexShrink: 0 }}>
          <Button variant="contained" onClick={() => onOpen('record')} aria-describedby={titleId}>
            Record as Received
          </Button>
          <Button color="error" onClick={() => onOpen('reject')} aria-describedby={titleId}>
            Reject
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}

/** /staff/payments: the bank transfers and payments at the venue clients announced, newest first, to record or reject. */
export function PaymentsToConfirmScreen() {
  const list = useQuery(paymentsToConfirmQuery());
  const [open, setOpen] = useState<TOpen>(null);
  return (
    <>
      <PageHeading
        title="Payments to Confirm"
        subtitle="Bank transfers and payments at the venue that clients chose to make, waiting for the money to arrive; newest first."
      />
      <QueryState query={list} loading="Loading payments to confirm..." error={loadError('the payments to confirm')}>
        {(payments) =>
          payments.length === 0 ? (
            <EmptyText>No payments are waiting to be confirmed.</EmptyText>
          ) : (
            <Stack component="ul" spacing={2} sx={{ p: 0, m: 0 }} aria-label="Payments to confirm">
              {payments.map((p) => (
                <PaymentCard key={p.id} payment={p} onOpen={(kind) => setOpen({ kind, payment: p })} />
              ))}
            </Stack>
          )
        }
      </QueryState>
      {open?.kind === 'record' && <RecordPaymentDialog payment={open.payment} onClose={() => setOpen(null)} />}
      {open?.kind === 'reject' && <RejectPaymentDialog payment={open.payment} onClose={() => setOpen(null)} />}
    </>
  );
}
