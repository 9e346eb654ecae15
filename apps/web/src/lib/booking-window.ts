import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { QUERY_ROOTS } from '@/lib/query-roots';

/** The venue's booking window: the minimum notice and how far ahead a date can be booked, in days. */
export interface TBookingWindow {
  min_advance_days: number;
  max_advance_days: number;
}

/*
 * Read by the landing page's calendar and the wizard's (features never import each other, so it lives here). The
 * landing page is kept free of zod (about 23 KB gzip), so the answer is checked by hand; the server serializes it
 * through ZSiteSettings.
 */
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;

function parseWindow(body: unknown): TBookingWindow {
  const booking = (body as { booking?: Partial<TBookingWindow> } | null)?.booking;
  if (!booking || !isCount(booking.min_advance_days) || !isCount(booking.max_advance_days)) {
    throw new ApiError(200, body, 'Unexpected answer from the server.');
  }
  return { min_advance_days: booking.min_advance_days, max_advance_days: booking.max_advance_days };
}

/** Under the booking root, so a save of the venue's policies (staff prices) drops it for both calendars. */
export const bookingWindowQuery = () =>
  queryOptions({
    queryKey: [...QUERY_ROOTS.booking, 'window'] as const,
    queryFn: async ({ signal }) => parseWindow(await api.get('/site/settings/', { signal })),
    // Spec section 7: availability data stays fresh for 5 minutes.
    staleTime: 5 * 60_000,
  });
