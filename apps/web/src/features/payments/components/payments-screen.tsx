import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { TPaymentMethod } from '@venue/shared/payments/methods.schema';
import type { TPayment } from '@venue/shared/payments/payments.schema';
import { useState } from 'react';
import { ScrollableTabs } from '@/components/layout/scrollable-tabs';
import { LoadingBlock } from '@/components/feedback/loading-block';
import {
  invoicesQuery,
  paymentMethodsQuery,
  paymentPlansQuery,
  paymentSettingsQuery,
  paymentsQuery,
  paymentSummaryQuery,
} from '@/features/payments/api/payments.queries';
import { usePaymentsDownload } from '@/features/payments/api/use-payments-download';
import { AddPaymentMethodDialog } from '@/features/payments/components/add-payment-method-dialog';
import { DeletePaymentMethodDialog } from '@/features/payments/components/delete-payment-method-dialog';
import { EditPaymentMethodDialog } from '@/features/payments/components/edit-payment-method-dialog';
import { InvoiceDetailsDialog } from '@/features/payments/components/invoice-details-dialog';
import { InvoicesTab } from '@/features/payments/components/invoices-tab';
import { PayInvoiceDialog } from '@/features/payments/components/pay-invoice-dialog';
import { PaymentDetailsDialog } from '@/features/payments/components/payment-details-dialog';
import { PaymentHistoryTab } from '@/features/payments/components/payment-history-tab';
import { PaymentMethodsTab } from '@/features/payments/components/payment-methods-tab';
import { SummaryCards } from '@/features/payments/components/summary-cards';
import { UpcomingInstallments } from '@/features/payments/components/upcoming-installments';
import { WalletReturnNotice } from '@/features/payments/components/wallet-return-notice';

interface TProps {
  /** A payment to outline in the history (the dashboard's Pay Now, or back from a wallet). */
  highlightId: number | null;
  /** Back from a wallet: this payment is confirmed once on arrival. */
  returnedPaymentId: number | null;
}

/** The /payments page (spec section 2): summary cards, three tabs and their dialogs. */
export function PaymentsScreen({ highlightId, returnedPaymentId }: TProps) {
  const payments = useQuery(paymentsQuery());
  const invoices = useQuery(invoicesQuery());
  const summary = useQuery(paymentSummaryQuery());
  const methods = useQuery(paymentMethodsQuery());
  // The summary carries no currency: the venue's default (the payment service defaults to PHP) names it.
  const currency = useQuery(paymentSettingsQuery()).data?.default_currency ?? 'PHP';
  const { download, isBusy } = usePaymentsDownload();
  const [tab, setTab] = useState(0);
  const [viewingPayment, setViewingPayment] = useState<TPayment | null>(null);
  const [viewingInvoice, setViewingInvoice] = useState<number | null>(null);
  const [paying, setPaying] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<TPaymentMethod | null>(null);
  const [deleting, setDeleting] = useState<TPaymentMethod | null>(null);

  const core = [payments, invoices, summary];
  // The installments card's call too: the page appears whole once these have answered. Parts that filled in one by
  // one pushed the tabs down as the payer started reading (a layout shift of 0.23 on a phone).
  const plans = useQuery(paymentPlansQuery());
  const firstScreenReady = !core.some((q) => q.isPending) && !plans.isPending;
  const refetchAll = () => core.forEach((q) => void q.refetch());
  // Dialogs read the invoice from the list, so a payment's refresh shows at once in an open dialog.
  const invoiceById = (id: number | null) => invoices.data?.results.find((i) => i.id === id) ?? null;

  const header = (
    <div>
      <Typography variant="h4" component="h1" sx={{ color: 'primary.main' }}>
        Payments & Invoices
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        Pay invoices, download receipts and manage your saved payment methods.
      </Typography>
    </div>
  );

  const tabs = (
    <Paper variant="outlined">
      <ScrollableTabs value={tab} onChange={(_, v: number) => setTab(v)} aria-label="Payments sections" sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tab label={`Payment History (${payments.data?.count ?? 0})`} id="payments-tab-0" aria-controls="payments-panel" />
        <Tab label={`Invoices (${invoices.data?.count ?? 0})`} id="payments-tab-1" aria-controls="payments-panel" />
        <Tab label={`Payment Methods (${methods.data?.length ?? 0})`} id="payments-tab-2" aria-controls="payments-panel" />
      </ScrollableTabs>
      <Stack role="tabpanel" id="payments-panel" aria-labelledby={`payments-tab-${tab}`} sx={{ p: { xs: 2, sm: 3 } }}>
        {tab === 0 &&
          (payments.data ? (
            <PaymentHistoryTab
              payments={payments.data.results}
              highlightId={highlightId}
              onView={setViewingPayment}
              onDownload={(p) => void download({ kind: 'receipt', id: p.id })}
              isDownloading={(p) => isBusy({ kind: 'receipt', id: p.id })}
            />
          ) : (
            <LoadingBlock height={240} label="Loading payments" />
          ))}
        {tab === 1 &&
          (invoices.data ? (
            <InvoicesTab
              invoices={invoices.data.results}
              isDownloading={(i) => isBusy({ kind: 'invoice', id: i.id })}
              onPay={(i) => setPaying(i.id)}
              onView={(i) => setViewingInvoice(i.id)}
              onDownload={(i) => void download({ kind: 'invoice', id: i.id })}
            />
          ) : (
            <LoadingBlock height={240} label="Loading invoices" />
          ))}
        {tab === 2 && <PaymentMethodsTab methods={methods} onAdd={() => setAdding(true)} onEdit={setEditing} onDelete={setDeleting} />}
      </Stack>
    </Paper>
  );

  if (core.some((q) => q.isError))
    return (
      <Stack spacing={3}>
        {header}
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={refetchAll}>
              Retry
            </Button>
          }
        >
          <AlertTitle>Error Loading Financial Data</AlertTitle>
          We could not load your payments and invoices. Please try again.
        </Alert>
      </Stack>
    );

  return (
    <Stack spacing={3}>
      {header}
      {returnedPaymentId !== null && <WalletReturnNotice paymentId={returnedPaymentId} />}
      {!firstScreenReady || !summary.data ? (
        <LoadingBlock height={480} label="Loading payments" />
      ) : (
        <>
          <SummaryCards summary={summary.data} currency={currency} refreshing={core.some((q) => q.isFetching)} onRefresh={refetchAll} />
          <UpcomingInstallments onPay={setPaying} />
          {tabs}
        </>
      )}

      <PaymentDetailsDialog
        payment={viewingPayment}
        downloading={viewingPayment ? isBusy({ kind: 'receipt', id: viewingPayment.id }) : false}
        onClose={() => setViewingPayment(null)}
        onDownload={(p) => void download({ kind: 'receipt', id: p.id })}
      />
      <InvoiceDetailsDialog
        invoice={invoiceById(viewingInvoice)}
        downloading={viewingInvoice !== null && isBusy({ kind: 'invoice', id: viewingInvoice })}
        onClose={() => setViewingInvoice(null)}
        onDownload={(i) => void download({ kind: 'invoice', id: i.id })}
        onPay={(i) => (setViewingInvoice(null), setPaying(i.id))}
      />
      <PayInvoiceDialog invoice={invoiceById(paying)} onClose={() => setPaying(null)} />
      <AddPaymentMethodDialog open={adding} onClose={() => setAdding(false)} />
      <EditPaymentMethodDialog method={editing} onClose={() => setEditing(null)} />
      <DeletePaymentMethodDialog method={deleting} methodCount={methods.data?.length ?? 0} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
