import { queryOptions } from '@tanstack/react-query';
import type { TConsentVersions } from '@venue/shared/site/pages.schema';
import { api } from '@/lib/api-client';
import { ApiError, isApiError } from '@/lib/api-error';
import { QUERY_ROOTS } from '@/lib/query-roots';

/**
 * The Terms and Privacy versions the forms ask a visitor to accept (registration, the booking wizard). Shared by
 * features, so it lives here. The register page is prerendered and kept free of zod until the visitor types, so
 * the answer is checked by hand; the server serializes it through ZConsentVersions.
 */
const isVersion = (v: unknown) => !!v && typeof (v as { id?: unknown }).id === 'number' && typeof (v as { label?: unknown }).label === 'string';

export const consentQuery = () =>
  queryOptions({
    queryKey: [...QUERY_ROOTS.sitePages, 'consent'] as const,
    queryFn: async ({ signal }): Promise<TConsentVersions | null> => {
      try {
        const body = await api.get<TConsentVersions>('/site/consent/', { signal });
        if (!isVersion(body?.terms) || !isVersion(body?.privacy)) throw new ApiError(200, body, 'Unexpected answer from the server.');
        return body;
      } catch (err) {
        // No Terms or Privacy published yet (a fresh install): nothing to accept.
        if (isApiError(err) && err.status === 404) return null;
        throw err;
      }
    },
    staleTime: 60_000,
  });
