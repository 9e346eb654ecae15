import { zPaged } from '@venue/shared/common/paged.schema';
import {
  ZCommunicationRecord,
  ZCommunicationRecordDetail,
  type TCategory,
  type TChannel,
  type TDeliveryStatus,
} from '@venue/shared/communications/communication.schema';
import { ZCommunicationTemplate } from '@venue/shared/communications/template.schema';
import { ZStaffClient } from '@venue/shared/staff/clients.schema';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { isApiError, isAuthError } from '@/lib/api-error';
import { QUERY_ROOTS } from '@/lib/query-roots';

export const RECORDS_PAGE_SIZE = 20;
/** Spec document 2, section 9: records list refresh, 2 minutes freshness. */
const RECORDS_FRESH = 2 * 60_000;

/** The screen's filters (spec: search, channel, category, delivery_status); empty means "All". */
export interface TRecordFilters {
  search: string;
  channel: TChannel | '';
  category: TCategory | '';
  status: TDeliveryStatus | '';
  page: number;
}

export const communicationKeys = {
  all: QUERY_ROOTS.communications,
  records: () => [...communicationKeys.all, 'records'] as const,
  recordLists: () => [...communicationKeys.records(), 'list'] as const,
  recordList: (filters: TRecordFilters) => [...communicationKeys.recordLists(), filters] as const,
  recordDetail: (id: number) => [...communicationKeys.records(), 'detail', id] as const,
};

export const recordsQuery = (filters: TRecordFilters) =>
  queryOptions({
    queryKey: communicationKeys.recordList(filters),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ page: String(filters.page), page_size: String(RECORDS_PAGE_SIZE) });
      if (filters.search) params.set('search', filters.search);
      if (filters.channel) params.set('channel', filters.channel);
      if (filters.category) params.set('category', filters.category);
      if (filters.status) params.set('delivery_status', filters.status);
      return api.get(`/communications/records/?${params}`, { signal, schema: zPaged(ZCommunicationRecord) });
    },
    staleTime: RECORDS_FRESH,
    placeholderData: keepPreviousData,
  });

/**
 * One record with its body. The server marks an unread e-mail read when its recipient opens it, so this is
 * always asked afresh (staleTime 0) and the lists are refreshed by the dialog once it arrives.
 */
export const recordDetailQuery = (id: number) =>
  queryOptions({
    queryKey: communicationKeys.recordDetail(id),
    queryFn: ({ signal }) => api.get(`/communications/records/${id}/`, { signal, schema: ZCommunicationRecordDetail }),
    staleTime: 0,
    retry: (count, error) => !isAuthError(error) && !(isApiError(error) && error.status === 404) && count < 3,
  });

/** Spec document 2, section 9: templates 5 minutes. The venue's console only. */
export const templatesQuery = () =>
  queryOptions({
    queryKey: [...communicationKeys.all, 'templates'] as const,
    queryFn: ({ signal }) => api.get('/communications/templates/', { signal, schema: zPaged(ZCommunicationTemplate) }),
    staleTime: 5 * 60_000,
  });

/** The send dialog's client search (run by the shared ClientPicker). */
export const clientSearch = {
  key: (search: string) => [...communicationKeys.all, 'client-options', search] as const,
  fetch: async (search: string, signal: AbortSignal) => {
    const params = new URLSearchParams({ page_size: '20' });
    if (search) params.set('search', search);
    return (await api.get(`/staff/clients/?${params}`, { signal, schema: zPaged(ZStaffClient) })).results;
  },
};
