import { QueryClient } from '@tanstack/react-query';
import { isAuthError } from '@/lib/api-error';

const MINUTE = 60_000;
const MAX_RETRIES = 3;

/** Caching defaults of spec section 7; a feature's queryOptions factory overrides them where its numbers differ. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * MINUTE,
        gcTime: 10 * MINUTE,
        // Asking again cannot turn a 401 or 403 into a success; the api client already refreshed once.
        retry: (failureCount, error) => !isAuthError(error) && failureCount < MAX_RETRIES,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
