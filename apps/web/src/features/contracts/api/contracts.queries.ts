import { zPaged } from '@venue/shared/common/paged.schema';
import { ZContract, ZContractEvent, ZContractSignature, ZPendingSignatures } from '@venue/shared/contracts/contract.schema';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { QUERY_ROOTS } from '@/lib/query-roots';

const SECOND = 1000;
const MAX_RETRIES = 3;
/** The server's largest page: a client has a handful of contracts, so one page holds them all. */
const PAGE_SIZE = 100;

/**
 * Spec section 7: contract queries retry up to 3 times except on 401 and refetch on tab focus. The list is fresh
 * 30 s and polled every 60 s, also in the background (which covers "refetch when older than 5 minutes");
 * pending signatures are fresh 15 s and polled every 30 s.
 */
const retry = (count: number, error: unknown) => !(isApiError(error) && error.status === 401) && count < MAX_RETRIES;
const common = { retry, refetchOnWindowFocus: true } as const;

export const contractKeys = {
  all: QUERY_ROOTS.contracts,
  lists: () => [...contractKeys.all, 'list'] as const,
  list: (filters: { event?: number }) => [...contractKeys.lists(), filters] as const,
  pending: () => [...contractKeys.all, 'pending'] as const,
  details: () => [...contractKeys.all, 'detail'] as const,
  detail: (id: number) => [...contractKeys.details(), id] as const,
  history: (id: number) => [...contractKeys.detail(id), 'history'] as const,
  signatures: (id: number) => [...contractKeys.detail(id), 'signatures'] as const,
};

const ZContractPage = zPaged(ZContract);

export const contractListQuery = (filters: { event?: number } = {}) =>
  queryOptions({
    queryKey: contractKeys.list(filters),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ page_size: String(PAGE_SIZE) });
      if (filters.event) params.set('event', String(filters.event));
      return api.get(`/contracts/client/contracts/?${params}`, { signal, schema: ZContractPage });
    },
    staleTime: 30 * SECOND,
    refetchInterval: 60 * SECOND,
    refetchIntervalInBackground: true,
    ...common,
  });

export const pendingSignaturesQuery = () =>
  queryOptions({
    queryKey: contractKeys.pending(),
    queryFn: ({ signal }) => api.get('/contracts/client/contracts/pending_signatures/', { signal, schema: ZPendingSignatures }),
    staleTime: 15 * SECOND,
    refetchInterval: 30 * SECOND,
    ...common,
  });

/** The server logs each detail fetch as a 'viewed' audit event, so it is asked only when a contract is opened. */
export const contractDetailQuery = (id: number) =>
  queryOptions({
    queryKey: contractKeys.detail(id),
    queryFn: ({ signal }) => api.get(`/contracts/client/contracts/${id}/`, { signal, schema: ZContract }),
    staleTime: 30 * SECOND,
    ...common,
  });

export const contractHistoryQuery = (id: number) =>
  queryOptions({
    queryKey: contractKeys.history(id),
    queryFn: ({ signal }) => api.get(`/contracts/client/contracts/${id}/history/`, { signal, schema: z.array(ZContractEvent) }),
    staleTime: 30 * SECOND,
    ...common,
  });

export const contractSignaturesQuery = (id: number) =>
  queryOptions({
    queryKey: contractKeys.signatures(id),
    queryFn: ({ signal }) => api.get(`/contracts/client/signatures/?contract=${id}`, { signal, schema: z.array(ZContractSignature) }),
    staleTime: 30 * SECOND,
    ...common,
  });
