import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { venueDay } from '@venue/shared/dates';
import type { TEventInstallment } from '@venue/shared/payments/installment.schema';
import { installmentDueText, upcomingInstallmentsHeading } from '@venue/shared/payments/installments';
import { eventMoneyTotals } from '@venue/shared/payments/event-money';
import type { TPaymentToConfirm } from '@venue/shared/payments/offline-payments';
import type { TCreditNote } from '@venue/shared/payments/credit-note';
import type { TEventMoney, TInvoice, TPayment } from '@venue/shared/payments/payments.schema';
import { toMinor } from '@venue/shared/money';
import { useState } from 'react';
import { EmptyText, loadError, QueryState } from '@/components/feedback/query-state';
import { ToneChip } from '@/components/feedback/tone-chip';
import { formatDate, formatDay } from '@/components/staff/staff-format';
import { downloadCreditNote } from '@/features/staff-money/api/downloads';
import { eventMoneyQuery, paymentsToConfirmQuery } from '@/features/staff-money/api/staff-money.queries';
import { CancelAttemptButton } from '@/features/staff-money/components/cancel-attempt-button';
import { InvoiceQuoteDialog } from '@/features/staff-money/components/invoice-quote-dialog';
import { IssueInvoiceDialog } from '@/features/staff-money/components/issue-invoice-dialog';
import { RecordPaymentDialog } from '@/features/staff-money/components/record-payment-dialog';
import { RefundDialog, refundableMinor } from '@/features/staff-money/components/refund-dialog';
import { RejectPaymentDialog } from '@/features/staff-money/components/reject-payment-dialog';
import { VoidInvoiceDialog } from '@/features/staff-money/components/void-invoice-dialog';
import { useToast } from '@/components/feedback/toast-context';
import { displayMoney } from '@/lib/money-display';

type TOpen =
  | { kind: 'refund'; payment: TPayment }
  | { kind: 'record' | 'reject'; payment: TPaymentToConfirm }
  | { kind: 'issue' }
  | { kind: 'void'; invoice: TInvoice }
  | { kind: 'quote'; quote: NonNullable<TEventMoney['accepted_quote']> }
  | null;

const INVOICE_STATUS: Record<TInvoice['status'], string> = { DRAFT: 'Draft', ISSUED: 'Unpaid', PAID: 'Paid', CANCELLED: 'Void' };

/** What an invoice's chip says: its money first (paid, part paid, overdue), else its status. */
const invoiceLabel = (inv: TInvoice) =>
  inv.status === 'ISSUED' && inv.is_fully_paid
    ? 'Paid'
    : inv.status === 'ISSUED' && inv.is_overdue
      ? 'Overdue'
      : inv.status === 'ISSUED' && inv.is_partially_paid
        ? 'Partly paid'
        : INVOICE_STATUS[inv.status];
const PAYMENT_TONE: Partial<Record<TPayment['status'], 'success' | 'warning' | 'error'>> = {
  COMPLETED: 'success',
  PAID: 'success',
  PENDING: 'warning',
  OVERDUE: 'error',
  FAILED: 'error',
};

function Figure({ label, amount, currency }: { label: string; amount: string; currency: string }) {
  return (
    <div>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" component="p">
        {displayMoney(amount, currency, { centavos: 'always' })}
      </Typography>
    </div>
  );
}

function InvoiceRow({ invoice, onOpen }: { invoice: TInvoice; onOpen: (o: TOpen) => void }) {
  const money = (a: string) => displayMoney(a, invoice.currency, { centavos: 'always' });
  // Only an invoice with nothing paid on it may be voided (the server says so too, and why).
  const voidable = (invoice.status === 'ISSUED' || invoice.status === 'DRAFT') && toMinor(invoice.paid_amount) === 0n;
  const titleId = `event-invoice-${invoice.id}`;
  return (
    <ListItem divider sx={{ px: 0, display: 'block' }}>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 0.5 }}>
        <Typography id={titleId} sx={{ fontWeight: 600 }}>
          {invoice.invoice_id} · {money(invoice.total_amount)}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <ToneChip
            size="small"
            variant="outlined"
            color={invoice.is_fully_paid ? 'success' : invoice.is_overdue ? 'error' : 'default'}
            label={invoiceLabel(invoice)}
          />
          {voidable && (
            <Button size="small" color="error" onClick={() => onOpen({ kind: 'void', invoice })} aria-describedby={titleId}>
              Void Invoice
            </Button>
          )}
        </Stack>
      </Stack>
      {invoice.void_details ? (
        <Typography variant="body2" color="text.secondary">
          Void{invoice.void_details.voided_at ? ` since ${formatDate(invoice.void_details.voided_at)}` : ''}
          {invoice.void_details.voided_by ? ` by ${invoice.void_details.voided_by}` : ''}: {invoice.void_details.reason}. Nothing is due on it.
        </Typography>
      ) : (
        <Typography variant="body2" color="text.secondary">
          Paid {money(invoice.paid_amount)} · due {money(invoice.remaining_amount)}
          {invoice.due_date ? ` by ${formatDay(invoice.due_date)}` : ''}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {invoice.line_items.map((l) => l.description).join(' · ')}
      </Typography>
    </ListItem>
  );
}

