import { zPaged } from '@venue/shared/common/paged.schema';
import { ZContractTemplate, ZTemplateVariable } from '@venue/shared/contracts/contract-template.schema';
import { ZStaffContract } from '@venue/shared/contracts/staff-contract.schema';
import type { TContractStatus, TQuoteStatus } from '@venue/shared/enums';
import { ZProduct, ZProductCategory } from '@venue/shared/products/product.schema';
import type { TProductType } from '@venue/shared/products/product-rules';
import { ZStaffQuote } from '@venue/shared/quotes/staff-quote.schema';
import { ZStaffEvent, ZStaffEventDetail } from '@venue/shared/staff/staff-event.schema';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
/** Lists other people change (a client answers a quote, signs a contract) are re-read on focus and after 30 s. */
const LIVE = { staleTime: 30 * SECOND, refetchOnWindowFocus: true } as const;
/** The catalogue, templates and variables change only through this console. */
const CALM = { staleTime: 5 * MINUTE } as const;
export const PAGE_SIZE = 20;

export interface TProductFilters {
  type?: TProductType;
  category?: number;
  active?: boolean;
  search?: string;
  page: number;
}
export interface TQuoteFilters {
  status?: TQuoteStatus;
  event?: number;
  search?: string;
  page: number;
}
export interface TContractFilters {
  status?: TContractStatus;
  event?: number;
  page: number;
}

/**
 * The venue's sales screens, one root (not in lib/query-roots: no other feature reads these keys yet). General to
 * specific, so a write drops a whole branch: saving a product refreshes every product list, sending a quote every
 * quote list and its own detail.
 */
export const staffSalesKeys = {
  all: ['staff-sales'] as const,
  products: () => [...staffSalesKeys.all, 'products'] as const,
  productList: (filters: TProductFilters) => [...staffSalesKeys.products(), 'list', filters] as const,
  productSearch: (search: string) => [...staffSalesKeys.products(), 'search', search] as const,
  categories: () => [...staffSalesKeys.all, 'categories'] as const,
  quotes: () => [...staffSalesKeys.all, 'quotes'] as const,
  quoteList: (filters: TQuoteFilters) => [...staffSalesKeys.quotes(), 'list', filters] as const,
  quote: (id: number) => [...staffSalesKeys.quotes(), 'detail', id] as const,
  templates: () => [...staffSalesKeys.all, 'templates'] as const,
  templateList: () => [...staffSalesKeys.templates(), 'list'] as const,
  template: (id: number) => [...staffSalesKeys.templates(), 'detail', id] as const,
  variables: () => [...staffSalesKeys.all, 'template-variables'] as const,
  contracts: () => [...staffSalesKeys.all, 'contracts'] as const,
  contractList: (filters: TContractFilters) => [...staffSalesKeys.contracts(), 'list', filters] as const,
  contract: (id: number) => [...staffSalesKeys.contracts(), 'detail', id] as const,
  events: () => [...staffSalesKeys.all, 'events'] as const,
  eventSearch: (search: string) => [...staffSalesKeys.events(), 'search', search] as const,
  event: (id: number) => [...staffSalesKeys.events(), 'detail', id] as const,
};

/** A query string of the defined values only. */
function query(params: Record<string, string | number | boolean | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') search.set(key, String(value));
  return search.toString();
}

const ZProductPage = zPaged(ZProduct);
export const productListQuery = (f: TProductFilters) =>
  queryOptions({
    queryKey: staffSalesKeys.productList(f),
    queryFn: ({ signal }) =>
      api.get(`/staff/products/?${query({ type: f.type, category: f.category, active: f.active, search: f.search, page: f.page, page_size: PAGE_SIZE })}`, {
        signal,
        schema: ZProductPage,
      }),
    placeholderData: keepPreviousData,
    ...CALM,
  });

/** The quote editor's catalogue search: active products only (the server refuses inactive ones on a quote). */
export const productSearchQuery = (search: string) =>
  queryOptions({
    queryKey: staffSalesKeys.productSearch(search),
    queryFn: ({ signal }) => api.get(`/staff/products/?${query({ active: true, search, page_size: 20 })}`, { signal, schema: ZProductPage }),
    select: (page) => page.results,
    placeholderData: keepPreviousData,
    ...CALM,
  });

export const productCategoriesQuery = () =>
  queryOptions({
    queryKey: staffSalesKeys.categories(),
    queryFn: ({ signal }) => api.get('/staff/product-categories/', { signal, schema: z.array(ZProductCategory) }),
    ...CALM,
  });

const ZQuotePage = zPaged(ZStaffQuote);
export const quoteListQuery = (f: TQuoteFilters) =>
  queryOptions({
    queryKey: staffSalesKeys.quoteList(f),
    queryFn: ({ signal }) =>
      api.get(`/staff/quotes/?${query({ status: f.status, event: f.event, search: f.search, page: f.page, page_size: PAGE_SIZE })}`, {
        signal,
        schema: ZQuotePage,
      }),
    placeholderData: keepPreviousData,
    ...LIVE,
  });

export const quoteDetailQuery = (id: number) =>
  queryOptions({
    queryKey: staffSalesKeys.quote(id),
    queryFn: ({ signal }) => api.get(`/staff/quotes/${id}/`, { signal, schema: ZStaffQuote }),
    ...LIVE,
  });

export const templateListQuery = () =>
  queryOptions({
    queryKey: staffSalesKeys.templateList(),
    queryFn: ({ signal }) => api.get('/staff/contract-templates/', { signal, schema: z.array(ZContractTemplate) }),
    ...CALM,
  });

export const templateDetailQuery = (id: number) =>
  queryOptions({
    queryKey: staffSalesKeys.template(id),
    queryFn: ({ signal }) => api.get(`/staff/contract-templates/${id}/`, { signal, schema: ZContractTemplate }),
    ...CALM,
  });

export const templateVariablesQuery = () =>
  queryOptions({
    queryKey: staffSalesKeys.variables(),
    queryFn: ({ signal }) => api.get('/staff/contract-templates/variables/', { signal, schema: z.array(ZTemplateVariable) }),
    staleTime: Infinity,
  });

const ZContractPage = zPaged(ZStaffContract);
export const contractListQuery = (f: TContractFilters) =>
  queryOptions({
    queryKey: staffSalesKeys.contractList(f),
    queryFn: ({ signal }) =>
      api.get(`/staff/contracts/?${query({ status: f.status, event: f.event, page: f.page, page_size: PAGE_SIZE })}`, { signal, schema: ZContractPage }),
    placeholderData: keepPreviousData,
    ...LIVE,
  });

export const contractDetailQuery = (id: number) =>
  queryOptions({
    queryKey: staffSalesKeys.contract(id),
    queryFn: ({ signal }) => api.get(`/staff/contracts/${id}/`, { signal, schema: ZStaffContract }),
    ...LIVE,
  });

const ZEventPage = zPaged(ZStaffEvent);
/** The event pickers: event name, client name, e-mail or company. */
export const eventSearchQuery = (search: string) =>
  queryOptions({
    queryKey: staffSalesKeys.eventSearch(search),
    queryFn: ({ signal }) => api.get(`/staff/events/?${query({ search, page_size: 20 })}`, { signal, schema: ZEventPage }),
    select: (page) => page.results,
    placeholderData: keepPreviousData,
    ...LIVE,
  });

export const eventDetailQuery = (id: number) =>
  queryOptions({
    queryKey: staffSalesKeys.event(id),
    queryFn: ({ signal }) => api.get(`/staff/events/${id}/`, { signal, schema: ZStaffEventDetail }),
    ...LIVE,
  });
