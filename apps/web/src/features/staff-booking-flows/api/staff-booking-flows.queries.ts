import { ZStaffFlow, ZStaffFlowsResponse } from '@venue/shared/staff/booking-flows.schema';
import { ZSetupState } from '@venue/shared/staff/setup.schema';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { QUERY_ROOTS } from '@/lib/query-roots';

/** Keys from general to specific: a save drops every flow read (the list shows versions and steps on). */
export const staffBookingFlowsKeys = {
  all: QUERY_ROOTS.staffBookingFlows,
  list: () => [...staffBookingFlowsKeys.all, 'list'] as const,
  detail: (id: number) => [...staffBookingFlowsKeys.all, 'detail', id] as const,
};

/** The flows and what the editor offers to choose from (packages, add-ons, questionnaires, ways to pay). */
export const bookingFlowsQuery = () =>
  queryOptions({
    queryKey: staffBookingFlowsKeys.list(),
    queryFn: ({ signal }) => api.get('/staff/booking-flows/', { signal, schema: ZStaffFlowsResponse }),
    staleTime: 30_000,
  });

/**
 * Asked again when the editor opens, but never behind an editor's back: a refetch on focus would swap the flow under
 * unsaved changes (the editor starts over from each version it loads). Another admin's save shows as a 409 instead.
 */
export const bookingFlowQuery = (id: number) =>
  queryOptions({
    queryKey: staffBookingFlowsKeys.detail(id),
    queryFn: ({ signal }) => api.get(`/staff/booking-flows/${id}/`, { signal, schema: ZStaffFlow }),
    staleTime: 0,
    refetchOnWindowFocus: false,
  });

/**
 * What visitors cannot book (issue 39, point 2): the checklist's warnings, read fresh and again after each save
 * (a save drops every key under this feature's root), so the flag goes as soon as the gap is closed.
 */
export const flowWarningsQuery = () =>
  queryOptions({
    queryKey: [...staffBookingFlowsKeys.all, 'warnings'] as const,
    queryFn: ({ signal }) => api.get('/staff/setup/', { signal, schema: ZSetupState }),
    select: (state) => state.warnings,
    staleTime: 0,
  });