/** A credit note a refund issued: its number, the invoice it corrects, the amount and VAT part, and its PDF. */
function CreditNoteRow({ note }: { note: TCreditNote }) {
  const toast = useToast();
  const money = (a: string) => displayMoney(a, note.currency, { centavos: 'always' });
  const titleId = `event-credit-note-${note.id}`;
  const download = () =>
    downloadCreditNote(note.id, note.credit_note_number).catch((e: Error) => toast({ severity: 'error', title: 'Download Failed', message: e.message }));
  return (
    <ListItem divider sx={{ px: 0, display: 'block' }}>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 0.5 }}>
        <Typography id={titleId} sx={{ fontWeight: 600 }}>
          {note.credit_note_number} · {money(note.amount)}
        </Typography>
        <Button size="small" onClick={download} aria-describedby={titleId}>
          Download PDF
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        Corrects {note.invoice_number} · VAT {money(note.vat_amount)} · refund {note.refund_number} · {formatDay(note.issue_date)}
      </Typography>
    </ListItem>
  );
}

/** An installment to pay: which invoice's, its amount, and its due day in words (overdue ones say by how long). */
function InstallmentRow({ installment: i, today }: { installment: TEventInstallment; today: string }) {
  return (
    <ListItem divider sx={{ px: 0, display: 'block' }}>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 0.5 }}>
        <Typography sx={{ fontWeight: 600 }}>
          Installment {i.sequence} of {i.installment_count} · {displayMoney(i.amount, i.currency, { centavos: 'always' })}
        </Typography>
        {i.is_overdue && <ToneChip size="small" variant="outlined" color="error" label="Overdue" />}
      </Stack>
      <Typography variant="body2" color={i.is_overdue ? 'error' : 'text.secondary'}>
        {i.invoice_number} · {installmentDueText(i, today, (d) => formatDay(d))}
      </Typography>
    </ListItem>
  );
}

