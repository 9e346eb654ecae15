import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { ZEventTypesResponse } from '@venue/shared/events/availability.schema';
import { ZFacility } from '@venue/shared/staff/facility.schema';
import { ZInquiry, ZInquiryFigures, ZInquiryList, ZInquiryOwner, type TInquiriesQuery } from '@venue/shared/staff/inquiry.schema';
import { api } from '@/lib/api-client';
import { QUERY_ROOTS } from '@/lib/query-roots';

const MINUTE = 60_000;

export const staffInquiryKeys = {
  all: QUERY_ROOTS.staffInquiries,
  list: (q: TInquiriesQuery) => [...staffInquiryKeys.all, 'list', q] as const,
  detail: (id: number) => [...staffInquiryKeys.all, 'detail', id] as const,
  figures: () => [...staffInquiryKeys.all, 'figures'] as const,
  owners: () => [...staffInquiryKeys.all, 'owners'] as const,
  eventTypes: () => [...staffInquiryKeys.all, 'event-types'] as const,
  spaces: () => [...staffInquiryKeys.all, 'spaces'] as const,
};

const searchOf = (q: TInquiriesQuery) => {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) if (v !== undefined && v !== '') params.set(k, String(v));
  const s = params.toString();
  return s ? `?${s}` : '';
};

export const inquiriesQuery = (q: TInquiriesQuery) =>
  queryOptions({
    queryKey: staffInquiryKeys.list(q),
    queryFn: ({ signal }) => api.get(`/staff/inquiries/${searchOf(q)}`, { signal, schema: ZInquiryList }),
    placeholderData: (previous) => previous,
  });

export const inquiryQuery = (id: number) =>
  queryOptions({ queryKey: staffInquiryKeys.detail(id), queryFn: ({ signal }) => api.get(`/staff/inquiries/${id}/`, { signal, schema: ZInquiry }) });

export const inquiryFiguresQuery = () =>
  queryOptions({ queryKey: staffInquiryKeys.figures(), queryFn: ({ signal }) => api.get('/staff/inquiries/figures/', { signal, schema: ZInquiryFigures }) });

export const inquiryOwnersQuery = () =>
  queryOptions({
    queryKey: staffInquiryKeys.owners(),
    queryFn: ({ signal }) => api.get('/staff/inquiries/owners/', { signal, schema: z.array(ZInquiryOwner) }),
    staleTime: 10 * MINUTE,
  });

export const inquiryEventTypesQuery = () =>
  queryOptions({
    queryKey: staffInquiryKeys.eventTypes(),
    queryFn: ({ signal }) => api.get('/events/event-types/', { signal, schema: ZEventTypesResponse }),
    staleTime: 10 * MINUTE,
  });

export const inquirySpacesQuery = () =>
  queryOptions({
    queryKey: staffInquiryKeys.spaces(),
    queryFn: ({ signal }) => api.get('/staff/facilities/', { signal, schema: z.array(ZFacility) }),
    staleTime: 10 * MINUTE,
  });
