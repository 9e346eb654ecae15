import type { TDayLoad } from '@venue/shared/booking/day-load';
import type { TPublicEvent } from '@venue/shared/events/availability.schema';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';

/** Spec section 7: availability data stays fresh for 5 minutes. */
const AVAILABILITY_STALE_MS = 5 * 60_000;

/*
 * The calendar sits on the landing page, so these answers are checked by hand rather than with the shared zod
 * schema (ZAvailabilityResponse): zod would add about 23 KB gzip to the first page a visitor sees. The server
 * serializes the answers through it. The booking window is read from lib/booking-window.ts, with the wizard.
 */

function parseEvents(body: unknown): TPublicEvent[] {
  const ok =
    Array.isArray(body) &&
    body.every((e: Partial<TPublicEvent> | null) => !!e && typeof e.status === 'string' && typeof e.start_date === 'string' && typeof e.end_date === 'string');
  if (!ok) throw new ApiError(200, body, 'Unexpected answer from the server.');
  return body as TPublicEvent[];
}

function parseLoads(body: unknown): Map<string, TDayLoad> {
  const ok =
    Array.isArray(body) &&
    body.every((d: { date?: unknown; load?: unknown } | null) => !!d && typeof d.date === 'string' && (d.load === 'limited' || d.load === 'full'));
  if (!ok) throw new ApiError(200, body, 'Unexpected answer from the server.');
  return new Map((body as { date: string; load: TDayLoad }[]).map((d) => [d.date, d.load]));
}

export const availabilityKeys = {
  all: ['availability'] as const,
  ranges: () => [...availabilityKeys.all, 'range'] as const,
  range: (start: string, end: string) => [...availabilityKeys.ranges(), { start, end }] as const,
  loads: (start: string, end: string) => [...availabilityKeys.all, 'loads', { start, end }] as const,
};

export const availabilityRangeQuery = (start: string, end: string) =>
  queryOptions({
    queryKey: availabilityKeys.range(start, end),
    queryFn: async ({ signal }) => parseEvents(await api.get(`/events/public/availability/?start_date=${start}&end_date=${end}`, { signal })),
    staleTime: AVAILABILITY_STALE_MS,
  });

/** The days of the range that are limited or full (the shared dayLoad rule, computed by the server over every space). */
export const dayLoadsQuery = (start: string, end: string) =>
  queryOptions({
    queryKey: availabilityKeys.loads(start, end),
    queryFn: async ({ signal }) => parseLoads(await api.get(`/bookingflow/public/day-loads/?start_date=${start}&end_date=${end}`, { signal })),
    staleTime: AVAILABILITY_STALE_MS,
  });