function PaymentRow({ payment, toConfirm, onOpen }: { payment: TPayment; toConfirm: TPaymentToConfirm | undefined; onOpen: (o: TOpen) => void }) {
  const money = (a: string) => displayMoney(a, payment.currency, { centavos: 'always' });
  const refundable = (payment.status === 'COMPLETED' || payment.status === 'PAID') && refundableMinor(payment) > 0n;
  const way = payment.inferred_payment_method?.type_display ?? payment.payment_method_details?.type_display;
  const titleId = `event-payment-${payment.id}`;
  return (
    <ListItem divider sx={{ px: 0, display: 'block' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
        <div style={{ minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
            <Typography id={titleId} sx={{ fontWeight: 600 }}>
              {payment.payment_number} · {money(payment.amount)}
            </Typography>
            <ToneChip size="small" variant="outlined" color={PAYMENT_TONE[payment.status] ?? 'default'} label={payment.status_display} />
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {payment.description}
            {way ? ` · ${way}` : ''}
            {payment.paid_on ? ` · paid ${formatDate(payment.paid_on)}` : ` · made ${formatDate(payment.created_at)}`}
            {toMinor(payment.refunded_amount) > 0n ? ` · ${money(payment.refunded_amount)} refunded` : ''}
          </Typography>
          {payment.failure_message && (
            <Typography variant="body2" color="error">
              {payment.failure_message}
            </Typography>
          )}
        </div>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', flexShrink: 0 }}>
          {toConfirm && (
            <>
              <Button size="small" variant="contained" onClick={() => onOpen({ kind: 'record', payment: toConfirm })} aria-describedby={titleId}>
                Record as Received
              </Button>
              <Button size="small" color="error" onClick={() => onOpen({ kind: 'reject', payment: toConfirm })} aria-describedby={titleId}>
                Reject
              </Button>
            </>
          )}
          {payment.status === 'PROCESSING' && <CancelAttemptButton payment={payment} describedBy={titleId} />}
          {refundable && (
            <Button size="small" onClick={() => onOpen({ kind: 'refund', payment })} aria-describedby={titleId}>
              Refund
            </Button>
          )}
        </Stack>
      </Stack>
    </ListItem>
  );
}

/** An event's money for the venue: what is invoiced, paid and due, its invoices, and its payments with what can be done to each. */
export function EventMoneyPanel({ eventId }: { eventId: number }) {
  const money = useQuery(eventMoneyQuery(eventId));
  const toConfirm = useQuery(paymentsToConfirmQuery());
  const [open, setOpen] = useState<TOpen>(null);
  return (
    <Stack spacing={3}>
      <QueryState query={money} loading="Loading the event's money..." error={loadError("the event's money")}>
        {({ invoices, payments, installments, accepted_quote: accepted, credit_notes: creditNotes }) => {
          const totals = eventMoneyTotals(invoices);
          const currency = invoices[0]?.currency ?? 'PHP';
          return (
            <>
              <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', columnGap: 4, rowGap: 1 }} aria-label="Money summary" role="group">
                <Figure label="Invoiced" amount={totals.invoiced} currency={currency} />
                <Figure label="Paid" amount={totals.paid} currency={currency} />
                <Figure label="Balance due" amount={totals.due} currency={currency} />
              </Stack>
              <section aria-labelledby="event-invoices">
                <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
                  <Typography id="event-invoices" variant="h6" component="h3">
                    Invoices
                  </Typography>
                  <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                    {accepted && !accepted.invoice_number && (
                      <Button size="small" variant="contained" onClick={() => setOpen({ kind: 'quote', quote: accepted })}>
                        Invoice Accepted Quote
                      </Button>
                    )}
                    <Button size="small" startIcon={<Add />} onClick={() => setOpen({ kind: 'issue' })}>
                      Issue Invoice
                    </Button>
                  </Stack>
                </Stack>
                {accepted && (
                  <Typography variant="body2" color="text.secondary">
                    The client accepted quote version {accepted.version} for {displayMoney(accepted.total_amount, currency, { centavos: 'always' })}
                    {accepted.invoice_number ? `; it is billed on ${accepted.invoice_number}.` : '; it has not been invoiced yet.'}
                  </Typography>
                )}
                {invoices.length === 0 ? (
                  <EmptyText>No invoices for this event yet.</EmptyText>
                ) : (
                  <List disablePadding aria-label="Event invoices">
                    {invoices.map((inv) => (
                      <InvoiceRow key={inv.id} invoice={inv} onOpen={setOpen} />
                    ))}
                  </List>
                )}
              </section>
              {installments.length > 0 && (
                <section aria-labelledby="event-installments">
                  <Typography id="event-installments" variant="h6" component="h3">
                    {upcomingInstallmentsHeading(installments.some((i) => i.is_overdue))}
                  </Typography>
                  <List disablePadding aria-label="Event installments">
                    {installments.map((i) => (
                      <InstallmentRow key={i.id} installment={i} today={venueDay()} />
                    ))}
                  </List>
                </section>
              )}
              <Divider />
              <section aria-labelledby="event-payments">
                <Typography id="event-payments" variant="h6" component="h3">
                  Payments
                </Typography>
                {payments.length === 0 ? (
                  <EmptyText>No payments for this event yet.</EmptyText>
                ) : (
                  <List disablePadding aria-label="Event payments">
                    {payments.map((p) => (
                      <PaymentRow key={p.id} payment={p} toConfirm={toConfirm.data?.find((c) => c.id === p.id)} onOpen={setOpen} />
                    ))}
                  </List>
                )}
              </section>
              {creditNotes.length > 0 && (
                <section aria-labelledby="event-credit-notes">
                  <Typography id="event-credit-notes" variant="h6" component="h3">
                    Credit Notes
                  </Typography>
                  <List disablePadding aria-label="Event credit notes">
                    {creditNotes.map((n) => (
                      <CreditNoteRow key={n.id} note={n} />
                    ))}
                  </List>
                </section>
              )}
            </>
          );
        }}
      </QueryState>
      {open?.kind === 'issue' && <IssueInvoiceDialog eventId={eventId} onClose={() => setOpen(null)} />}
      {open?.kind === 'quote' && <InvoiceQuoteDialog quote={open.quote} onClose={() => setOpen(null)} />}
      {open?.kind === 'void' && <VoidInvoiceDialog invoice={open.invoice} onClose={() => setOpen(null)} />}
      {open?.kind === 'refund' && <RefundDialog payment={open.payment} onClose={() => setOpen(null)} />}
      {open?.kind === 'record' && <RecordPaymentDialog payment={open.payment} onClose={() => setOpen(null)} />}
      {open?.kind === 'reject' && <RejectPaymentDialog payment={open.payment} onClose={() => setOpen(null)} />}
    </Stack>
  );
}
