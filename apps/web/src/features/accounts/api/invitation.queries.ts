import { ZInvitationDetails } from '@venue/shared/accounts/invitation.schema';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';

export const invitationKeys = {
  all: ['invitations'] as const,
  detail: (id: string) => [...invitationKeys.all, id] as const,
};

/** A 4xx means the link is dead (unknown, expired or used); asking again will not revive it. */
export const invitationQuery = (id: string) =>
  queryOptions({
    queryKey: invitationKeys.detail(id),
    queryFn: ({ signal }) => api.get(`/clients/invitations/${encodeURIComponent(id)}/`, { signal, schema: ZInvitationDetails }),
    staleTime: 0,
    retry: (count, error) => !(isApiError(error) && error.status !== undefined && error.status < 500) && count < 2,
  });
