import Download from '@mui/icons-material/Download';
import Payment from '@mui/icons-material/Payment';
import Schedule from '@mui/icons-material/Schedule';
import Visibility from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { TInvoice } from '@venue/shared/payments/payments.schema';
import { useId } from 'react';
import { ToneChip } from '@/components/feedback/tone-chip';
import { PayNowButton } from '@/features/payments/components/pay-now-button';
import { daysUntil, formatDay, hasBalance, invoiceStatusView, money } from '@/features/payments/payments-format';
import { plural } from '@venue/shared/common/plural';

/** Spec section 9: invoice cards preview 2 line items; "due soon" is 1 to 7 days ahead. */
const PREVIEW_ITEMS = 2;
const DUE_SOON_DAYS = 7;

interface TProps {
  invoice: TInvoice;
  downloading: boolean;
  onPay: (invoice: TInvoice) => void;
  onView: (invoice: TInvoice) => void;
  onDownload: (invoice: TInvoice) => void;
}

export function InvoiceCard({ invoice, downloading, onPay, onView, onDownload }: TProps) {
  const titleId = useId();
  const status = invoiceStatusView(invoice);
  const c = invoice.currency;
  const days = invoice.due_date ? daysUntil(invoice.due_date) : null;
  const open = hasBalance(invoice);
  const extra = invoice.line_items.length - PREVIEW_ITEMS;

  return (
    <Paper component="article" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}>
        <div>
          <Typography id={titleId} variant="h6" component="h3">
            {invoice.invoice_id}
          </Typography>
          <Chip size="small" variant="outlined" label={invoice.event_details.name} sx={{ mt: 0.5 }} />
        </div>
        <Stack spacing={0.5} sx={{ alignItems: { xs: 'flex-start', sm: 'flex-end' } }}>
          <Tooltip title={status.tooltip} describeChild>
            <ToneChip color={status.color} label={status.label} size="small" tabIndex={0} />
          </Tooltip>
          <Typography variant="h6" component="p">
            {money(invoice.total_amount, c)}
          </Typography>
        </Stack>
      </Stack>

      <Stack direction="row" spacing={3} sx={{ mt: 1.5, flexWrap: 'wrap' }}>
        <Typography variant="body2">Subtotal: {money(invoice.subtotal, c)}</Typography>
        {Number(invoice.tax_amount) > 0 && <Typography variant="body2">Tax: {money(invoice.tax_amount, c)}</Typography>}
        <Typography variant="body2">Issued: {formatDay(invoice.issue_date)}</Typography>
        <Typography variant="body2">Due: {formatDay(invoice.due_date)}</Typography>
      </Stack>
      {invoice.is_overdue && days !== null && (
        <Typography sx={(theme) => ({ mt: 1, fontWeight: 500, color: 'error.main', ...theme.applyStyles('dark', { color: 'error.light' }) })}>
          Overdue by {plural(-days, 'day')}
        </Typography>
      )}
      {/* Orange text would not reach AA contrast on white: the icon carries the tone, the text stays dark. */}
      {!invoice.is_overdue && open && days !== null && days >= 1 && days <= DUE_SOON_DAYS && (
        <Stack direction="row" spacing={0.5} sx={{ mt: 1, alignItems: 'center' }}>
          <Schedule color="warning" fontSize="small" aria-hidden />
          <Typography sx={{ fontWeight: 500 }}>Due in {plural(days, 'day')}</Typography>
        </Stack>
      )}

      {invoice.is_partially_paid && (
        <Box sx={{ mt: 1.5 }}>
          <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
            <Typography variant="body2">Payment progress</Typography>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {invoice.payment_progress.toFixed(1)}%
            </Typography>
          </Stack>
          <LinearProgress
            variant="determinate"
            value={Math.min(invoice.payment_progress, 100)}
            aria-label={`${invoice.invoice_id} payment progress`}
            sx={{ my: 0.5, height: 8, borderRadius: 4 }}
          />
          <Typography variant="body2" color="text.secondary">
            Paid: {money(invoice.paid_amount, c)} · Remaining: {money(invoice.remaining_amount, c)}
          </Typography>
        </Box>
      )}

      {invoice.line_items.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5 }} aria-label="Line items">
          {invoice.line_items.slice(0, PREVIEW_ITEMS).map((item) => (
            <Stack component="li" key={item.id} direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
              <Typography variant="body2">{item.description}</Typography>
              <Typography variant="body2">{money(item.total, c)}</Typography>
            </Stack>
          ))}
          {extra > 0 && (
            <Typography component="li" variant="body2" color="text.secondary">
              +{extra} more items
            </Typography>
          )}
        </Box>
      )}

      <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap', gap: 1 }}>
        {open && <PayNowButton overdue={invoice.is_overdue} startIcon={<Payment />} onClick={() => onPay(invoice)} />}
        <Button variant="outlined" startIcon={<Visibility />} onClick={() => onView(invoice)}>
          View
        </Button>
        <Button variant="outlined" startIcon={<Download />} onClick={() => onDownload(invoice)} disabled={downloading}>
          Download PDF
        </Button>
      </Stack>
    </Paper>
  );
}
