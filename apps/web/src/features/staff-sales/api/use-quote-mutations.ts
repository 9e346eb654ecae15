import { ZStaffQuote, type TStaffQuote } from '@venue/shared/quotes/staff-quote.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffSalesKeys } from '@/features/staff-sales/api/staff-sales.queries';
import type { TQuoteRequest } from '@/features/staff-sales/quote-form';
import { api } from '@/lib/api-client';
import { QUERY_ROOTS } from '@/lib/query-roots';

/**
 * Every quote write changes the lists, Today (quotes awaiting an answer, quote requests answered by a sent quote)
 * and the event's pages (its quotes, its quote request); the answer itself replaces the cached detail.
 */
const QUOTE_WRITE = { invalidates: [staffSalesKeys.quotes(), QUERY_ROOTS.staffToday, QUERY_ROOTS.staffEvents] };

function useStoreQuote() {
  const queryClient = useQueryClient();
  return (quote: TStaffQuote) => queryClient.setQueryData(staffSalesKeys.quote(quote.id), quote);
}

/** A new draft for an event (POST) or the draft's new content (PATCH, the lists replaced whole). */
export function useSaveQuote() {
  const store = useStoreQuote();
  return useMutation({
    meta: QUOTE_WRITE,
    mutationFn: ({ id, eventId, body }: { id: number | null; eventId: number; body: TQuoteRequest }) =>
      id === null
        ? api.post(`/staff/events/${eventId}/quotes/`, body, { schema: ZStaffQuote })
        : api.patch(`/staff/quotes/${id}/`, body, { schema: ZStaffQuote }),
    onSuccess: store,
  });
}

export function useSendQuote() {
  const store = useStoreQuote();
  return useMutation({
    meta: QUOTE_WRITE,
    mutationFn: (id: number) => api.post(`/staff/quotes/${id}/send/`, undefined, { schema: ZStaffQuote }),
    onSuccess: store,
  });
}

export function useDeleteQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: QUOTE_WRITE,
    mutationFn: (id: number) => api.delete(`/staff/quotes/${id}/`),
    onSuccess: (_answer, id) => queryClient.removeQueries({ queryKey: staffSalesKeys.quote(id) }),
  });
}

/** The old quote now names its new version (next_version): both details are refreshed. */
export function useNewQuoteVersion() {
  const store = useStoreQuote();
  return useMutation({
    meta: QUOTE_WRITE,
    mutationFn: (id: number) => api.post(`/staff/quotes/${id}/new-version/`, undefined, { schema: ZStaffQuote }),
    onSuccess: store,
  });
}
