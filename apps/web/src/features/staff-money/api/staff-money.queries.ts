import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { ZPaymentToConfirm } from '@venue/shared/payments/offline-payments';
import { ZEventMoney } from '@venue/shared/payments/payments.schema';
import { ZRefundTermsOfPayment } from '@venue/shared/payments/refunds.schema';
import { api } from '@/lib/api-client';
import { QUERY_ROOTS } from '@/lib/query-roots';

export const staffMoneyKeys = {
  all: QUERY_ROOTS.staffMoney,
  toConfirm: () => [...staffMoneyKeys.all, 'to-confirm'] as const,
  event: (eventId: number) => [...staffMoneyKeys.all, 'event', eventId] as const,
  refundTerms: (paymentId: number) => [...staffMoneyKeys.all, 'refund-terms', paymentId] as const,
};

/** Bank transfers and payments at the venue the clients announced: clients announce them at any time. */
export const paymentsToConfirmQuery = () =>
  queryOptions({
    queryKey: staffMoneyKeys.toConfirm(),
    queryFn: ({ signal }) => api.get('/staff/payments/to-confirm/', { signal, schema: z.array(ZPaymentToConfirm) }),
    staleTime: 30_000,
    refetchOnWindowFocus: true,
  });

/** An event's invoices and payments, as the venue sees them. */
export const eventMoneyQuery = (eventId: number) =>
  queryOptions({
    queryKey: staffMoneyKeys.event(eventId),
    queryFn: ({ signal }) => api.get(`/staff/events/${eventId}/money/`, { signal, schema: ZEventMoney }),
  });

/** What the venue's refund terms give back on a payment now (the window runs from the booking's time). */
export const refundTermsQuery = (paymentId: number) =>
  queryOptions({
    queryKey: staffMoneyKeys.refundTerms(paymentId),
    queryFn: ({ signal }) => api.get(`/staff/payments/${paymentId}/refund_terms/`, { signal, schema: ZRefundTermsOfPayment }),
    staleTime: 0,
  });
