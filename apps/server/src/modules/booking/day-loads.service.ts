import { dayLoad, type TBookingOption } from '@venue/shared/booking/day-load';
import { ZDateTimeConfig } from '@venue/shared/booking/step-config.schema';
import { addDays, venueInstant } from '@venue/shared/dates';
import type { TAvailabilityQuery, TDayLoadsResponse } from '@venue/shared/events/availability.schema';
import type { TContext } from '../../context';
import { activeFlows, stepOfType } from './flows.service';
import { reservationsBetween } from './holds.repo';

/**
 * Which days of a range are limited or full, for the landing calendar: the ways to book of every active flow (or
 * of one event type's), against every event and live hold of their facilities, buffers included.
 */
export async function dayLoads(ctx: TContext, q: TAvailabilityQuery): Promise<TDayLoadsResponse> {
  const options: TBookingOption[] = (await activeFlows(ctx, q.event_type_id)).flatMap((flow) => {
    const step = stepOfType(flow, 'date_time');
    if (!step) return [];
    const c = ZDateTimeConfig.parse(step.configuration);
    return [{ facilities: c.facilities, slotStarts: c.available_time_slots.map((s) => s.start_time), minHours: c.min_duration_hours }];
  });
  const facilityIds = [...new Set(options.flatMap((o) => o.facilities.map((f) => f.id)))];
  const rows = await reservationsBetween(ctx.db, facilityIds, venueInstant(q.start_date), venueInstant(addDays(q.end_date, 1)));
  const blocked = rows.map((r) => ({ facility_id: r.facilityId, from: new Date(r.from), to: new Date(r.to) }));
  const loads: TDayLoadsResponse = [];
  for (let day = q.start_date; day <= q.end_date; day = addDays(day, 1)) {
    const load = dayLoad(day, options, blocked);
    if (load !== 'free') loads.push({ date: day, load });
  }
  return loads;
}
