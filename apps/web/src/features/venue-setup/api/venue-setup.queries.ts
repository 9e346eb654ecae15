import { queryOptions } from '@tanstack/react-query';
import { ZBookingStatus, ZSetupState } from '@venue/shared/staff/setup.schema';
import { api } from '@/lib/api-client';
import { QUERY_ROOTS } from '@/lib/query-roots';

export const venueSetupKeys = {
  all: QUERY_ROOTS.venueSetup,
  checklist: () => [...venueSetupKeys.all, 'checklist'] as const,
  bookingStatus: () => [...venueSetupKeys.all, 'booking-status'] as const,
};

/**
 * The checklist is done on other screens (Venue Details, Spaces...): read again each time Today or the setup page
 * opens, and when the admin comes back to the tab, so a tick shows as soon as its screen saved.
 */
export const setupChecklistQuery = () =>
  queryOptions({
    queryKey: venueSetupKeys.checklist(),
    queryFn: ({ signal }) => api.get('/staff/setup/', { signal, schema: ZSetupState }),
    staleTime: 0,
    refetchOnWindowFocus: true,
  });

/** Whether the public booking is open; it opens once and stays open, so a minute's copy is enough. */
export const bookingStatusQuery = () =>
  queryOptions({
    queryKey: venueSetupKeys.bookingStatus(),
    queryFn: ({ signal }) => api.get('/site/booking-status/', { signal, schema: ZBookingStatus }),
    staleTime: 60_000,
  });
