import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { ZBlock, ZCalendarResponse } from '@venue/shared/staff/calendar.schema';
import { api } from '@/lib/api-client';
import { QUERY_ROOTS } from '@/lib/query-roots';

export const staffCalendarKeys = {
  all: QUERY_ROOTS.staffCalendar,
  range: (from: string, to: string) => [...staffCalendarKeys.all, 'range', from, to] as const,
  blocks: () => [...staffCalendarKeys.all, 'blocks'] as const,
};

/** The venue's calendar between two days: holds come and go by the minute, so it is refreshed on focus. */
export const calendarQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: staffCalendarKeys.range(from, to),
    queryFn: ({ signal }) => api.get(`/staff/calendar/?from=${from}&to=${to}`, { signal, schema: ZCalendarResponse }),
    staleTime: 30_000,
    refetchOnWindowFocus: true,
    placeholderData: (previous) => previous,
  });

export const blocksQuery = () =>
  queryOptions({ queryKey: staffCalendarKeys.blocks(), queryFn: ({ signal }) => api.get('/staff/calendar/blocks/', { signal, schema: z.array(ZBlock) }) });
