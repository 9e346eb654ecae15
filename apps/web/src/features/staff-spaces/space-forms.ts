import { z } from 'zod';
import {
  ZCreateEventTypeRequest,
  ZCreateFacilityRequest,
  type TCreateEventTypeRequest,
  type TCreateFacilityRequest,
  type TStaffEventType,
  type TStaffFacility,
} from '@venue/shared/staff/spaces.schema';

/**
 * The facility dialog's values: numbers as typed (empty = not set). Checked by the shared request schema itself,
 * so the dialog refuses exactly what the server would, with the same words.
 */
const ZFacilityFields = z.object({
  name: z.string(),
  description: z.string(),
  capacity: z.string(),
  min_guests: z.string(),
  buffer_before_minutes: z.string(),
  buffer_after_minutes: z.string(),
  overnight: z.boolean(),
  is_active: z.boolean(),
});
export type TFacilityForm = z.input<typeof ZFacilityFields>;

const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));
const minutesOf = (text: string) => (text.trim() === '' ? 0 : Number(text));

export function toFacilityRequest(form: TFacilityForm): TCreateFacilityRequest {
  return {
    name: form.name,
    description: form.description,
    capacity: numberOrNull(form.capacity),
    min_guests: numberOrNull(form.min_guests),
    buffer_before_minutes: minutesOf(form.buffer_before_minutes),
    buffer_after_minutes: minutesOf(form.buffer_after_minutes),
    overnight: form.overnight,
    is_active: form.is_active,
  };
}

const withShared =
  <TForm, TRequest>(schema: z.ZodType<TRequest>, toRequest: (form: TForm) => unknown, fallback: string) =>
  (form: TForm, ctx: z.RefinementCtx) => {
    const parsed = schema.safeParse(toRequest(form));
    if (parsed.success) return;
    for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', path: [String(issue.path[0] ?? fallback)], message: issue.message });
  };

export const ZFacilityForm = ZFacilityFields.superRefine(withShared(ZCreateFacilityRequest, toFacilityRequest, 'name')).transform(
  (form): TCreateFacilityRequest => ZCreateFacilityRequest.parse(toFacilityRequest(form)),
);

export const NEW_FACILITY: TFacilityForm = {
  name: '',
  description: '',
  capacity: '',
  min_guests: '',
  buffer_before_minutes: '0',
  buffer_after_minutes: '0',
  overnight: false,
  is_active: true,
};

export const facilityFormOf = (f: TStaffFacility): TFacilityForm => ({
  name: f.name,
  description: f.description,
  capacity: f.capacity === null ? '' : String(f.capacity),
  min_guests: f.min_guests === null ? '' : String(f.min_guests),
  buffer_before_minutes: String(f.buffer_before_minutes),
  buffer_after_minutes: String(f.buffer_after_minutes),
  overnight: f.overnight,
  is_active: f.is_active,
});

const ZEventTypeFields = z.object({ name: z.string(), description: z.string(), facility_ids: z.array(z.number()), is_active: z.boolean() });
export type TEventTypeForm = z.input<typeof ZEventTypeFields>;

export const ZEventTypeForm = ZEventTypeFields.superRefine(withShared(ZCreateEventTypeRequest, (f: TEventTypeForm) => f, 'name')).transform(
  (form): TCreateEventTypeRequest => ZCreateEventTypeRequest.parse(form),
);

export const NEW_EVENT_TYPE: TEventTypeForm = { name: '', description: '', facility_ids: [], is_active: true };
export const eventTypeFormOf = (t: TStaffEventType): TEventTypeForm => ({
  name: t.name,
  description: t.description,
  facility_ids: t.facility_ids,
  is_active: t.is_active,
});

/** "Up to 200 guests", "No stated limit". */
export const capacityText = (f: { capacity: number | null; min_guests: number | null }) =>
  f.capacity === null ? 'No stated limit' : f.min_guests !== null ? `${f.min_guests} to ${f.capacity} guests` : `Up to ${f.capacity} guests`;

/** "1 hour before, 30 minutes after", "No time before or after". */
export function buffersText(f: { buffer_before_minutes: number; buffer_after_minutes: number }) {
  const span = (m: number) => {
    const h = Math.floor(m / 60);
    const min = m % 60;
    const parts = [h ? `${h} ${h === 1 ? 'hour' : 'hours'}` : '', min ? `${min} ${min === 1 ? 'minute' : 'minutes'}` : ''].filter(Boolean);
    return parts.join(' ');
  };
  if (!f.buffer_before_minutes && !f.buffer_after_minutes) return 'No time before or after';
  return [f.buffer_before_minutes ? `${span(f.buffer_before_minutes)} before` : '', f.buffer_after_minutes ? `${span(f.buffer_after_minutes)} after` : '']
    .filter(Boolean)
    .join(', ');
}
