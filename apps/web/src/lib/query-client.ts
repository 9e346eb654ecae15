import { MutationCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import { isAuthError } from '@/lib/api-error';

const MINUTE = 60_000;
const MAX_RETRIES = 3;

/** Caching defaults of spec section 7; a feature's queryOptions factory overrides them where its numbers differ. */
declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** Query keys (usually other features' roots, lib/query-roots.ts) this mutation makes stale. */
      invalidates?: readonly QueryKey[];
    };
  }
}

/** Cross-feature freshness, declared on each mutation and handled once: after success, refresh what it names. */
export function invalidateDeclared(client: QueryClient, meta: { invalidates?: readonly QueryKey[] } | undefined) {
  return Promise.all((meta?.invalidates ?? []).map((queryKey) => client.invalidateQueries({ queryKey })));
}

export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    mutationCache: new MutationCache({ onSuccess: (_data, _variables, _context, mutation) => invalidateDeclared(client, mutation.meta) }),
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
  return client;
}
