import { ZCreateInvitationResponse, type TCreateInvitationRequest } from '@venue/shared/accounts/invitation.schema';
import { zPaged } from '@venue/shared/common/paged.schema';
import { ZStaffClient, ZStaffClientDetail } from '@venue/shared/staff/clients.schema';
import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { isApiError, isAuthError } from '@/lib/api-error';
import { QUERY_ROOTS } from '@/lib/query-roots';

export const CLIENTS_PAGE_SIZE = 20;
const FRESH = 30_000;

export interface TClientFilters {
  search: string;
  page: number;
}

export const staffClientKeys = {
  all: QUERY_ROOTS.staffClients,
  lists: () => [...staffClientKeys.all, 'list'] as const,
  list: (filters: TClientFilters) => [...staffClientKeys.lists(), filters] as const,
  details: () => [...staffClientKeys.all, 'detail'] as const,
  detail: (id: number) => [...staffClientKeys.details(), id] as const,
};

export const clientListQuery = (filters: TClientFilters) =>
  queryOptions({
    queryKey: staffClientKeys.list(filters),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ page: String(filters.page), page_size: String(CLIENTS_PAGE_SIZE) });
      if (filters.search) params.set('search', filters.search);
      return api.get(`/staff/clients/?${params}`, { signal, schema: zPaged(ZStaffClient) });
    },
    staleTime: FRESH,
    // Typing in the search box keeps the rows on screen instead of flashing a spinner.
    placeholderData: keepPreviousData,
  });

export const clientDetailQuery = (id: number) =>
  queryOptions({
    queryKey: staffClientKeys.detail(id),
    queryFn: ({ signal }) => api.get(`/staff/clients/${id}/`, { signal, schema: ZStaffClientDetail }),
    staleTime: FRESH,
    retry: (count, error) => !isAuthError(error) && !(isApiError(error) && error.status === 404) && count < 3,
  });

/** Invites a client by e-mail; the answer's link is shown so staff can also pass it on themselves. */
export function useInviteClient() {
  return useMutation({
    mutationFn: (body: TCreateInvitationRequest) => api.post('/staff/invitations/', body, { schema: ZCreateInvitationResponse }),
    // The client appears in the list once they accept; Today and the audit log hear of the invitation now.
    meta: { invalidates: [QUERY_ROOTS.staffClients, QUERY_ROOTS.staffAdmin] },
  });
}
