import { useMutation } from '@tanstack/react-query';
import { ZBlock, type TCreateBlockRequest } from '@venue/shared/staff/calendar.schema';
import { staffCalendarKeys } from '@/features/staff-calendar/api/staff-calendar.queries';
import { api } from '@/lib/api-client';
import { QUERY_ROOTS } from '@/lib/query-roots';

/** A block changes what can be booked: the calendar, Today and the events' pages read it. */
const CALENDAR_WRITE = { invalidates: [staffCalendarKeys.all, QUERY_ROOTS.staffToday, QUERY_ROOTS.staffEvents] };

export function useCreateBlock() {
  return useMutation({ meta: CALENDAR_WRITE, mutationFn: (body: TCreateBlockRequest) => api.post('/staff/calendar/blocks/', body, { schema: ZBlock }) });
}

export function useRemoveBlock() {
  return useMutation({ meta: CALENDAR_WRITE, mutationFn: (id: number) => api.delete(`/staff/calendar/blocks/${id}/`) });
}
