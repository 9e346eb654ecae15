import { ZPasswordResetValidateResponse } from '@venue/shared/accounts/password.schema';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const passwordResetKeys = {
  all: ['password-reset'] as const,
  validation: (token: string) => [...passwordResetKeys.all, 'validate', token] as const,
};

/** A link's state changes when it is used, so it is never served from cache and not retried on a 4xx. */
export const resetTokenQuery = (token: string) =>
  queryOptions({
    queryKey: passwordResetKeys.validation(token),
    queryFn: ({ signal }) => api.get(`/users/password-reset/validate/${encodeURIComponent(token)}/`, { signal, schema: ZPasswordResetValidateResponse }),
    staleTime: 0,
    gcTime: 0,
    retry: 1,
  });
