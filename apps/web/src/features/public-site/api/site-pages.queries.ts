import { queryOptions, useMutation } from '@tanstack/react-query';
import { zPaged } from '@venue/shared/common/paged.schema';
import { ZPublicProduct } from '@venue/shared/booking/catalogue.schema';
import { ZDetail } from '@venue/shared/common/detail.schema';
import { PAGE_PATHS, PAGE_SLUGS, ZPublicPage, ZPublicReviews, ZPublishedPages, type TContactRequest } from '@venue/shared/site/pages.schema';
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
  published: () => [...sitePageKeys.all, 'published'] as const,
};

/** The venue's pages that have a published version. */
export const publishedPagesQuery = () =>
  queryOptions({
    queryKey: sitePageKeys.published(),
    queryFn: ({ signal }) => api.get('/site/pages/', { signal, schema: ZPublishedPages }),
    staleTime: PAGE_STALE_MS,
  });

const PAGE_PATH_SLUGS = new Map(PAGE_SLUGS.map((slug) => [PAGE_PATHS[slug], slug]));

/**
 * Whether a link of the header or footer leads somewhere: a page the admins write only once published (a new
 * install's About, Services or Gallery are not, and a link would open "not published yet"); other links always.
 * Until the list is known every link shows, as the prerendered page has them.
 */
export function linkLeadsSomewhere(to: string, published: readonly string[] | undefined): boolean {
  const slug = PAGE_PATH_SLUGS.get(to.split('#')[0]!);
  return !slug || !published || published.includes(slug);
}

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
