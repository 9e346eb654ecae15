import { zPaged } from '@venue/shared/common/paged.schema';
import { ZGatewayList } from '@venue/shared/payments/gateways.schema';
import { ZPaymentMethod } from '@venue/shared/payments/methods.schema';
import { ZInvoice, ZPayment, ZPaymentSummary } from '@venue/shared/payments/payments.schema';
import { ZPaymentPlan } from '@venue/shared/payments/plans.schema';
import { ZRefund } from '@venue/shared/payments/refunds.schema';
import { ZPaymentSettings } from '@venue/shared/payments/settings.schema';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { isAuthError } from '@/lib/api-error';
import { QUERY_ROOTS } from '@/lib/query-roots';

const MINUTE = 60_000;
/** Spec section 9's cache freshness. */
const FRESH = { records: 5 * MINUTE, summary: 2 * MINUTE, methods: 15 * MINUTE, refunds: 10 * MINUTE, gateways: 5 * MINUTE, settings: 5 * MINUTE };
/** The server's largest page: a client has a handful of payments and invoices, so one page holds them all. */
const PAGE_SIZE = 100;

/**
 * General to specific: a payment invalidates `all` (lists, details, summary and plans at once); saving a card
 * only `methods()`. Every key starts from the feature's root so other features can name it (lib/query-roots.ts).
 */
export const paymentKeys = {
  all: QUERY_ROOTS.payments,
  payments: () => [...paymentKeys.all, 'payments'] as const,
  paymentList: (filters: { page_size: number }) => [...paymentKeys.payments(), 'list', filters] as const,
  payment: (id: number) => [...paymentKeys.payments(), 'detail', id] as const,
  summary: () => [...paymentKeys.all, 'summary'] as const,
  invoices: () => [...paymentKeys.all, 'invoices'] as const,
  invoiceList: (filters: { page_size: number }) => [...paymentKeys.invoices(), 'list', filters] as const,
  invoice: (id: number) => [...paymentKeys.invoices(), 'detail', id] as const,
  plans: () => [...paymentKeys.all, 'plans'] as const,
  plan: (id: number) => [...paymentKeys.plans(), id] as const,
  refunds: () => [...paymentKeys.all, 'refunds'] as const,
  methods: () => [...paymentKeys.all, 'methods'] as const,
  gateways: () => [...paymentKeys.all, 'gateways'] as const,
  settings: () => [...paymentKeys.all, 'settings'] as const,
};

const ZPaymentPage = zPaged(ZPayment);
const ZInvoicePage = zPaged(ZInvoice);

export const paymentsQuery = (pageSize = PAGE_SIZE) =>
  queryOptions({
    queryKey: paymentKeys.paymentList({ page_size: pageSize }),
    queryFn: ({ signal }) => api.get(`/payments/client/payments/?page=1&page_size=${pageSize}`, { signal, schema: ZPaymentPage }),
    staleTime: FRESH.records,
  });

export const paymentQuery = (id: number) =>
  queryOptions({
    queryKey: paymentKeys.payment(id),
    queryFn: ({ signal }) => api.get(`/payments/client/payments/${id}/`, { signal, schema: ZPayment }),
    staleTime: FRESH.records,
  });

export const paymentSummaryQuery = () =>
  queryOptions({
    queryKey: paymentKeys.summary(),
    queryFn: ({ signal }) => api.get('/payments/client/payments/summary/', { signal, schema: ZPaymentSummary }),
    staleTime: FRESH.summary,
  });

export const invoicesQuery = (pageSize = PAGE_SIZE) =>
  queryOptions({
    queryKey: paymentKeys.invoiceList({ page_size: pageSize }),
    queryFn: ({ signal }) => api.get(`/payments/client/invoices/?page=1&page_size=${pageSize}`, { signal, schema: ZInvoicePage }),
    staleTime: FRESH.records,
  });

export const invoiceQuery = (id: number) =>
  queryOptions({
    queryKey: paymentKeys.invoice(id),
    queryFn: ({ signal }) => api.get(`/payments/client/invoices/${id}/`, { signal, schema: ZInvoice }),
    staleTime: FRESH.records,
  });

/** Every plan of the client (one page holds them): the dashboard reads their late installments. */
export const paymentPlansQuery = () =>
  queryOptions({
    queryKey: [...paymentKeys.plans(), 'list'] as const,
    queryFn: ({ signal }) => api.get(`/payments/client/payment-plans/?page=1&page_size=${PAGE_SIZE}`, { signal, schema: zPaged(ZPaymentPlan) }),
    staleTime: FRESH.records,
    select: (page) => page.results,
  });

export const paymentPlanQuery = (id: number) =>
  queryOptions({
    queryKey: paymentKeys.plan(id),
    queryFn: ({ signal }) => api.get(`/payments/client/payment-plans/${id}/`, { signal, schema: ZPaymentPlan }),
    staleTime: FRESH.records,
  });

export const refundsQuery = () =>
  queryOptions({
    queryKey: paymentKeys.refunds(),
    queryFn: ({ signal }) => api.get(`/payments/client/refunds/?page=1&page_size=${PAGE_SIZE}`, { signal, schema: zPaged(ZRefund) }),
    staleTime: FRESH.refunds,
  });

/** A plain array, not a page (the spec's client reads it as a list). */
export const paymentMethodsQuery = () =>
  queryOptions({
    queryKey: paymentKeys.methods(),
    queryFn: ({ signal }) => api.get('/payments/client/payment-methods/', { signal, schema: z.array(ZPaymentMethod) }),
    staleTime: FRESH.methods,
  });

/** Spec section 7: the gateway list is retried once after a 401 or 403, otherwise up to 3 times. */
const gatewayRetry = (failureCount: number, error: unknown) => failureCount < (isAuthError(error) ? 1 : 3);

export const gatewaysQuery = () =>
  queryOptions({
    queryKey: paymentKeys.gateways(),
    queryFn: ({ signal }) => api.get('/payments/client/gateways/available/', { signal, schema: ZGatewayList }),
    staleTime: FRESH.gateways,
    retry: gatewayRetry,
  });

export const paymentSettingsQuery = () =>
  queryOptions({
    queryKey: paymentKeys.settings(),
    queryFn: ({ signal }) => api.get('/payments/settings/', { signal, schema: ZPaymentSettings }),
    staleTime: FRESH.settings,
  });
