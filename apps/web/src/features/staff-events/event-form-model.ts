import type { TFacility } from '@venue/shared/staff/facility.schema';
import { scheduleProblems } from '@venue/shared/staff/event-schedule';
import type { FieldErrors, FieldValues, Path, ResolverResult, UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import { isApiError } from '@/lib/api-error';
import { formatVenueDate } from '@/lib/venue-date';

/**
 * The event form as typed (strings, as inputs hold them) and how it becomes the API's request. The times are the
 * venue's (Asia/Manila, PHT, always +08:00): a day facility takes one date with a start and an end time (an end
 * at 00:00 is midnight, the end of that day); an overnight facility takes a start and an end date-time.
 */
export interface TScheduleValues {
  facility_id: string;
  date: string;
  start_time: string;
  end_time: string;
  starts_local: string;
  ends_local: string;
  guest_count: string;
}

/** The inputs EventFields shows, which both the new-event form and the edit dialog hold. */
export const EVENT_FIELD_NAMES = [
  'event_type_id',
  'name',
  'facility_id',
  'date',
  'start_time',
  'end_time',
  'starts_local',
  'ends_local',
  'guest_count',
] as const;

export const EMPTY_SCHEDULE: TScheduleValues = { facility_id: '', date: '', start_time: '', end_time: '', starts_local: '', ends_local: '', guest_count: '' };

/** Asia/Manila has had no daylight saving since 1978: PHT is always +08:00. */
const PHT = '+08:00';
const instant = (day: string, time: string) => `${day}T${time}:00${PHT}`;
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The booking's two instants as the API wants them (ISO with offset and seconds), or '' where not filled in. */
export function scheduleInstants(values: TScheduleValues, overnight: boolean): { starts_at: string; ends_at: string } {
  if (overnight) {
    return { starts_at: values.starts_local ? `${values.starts_local}:00${PHT}` : '', ends_at: values.ends_local ? `${values.ends_local}:00${PHT}` : '' };
  }
  if (!values.date) return { starts_at: '', ends_at: '' };
  return {
    starts_at: values.start_time ? instant(values.date, values.start_time) : '',
    ends_at: values.end_time ? instant(values.end_time === '00:00' ? nextDay(values.date) : values.date, values.end_time) : '',
  };
}

/** The form's values for a booked event (edit dialog), read on the venue's clock. */
export function scheduleValuesOf(event: { facility: { id: number } | null; starts_at: string | null; ends_at: string | null; guest_count: number | null }) {
  const local = (iso: string | null) => formatVenueDate(iso, "yyyy-MM-dd'T'HH:mm") ?? '';
  return {
    facility_id: event.facility ? String(event.facility.id) : '',
    date: formatVenueDate(event.starts_at, 'yyyy-MM-dd') ?? '',
    start_time: formatVenueDate(event.starts_at, 'HH:mm') ?? '',
    end_time: formatVenueDate(event.ends_at, 'HH:mm') ?? '',
    starts_local: local(event.starts_at),
    ends_local: local(event.ends_at),
    guest_count: event.guest_count === null ? '' : String(event.guest_count),
  } satisfies TScheduleValues;
}

/** Where an API field's message is shown on the form (the 409 of an overlap comes as errors.starts_at). */
export function formFieldOf(apiField: string, overnight: boolean): string {
  if (apiField === 'client_id') return 'client';
  if (apiField === 'starts_at') return overnight ? 'starts_local' : 'start_time';
  if (apiField === 'ends_at') return overnight ? 'ends_local' : 'end_time';
  return apiField;
}

/**
 * Puts the server's field errors (first message each) under the event form's inputs, read through formFieldOf.
 * Returns false when none matched one of `fields`, so the caller shows a form-level message instead.
 */
export function applyEventFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: ReadonlySet<string>,
  overnight: boolean,
  setError: UseFormSetError<T>,
): boolean {
  if (!isApiError(error)) return false;
  let shown = false;
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    const target = formFieldOf(field, overnight);
    if (!fields.has(target) || !messages[0]) continue;
    setError(target as Path<T>, { type: 'server', message: messages[0] }, { shouldFocus: !shown });
    shown = true;
  }
  return shown;
}

/** An empty time is reported under its own input rather than as the API's "Start is required". */
function missingSchedule(values: TScheduleValues, overnight: boolean): Record<string, string> {
  const missing: Record<string, string> = {};
  if (overnight) {
    if (!values.starts_local) missing.starts_local = 'Choose when the event starts';
    if (!values.ends_local) missing.ends_local = 'Choose when the event ends';
  } else {
    if (!values.date) missing.date = 'Choose the date';
    if (!values.start_time) missing.start_time = 'Choose the start time';
    if (!values.end_time) missing.end_time = 'Choose the end time';
  }
  return missing;
}

export const guestsOf = (text: string) => (text.trim() === '' ? null : Number(text));

/**
 * A react-hook-form resolver that builds the request from the typed values and checks it with the shared request
 * schema and the shared booking rules (end after start, same day at a day facility, capacity): the browser
 * explains before sending, the server decides. Messages land under the inputs they concern.
 */
export function resolveEventForm<TValues extends FieldValues & TScheduleValues, TOut>(
  values: TValues,
  facilities: readonly TFacility[],
  build: (values: TValues, schedule: { starts_at: string; ends_at: string }) => unknown,
  schema: z.ZodType<TOut>,
): ResolverResult<TValues, TOut> {
  const facility = facilities.find((f) => String(f.id) === values.facility_id);
  const overnight = facility?.overnight ?? false;
  const schedule = scheduleInstants(values, overnight);
  const messages: Record<string, string> = {};
  const add = (field: string, message: string) => {
    messages[field] ??= message;
  };
  const parsed = schema.safeParse(build(values, schedule));
  if (!parsed.success) for (const issue of parsed.error.issues) add(formFieldOf(String(issue.path[0] ?? 'root'), overnight), issue.message);
  Object.entries(missingSchedule(values, overnight)).forEach(([field, message]) => (messages[field] = message));
  if (facility && schedule.starts_at && schedule.ends_at && !messages.start_time && !messages.starts_local) {
    const guests = guestsOf(values.guest_count);
    const problems = scheduleProblems(facility, new Date(schedule.starts_at), new Date(schedule.ends_at), Number.isInteger(guests) ? guests : null);
    for (const problem of problems) add(formFieldOf(problem.field, overnight), problem.message);
  }
  if (parsed.success && Object.keys(messages).length === 0) return { values: parsed.data, errors: {} };
  const errors = Object.fromEntries(Object.entries(messages).map(([field, message]) => [field, { type: 'validate', message }]));
  return { values: {}, errors: errors as FieldErrors<TValues> };
}
