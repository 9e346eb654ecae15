import { dayAvailability } from '@venue/shared/events/day-availability';
import { productAvailable } from '@venue/shared/booking/pricing';
import { bookingSchedule, type TBookingSchedule } from '@venue/shared/booking/schedule';
import type { TStepError } from '@venue/shared/booking/session.schema';
import { ZDateTimeConfig } from '@venue/shared/booking/step-config.schema';
import { BOOKING_TEXT as T } from '@venue/shared/booking/steps';
import type { TBookingStep } from '@venue/shared/booking/flow.schema';
import { scheduleProblems } from '@venue/shared/staff/event-schedule';
import { venueDay } from '@venue/shared/dates';
import type { TLoadedFlow } from './flows.service';
import { stepOfType } from './flows.service';

/**
 * What only the server can judge about a step's data, after the shared schema accepted its shape: the booking
 * window, the facility's rules (same-day, active; the staff console's schedule rules), products offered and
 * available for the event's date, uploads that belong to the session. Overlaps are the database's (holds.service).
 */
export interface TCheckContext {
  today: string;
  window: { min_advance_days: number; max_advance_days: number };
  /** The session's uploads (file ids). */
  uploads: readonly string[];
  /** Gateway ids and codes a booking can pay through. */
  gateways: readonly { id: number; code: string }[];
  /** The booking comes to ₱0: its payment step names no gateway. */
  nothingDue?: boolean;
}

const DAY = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY);

/** The slot a date_time step's (valid) data books. */
export function scheduleOf(step: TBookingStep, data: Record<string, unknown>): TBookingSchedule | null {
  const config = ZDateTimeConfig.parse(step.configuration);
  return bookingSchedule(data as { start_date: string; start_time: string; duration: number; venue_preference?: number | null }, config.default_facility_id);
}

/** The event's first day as the session's schedule step says (null before it is filled). */
export function eventDayOf(loaded: TLoadedFlow, bookingData: Record<string, Record<string, unknown>>): string | null {
  const step = stepOfType(loaded.flow, 'date_time');
  const day = step ? bookingData[String(step.id)]?.start_date : undefined;
  return typeof day === 'string' ? day : null;
}

export function serverStepErrors(
  loaded: TLoadedFlow,
  step: TBookingStep,
  data: Record<string, unknown>,
  bookingData: Record<string, Record<string, unknown>>,
  c: TCheckContext,
): TStepError[] {
  const errors: TStepError[] = [];
  switch (step.step_type) {
    case 'date_time': {
      const day = data.start_date as string;
      const window = dayAvailability(day, c.today, c.window, []);
      if (!window.available) errors.push({ field: 'start_date', message: window.reason });
      const schedule = scheduleOf(step, data);
      const facility = schedule ? loaded.facilities.get(schedule.facilityId) : undefined;
      if (!schedule || !facility) {
        errors.push({ field: 'venue_preference', message: T.venueNotOffered });
        break;
      }
      for (const p of scheduleProblems(facility, schedule.startsAt, schedule.endsAt, null))
        errors.push({ field: p.field === 'facility_id' ? 'venue_preference' : 'duration', message: p.message });
      break;
    }
    case 'package_selection':
    case 'addon_selection': {
      const key = step.step_type === 'package_selection' ? 'selected_packages' : 'selected_addons';
      const type = step.step_type === 'package_selection' ? 'PACKAGE' : 'PRODUCT';
      const day = eventDayOf(loaded, bookingData);
      for (const s of (data[key] as { product_id: number; quantity: number }[]).filter((x) => x.quantity > 0)) {
        const product = loaded.products.get(s.product_id);
        if (!product || product.type !== type) errors.push({ field: key, message: T.productNotOffered });
        else if (day && !productAvailable(product, daysBetween(c.today, day))) errors.push({ field: key, message: T.productUnavailable(product.name) });
      }
      break;
    }
    case 'questionnaire': {
      const files = (data.uploaded_files as { file_id: string }[] | undefined) ?? [];
      if (files.some((f) => !c.uploads.includes(f.file_id))) errors.push({ field: 'uploaded_files', message: T.invalidFile });
      break;
    }
    case 'payment_info': {
      if (data.completion_type === 'quote' || c.nothingDue) break;
      const id = data.payment_gateway_id as number | null | undefined;
      const code = data.payment_gateway_code as string | null | undefined;
      const ok = c.gateways.some((g) => (id ? g.id === id : code ? g.code === code : true));
      if (!ok) errors.push({ field: 'payment_gateway_id', message: T.gatewayRequired });
      break;
    }
  }
  return errors;
}

export const todayInVenue = () => venueDay();
