import { z } from 'zod';
import { ZDiscountUse, ZStaffDiscountList, ZStaffPaymentSettings } from '@venue/shared/staff/prices.schema';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { QUERY_ROOTS } from '@/lib/query-roots';

/** Keys from general to specific: a code's write drops every discount read, a settings write the settings. */
export const staffPricesKeys = {
  all: QUERY_ROOTS.staffPrices,
  discounts: () => [...staffPricesKeys.all, 'discounts'] as const,
  discountList: () => [...staffPricesKeys.discounts(), 'list'] as const,
  discountUses: (id: number) => [...staffPricesKeys.discounts(), 'uses', id] as const,
  settings: () => [...staffPricesKeys.all, 'payment-settings'] as const,
};

/** Usage counts move with every booking: asked again when the screen is shown. */
export const discountListQuery = () =>
  queryOptions({
    queryKey: staffPricesKeys.discountList(),
    queryFn: ({ signal }) => api.get('/staff/discounts/', { signal, schema: ZStaffDiscountList }),
    staleTime: 0,
  });

export const discountUsesQuery = (id: number) =>
  queryOptions({
    queryKey: staffPricesKeys.discountUses(id),
    queryFn: ({ signal }) => api.get(`/staff/discounts/${id}/uses/`, { signal, schema: z.array(ZDiscountUse) }),
    staleTime: 0,
  });

export const paymentSettingsQuery = () =>
  queryOptions({
    queryKey: staffPricesKeys.settings(),
    queryFn: ({ signal }) => api.get('/staff/payment-settings/', { signal, schema: ZStaffPaymentSettings }),
    staleTime: 30_000,
  });
