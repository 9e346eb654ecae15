import { zPaged } from '@venue/shared/common/paged.schema';
import { ZClientEvent } from '@venue/shared/events/event.schema';
import { ZInvoice, ZPayment } from '@venue/shared/payments/payments.schema';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { QUERY_ROOTS } from '@/lib/query-roots';

/** Only what a result row shows, so new fields on the event list never break the search. */
const ZEventHit = ZClientEvent.pick({ id: true, name: true, event_type_name: true, status: true, start_date: true });
export type TEventHit = z.infer<typeof ZEventHit>;
const ZEventHits = z.union([zPaged(ZEventHit), z.array(ZEventHit)]).transform((v) => (Array.isArray(v) ? { count: v.length, results: v } : v));

export const RESULT_LIMIT = 8;

const ZPaymentHit = ZPayment.pick({
  id: true,
  payment_number: true,
  description: true,
  amount: true,
  currency: true,
  status_display: true,
  event_details: true,
});
export type TPaymentHit = z.infer<typeof ZPaymentHit>;
const ZInvoiceHit = ZInvoice.pick({ id: true, invoice_id: true, total_amount: true, currency: true, payment_status: true, event_details: true });
export type TInvoiceHit = z.infer<typeof ZInvoiceHit>;

export const searchKeys = {
  all: QUERY_ROOTS.search,
  events: (term: string) => [...searchKeys.all, 'events', term] as const,
  payments: (term: string) => [...searchKeys.all, 'payments', term] as const,
  invoices: (term: string) => [...searchKeys.all, 'invoices', term] as const,
};

/** A missing endpoint (404) or method is final: the UI says search is not available instead of retrying. */
export const isUnavailable = (error: unknown) => isApiError(error) && (error.status === 404 || error.status === 405 || error.status === 501);

const search = <T>(key: readonly unknown[], path: string, term: string, schema: z.ZodType<T>) =>
  queryOptions({
    queryKey: key,
    queryFn: ({ signal }) => api.get<T>(`${path}?${new URLSearchParams({ search: term, page_size: String(RESULT_LIMIT) })}`, { signal, schema }),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
    retry: (count, error) => !isUnavailable(error) && !(isApiError(error) && error.status === 400) && count < 2,
  });

export const eventSearchQuery = (term: string) => search(searchKeys.events(term), '/client/events/', term, ZEventHits);
export const paymentSearchQuery = (term: string) => search(searchKeys.payments(term), '/payments/client/payments/', term, zPaged(ZPaymentHit));
export const invoiceSearchQuery = (term: string) => search(searchKeys.invoices(term), '/payments/client/invoices/', term, zPaged(ZInvoiceHit));
