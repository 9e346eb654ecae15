import { queryOptions } from '@tanstack/react-query';
import { ZPublicProduct } from '@venue/shared/booking/catalogue.schema';
import { zPaged } from '@venue/shared/common/paged.schema';
import { QUERY_ROOTS } from '@/lib/query-roots';
import { api } from '@/lib/api-client';

export const cartKeys = {
  all: QUERY_ROOTS.cart,
  extras: () => [...cartKeys.all, 'extras'] as const,
};

/**
 * The add-ons the venue sells: the public catalogue the booking wizard's products come from
 * (GET /api/products/products/, active products only), its PRODUCT type, on one page (the server's maximum).
 * Reference data that changes when the venue edits its prices, so it is read again after five minutes.
 */
export const extrasQuery = () =>
  queryOptions({
    queryKey: cartKeys.extras(),
    queryFn: async ({ signal }) => (await api.get('/products/products/?type=PRODUCT&page_size=100', { signal, schema: zPaged(ZPublicProduct) })).results,
    staleTime: 5 * 60_000,
  });
