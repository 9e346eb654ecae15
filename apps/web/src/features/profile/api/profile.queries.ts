import { ZUser } from '@venue/shared/accounts/user.schema';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { isAuthError } from '@/lib/api-error';
import { QUERY_ROOTS } from '@/lib/query-roots';

export const profileKeys = {
  all: QUERY_ROOTS.profile,
  me: () => [...profileKeys.all, 'me'] as const,
};

/** Spec section 7: the current user is fresh 5 minutes, retried up to 2 times except on auth errors. */
export const meQuery = () =>
  queryOptions({
    queryKey: profileKeys.me(),
    queryFn: ({ signal }) => api.get('/users/me/', { signal, schema: ZUser }),
    staleTime: 5 * 60_000,
    retry: (count, error) => !isAuthError(error) && count < 2,
  });
