import { zPaged } from '@venue/shared/common/paged.schema';
import type { TQuoteStatus } from '@venue/shared/enums';
import { ZQuote } from '@venue/shared/quotes/quote.schema';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { QUERY_ROOTS } from '@/lib/query-roots';

const MINUTE = 60_000;
/** Spec section 7: quotes by event stay fresh 2 min, quotes by status 1 min. */
const FRESH = { byEvent: 2 * MINUTE, byStatus: MINUTE };
/** The server's largest page: a client has a handful of quotes, so one page holds them all. */
const PAGE_SIZE = 100;

/** General to specific: accepting or rejecting invalidates lists() and so every filtered list at once. */
export const quoteKeys = {
  all: QUERY_ROOTS.quotes,
  lists: () => [...quoteKeys.all, 'list'] as const,
  byEvent: (eventId: number) => [...quoteKeys.lists(), { event: eventId }] as const,
  byStatus: (status: TQuoteStatus) => [...quoteKeys.lists(), { status }] as const,
  details: () => [...quoteKeys.all, 'detail'] as const,
  detail: (id: number) => [...quoteKeys.details(), id] as const,
};

const ZQuotePage = zPaged(ZQuote);

export const quotesByEventQuery = (eventId: number) =>
  queryOptions({
    queryKey: quoteKeys.byEvent(eventId),
    queryFn: ({ signal }) => api.get(`/sales/client/quotes/?event=${eventId}&page_size=${PAGE_SIZE}`, { signal, schema: ZQuotePage }),
    staleTime: FRESH.byEvent,
    select: (page) => page.results,
  });

export const quotesByStatusQuery = (status: TQuoteStatus) =>
  queryOptions({
    queryKey: quoteKeys.byStatus(status),
    queryFn: ({ signal }) => api.get(`/sales/client/quotes/?status=${status}&page_size=${PAGE_SIZE}`, { signal, schema: ZQuotePage }),
    staleTime: FRESH.byStatus,
    select: (page) => page.results,
  });
