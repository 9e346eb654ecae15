import Download from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TInvoice } from '@venue/shared/payments/payments.schema';
import { ToneChip } from '@/components/feedback/tone-chip';
import { PayNowButton } from '@/features/payments/components/pay-now-button';
import { InvoiceItemsTable } from '@/features/payments/components/invoice-items-table';
import { TestChip } from '@/components/payments/test-chip';
import { formatDay, formatRate, hasBalance, invoiceStatusView, money, statusColor } from '@/features/payments/payments-format';

interface TProps {
  invoice: TInvoice | null;
  downloading: boolean;
  onClose: () => void;
  onDownload: (invoice: TInvoice) => void;
  onPay: (invoice: TInvoice) => void;
}

function SumRow({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
      <Typography sx={{ fontWeight: strong ? 600 : 400 }}>{label}</Typography>
      <Typography sx={{ fontWeight: strong ? 600 : 400 }}>{value}</Typography>
    </Stack>
  );
}

/** Items, the tax summary per rate and the payments made against the invoice (spec section 2). */
export function InvoiceDetailsDialog({ invoice: inv, downloading, onClose, onDownload, onPay }: TProps) {
  const c = inv?.currency ?? 'USD';
  const status = inv ? invoiceStatusView(inv) : null;
  return (
    <Dialog open={inv !== null} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="invoice-details-title">
      <DialogTitle id="invoice-details-title">Invoice Details{inv ? `: ${inv.invoice_id}` : ''}</DialogTitle>
      {inv && status && (
        // A long invoice scrolls inside the dialog: the region takes the focus so a keyboard can scroll it too.
        <DialogContent tabIndex={0} role="region" aria-labelledby="invoice-details-title">
          <Stack spacing={2.5}>
            <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
              <ToneChip size="small" color={status.color} label={status.label} />
              <Typography variant="body2">{inv.event_details.name}</Typography>
              <Typography variant="body2">Issued {formatDay(inv.issue_date)}</Typography>
              <Typography variant="body2">Due {formatDay(inv.due_date)}</Typography>
            </Stack>
            <InvoiceItemsTable invoice={inv} />
            <Stack spacing={0.5} sx={{ alignSelf: { sm: 'flex-end' }, minWidth: { sm: 320 } }} aria-label="Invoice summary" role="group">
              <SumRow label="Subtotal" value={money(inv.subtotal, c)} />
              <SumRow label="Tax amount" value={money(inv.tax_amount, c)} />
              {inv.taxes.map((t, i) => (
                <SumRow key={i} label={`${t.tax_rate_details.name} (${formatRate(t.tax_rate_details.rate)})`} value={money(t.tax_amount, c)} />
              ))}
              <SumRow label="Total" value={money(inv.total_amount, c)} strong />
              <SumRow label="Paid" value={money(inv.paid_amount, c)} />
              <SumRow label="Remaining" value={money(inv.remaining_amount, c)} strong />
            </Stack>
            {inv.notes && <Typography color="text.secondary">{inv.notes}</Typography>}
            <div>
              <Typography variant="subtitle1" component="h3">
                Related payments
              </Typography>
              {inv.related_payments.length === 0 ? (
                <Typography color="text.secondary">No payments yet.</Typography>
              ) : (
                <List dense aria-label="Related payments">
                  {inv.related_payments.map((p) => (
                    <ListItem key={p.id} disableGutters secondaryAction={<Typography>{money(p.amount, c)}</Typography>}>
                      <ListItemText primary={p.payment_number} secondary={p.paid_on ? `Paid ${formatDay(p.paid_on)}` : undefined} />
                      <Stack direction="row" spacing={1} sx={{ mr: 12 }}>
                        <ToneChip size="small" color={statusColor(p.status)} label={p.status.charAt(0) + p.status.slice(1).toLowerCase()} />
                        {p.is_test && <TestChip />}
                      </Stack>
                    </ListItem>
                  ))}
                </List>
              )}
            </div>
          </Stack>
        </DialogContent>
      )}
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {inv && (
          <Button startIcon={<Download />} onClick={() => onDownload(inv)} disabled={downloading}>
            Download PDF
          </Button>
        )}
        {inv && hasBalance(inv) && <PayNowButton overdue={inv.is_overdue} onClick={() => onPay(inv)} />}
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
