import { queryOptions, useMutation } from '@tanstack/react-query';
import { zPaged } from '@venue/shared/common/paged.schema';
import { ZPublicProduct } from '@venue/shared/booking/catalogue.schema';
import { ZDetail } from '@venue/shared/common/detail.schema';
import { ZPublicPage, ZPublicReviews, type TContactRequest } from '@venue/shared/site/pages.schema';
import { api } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { QUERY_ROOTS } from '@/lib/query-roots';

/** Site pages change when an admin publishes: a few minutes of freshness is plenty for visitors. */
const PAGE_STALE_MS = 5 * 60_000;

export const sitePageKeys = {
  all: QUERY_ROOTS.sitePages,
  page: (slug: string) => [...sitePageKeys.all, 'page', slug] as const,
  rates: () => [...sitePageKeys.all, 'rates'] as const,
  reviews: () => [...sitePageKeys.all, 'reviews'] as const,
};

/** A page's current version; null when the venue has not published it (a fresh install). */
export const sitePageQuery = (slug: string) =>
  queryOptions({
    queryKey: sitePageKeys.page(slug),
    queryFn: async ({ signal }) => {
      try {
        return await api.get(`/site/pages/${slug}/`, { signal, schema: ZPublicPage });
      } catch (err) {
        if (isApiError(err) && err.status === 404) return null;
        throw err;
      }
    },
    staleTime: PAGE_STALE_MS,
  });

/** The public catalogue: the packages and add-ons the wizard sells, active only. */
export const ratesQuery = () =>
  queryOptions({
    queryKey: sitePageKeys.rates(),
    queryFn: ({ signal }) => api.get('/products/products/?is_active=true&page_size=100', { signal, schema: zPaged(ZPublicProduct) }),
    staleTime: PAGE_STALE_MS,
  });

export const reviewsQuery = () =>
  queryOptions({
    queryKey: sitePageKeys.reviews(),
    queryFn: ({ signal }) => api.get('/site/reviews/', { signal, schema: ZPublicReviews }),
    staleTime: PAGE_STALE_MS,
  });

export const useSendContact = () => useMutation({ mutationFn: (body: TContactRequest) => api.post('/site/contact/', body, { schema: ZDetail }) });
