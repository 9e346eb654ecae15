import { ZQuote, type TQuote } from '@venue/shared/quotes/quote.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '@/components/feedback/toast-context';
import { quoteError } from '@/features/quotes/api/quote-error';
import { quoteKeys } from '@/features/quotes/api/quotes.queries';
import { api } from '@/lib/api-client';
import { QUERY_ROOTS } from '@/lib/query-roots';

/** An answer shows on the event's timeline and on the dashboard too. */
const DECISION_TOUCHES = [QUERY_ROOTS.events, QUERY_ROOTS.dashboard];

/** Spec section 4: the answer replaces the cached quote, and every list refreshes (dashboard included). */
function useStoreDecision() {
  const queryClient = useQueryClient();
  return (quote: TQuote) => {
    queryClient.setQueryData(quoteKeys.detail(quote.id), quote);
    return queryClient.invalidateQueries({ queryKey: quoteKeys.lists() });
  };
}

export function useAcceptQuote() {
  const store = useStoreDecision();
  const toast = useToast();
  return useMutation({
    meta: { invalidates: DECISION_TOUCHES },
    mutationFn: ({ id, clientMessage }: { id: number; clientMessage?: string }) =>
      api.post(`/sales/client/quotes/${id}/accept/`, clientMessage ? { client_message: clientMessage } : {}, { schema: ZQuote }),
    onSuccess: async (quote) => {
      toast({
        severity: 'success',
        title: 'Quote Accepted',
        message: 'Your quote has been accepted successfully! We will be in touch soon to proceed with your event.',
      });
      await store(quote);
    },
    onError: (error) => toast({ severity: 'error', title: 'Accept Failed', message: quoteError(error) }),
  });
}

export function useRejectQuote() {
  const store = useStoreDecision();
  const toast = useToast();
  return useMutation({
    meta: { invalidates: DECISION_TOUCHES },
    mutationFn: ({ id, reason }: { id: number; reason: string }) => api.post(`/sales/client/quotes/${id}/reject/`, { reason }, { schema: ZQuote }),
    onSuccess: async (quote) => {
      toast({ severity: 'success', title: 'Quote Rejected', message: 'Your feedback has been submitted. We will review your concerns and get back to you.' });
      await store(quote);
    },
    onError: (error) => toast({ severity: 'error', title: 'Rejection Failed', message: quoteError(error) }),
  });
}
