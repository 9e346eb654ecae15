import { zPaged } from '@venue/shared/common/paged.schema';
import {
  ZAdminPrivacyRequest,
  ZMyDeletionRequest,
  ZPrivacyRequest,
  type TDeletionRequestCreate,
  type TPrivacyRequestStatus,
} from '@venue/shared/privacy/privacy-request.schema';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { fetchAuthorizedBlob, saveBlob } from '@/lib/authorized-download';
import { venueDay } from '@venue/shared/dates';
import { QUERY_ROOTS } from '@/lib/query-roots';

export const PRIVACY_PAGE_SIZE = 50;

export interface TPrivacyFilters {
  status?: TPrivacyRequestStatus;
  page: number;
}

export const privacyKeys = {
  all: QUERY_ROOTS.privacy,
  mine: () => [...privacyKeys.all, 'mine'] as const,
  lists: () => [...privacyKeys.all, 'admin'] as const,
  list: (filters: TPrivacyFilters) => [...privacyKeys.lists(), filters] as const,
};

export const myDeletionRequestQuery = () =>
  queryOptions({
    queryKey: privacyKeys.mine(),
    queryFn: ({ signal }) => api.get('/client/privacy/deletion-request/', { signal, schema: ZMyDeletionRequest }),
    staleTime: 60_000,
  });

/** The admins' queue: asked again whenever it is shown (a client may have asked a minute ago). */
export const privacyRequestsQuery = (filters: TPrivacyFilters) =>
  queryOptions({
    queryKey: privacyKeys.list(filters),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ page: String(filters.page), page_size: String(PRIVACY_PAGE_SIZE) });
      if (filters.status) params.set('status', filters.status);
      return api.get(`/admin/privacy-requests/?${params}`, { signal, schema: zPaged(ZAdminPrivacyRequest) });
    },
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

/** The ZIP is streamed by the server; the browser receives it as one file. */
export async function downloadMyData(): Promise<void> {
  const blob = await fetchAuthorizedBlob('/client/privacy/export/');
  saveBlob(blob, `venue-portal-data-${venueDay()}.zip`);
}

export function useRequestDeletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TDeletionRequestCreate) => api.post('/client/privacy/deletion-request/', body, { schema: ZPrivacyRequest }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: privacyKeys.mine() }),
  });
}

export function useDecidePrivacyRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, reason }: { id: number; decision: 'confirm' | 'decline'; reason?: string }) =>
      api.post(`/admin/privacy-requests/${id}/${decision}/`, decision === 'decline' ? { reason } : undefined, { schema: ZPrivacyRequest }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: privacyKeys.lists() }),
  });
}
