import { useMutation } from '@tanstack/react-query';
import type { TRecordPayment } from '@venue/shared/payments/offline-payments';
import { ZRefund } from '@venue/shared/payments/refunds.schema';
import type { TInvoiceFromQuoteRequest, TIssueInvoiceRequest } from '@venue/shared/payments/issue-invoice.schema';
import { ZInvoice, ZPayment, type TInvoice } from '@venue/shared/payments/payments.schema';
import { staffMoneyKeys } from '@/features/staff-money/api/staff-money.queries';
import { api } from '@/lib/api-client';
import { displayMoney } from '@/lib/money-display';
import { QUERY_ROOTS } from '@/lib/query-roots';

/** Money moved: the lists, Today, the event's pages and the clients' (through their roots) are all stale. */
const MONEY_WRITE = { invalidates: [staffMoneyKeys.all, QUERY_ROOTS.staffToday, QUERY_ROOTS.staffEvents, QUERY_ROOTS.staffClients] };

/** "Record as received": JSON, or a form with the proof of payment as `file`. */
export function useRecordPayment() {
  return useMutation({
    meta: MONEY_WRITE,
    mutationFn: ({ id, body, proof }: { id: number; body: TRecordPayment; proof: File | null }) => {
      if (!proof) return api.post(`/staff/payments/${id}/record/`, body);
      const form = new FormData();
      for (const [key, value] of Object.entries(body)) if (value !== undefined) form.append(key, value);
      form.append('file', proof);
      return api.post(`/staff/payments/${id}/record/`, form);
    },
  });
}

export function useRejectPayment() {
  return useMutation({
    meta: MONEY_WRITE,
    mutationFn: ({ id, reason }: { id: number; reason: string }) => api.post(`/staff/payments/${id}/reject/`, { reason }),
  });
}

export function useRefundPayment() {
  return useMutation({
    meta: MONEY_WRITE,
    mutationFn: ({ id, amount, reason }: { id: number; amount: string; reason: string }) =>
      api.post(`/staff/payments/${id}/refund/`, { amount, reason }, { schema: ZRefund }),
  });
}

export function useIssueInvoice() {
  return useMutation({
    meta: MONEY_WRITE,
    mutationFn: (body: TIssueInvoiceRequest) => api.post('/staff/invoices/', body, { schema: ZInvoice }),
  });
}

/** The invoice of the event's accepted quote (its lines and total the quote's), with an optional plan. */
export function useInvoiceQuote() {
  return useMutation({
    meta: MONEY_WRITE,
    mutationFn: ({ quoteId, body }: { quoteId: number; body: TInvoiceFromQuoteRequest }) =>
      api.post(`/staff/quotes/${quoteId}/invoice/`, body, { schema: ZInvoice }),
  });
}

/** What staff are told once an invoice is issued, either way: its number and the total the client is asked for. */
export const invoiceIssuedToast = (inv: TInvoice) => ({
  severity: 'success' as const,
  title: 'Invoice Issued',
  message: `${inv.invoice_id} for ${displayMoney(inv.total_amount, inv.currency, { centavos: 'always' })}; the client has been e-mailed.`,
});

/** "Void Invoice" (issue 41): it keeps its number and prints VOID; the server refuses one with money on it. */
export function useVoidInvoice() {
  return useMutation({
    meta: MONEY_WRITE,
    mutationFn: ({ id, reason }: { id: number; reason: string }) => api.post(`/staff/invoices/${id}/void/`, { reason }, { schema: ZInvoice }),
  });
}

/** An unfinished card or wallet payment given up by the venue (the client left the bank's step), so the invoice can be paid again. */
export function useCancelPaymentAttempt() {
  return useMutation({
    meta: MONEY_WRITE,
    mutationFn: (id: number) => api.post(`/staff/payments/${id}/cancel/`, {}, { schema: ZPayment }),
  });
}
