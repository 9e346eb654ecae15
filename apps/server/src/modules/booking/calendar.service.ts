import type { TCalendarResponse } from '@venue/shared/booking/flow.schema';
import { ZDateTimeConfig } from '@venue/shared/booking/step-config.schema';
import { addDays, venueDay, venueInstant } from '@venue/shared/dates';
import type { TContext } from '../../context';
import { findSessionRow } from './booking-sessions.repo';
import { activeFlow, stepOfType } from './flows.service';
import { reservationsBetween } from './holds.repo';

/**
 * The schedule step's month: every time the flow's facilities are taken (events and live holds, buffers
 * included), as ranges and kinds only. The caller's own hold, named by its session id, reads as "yours", over the
 * event's own hours (issue 39): its buffers are the venue's, not times the visitor booked; they still block others.
 */
export async function flowCalendar(ctx: TContext, flowId: number, month: string, sessionId?: string): Promise<TCalendarResponse> {
  const loaded = await activeFlow(ctx, flowId);
  const step = stepOfType(loaded.flow, 'date_time');
  const facilityIds = step ? ZDateTimeConfig.parse(step.configuration).facility_ids : [];
  const first = `${month}-01`;
  const next = addDays(`${month}-28`, 4).slice(0, 7);
  const own = sessionId ? await findSessionRow(ctx.db, sessionId) : null;
  const rows = await reservationsBetween(ctx.db, facilityIds, venueInstant(first), venueInstant(`${next}-01`));
  return {
    month,
    entries: rows.map((r) => {
      const yours = own !== null && r.sessionId === own.id;
      const from = yours ? r.startsAt : new Date(r.from);
      const to = yours ? r.endsAt : new Date(r.to);
      return {
        facility_id: r.facilityId,
        facility_name: r.facilityName,
        starts_at: from.toISOString(),
        ends_at: to.toISOString(),
        start_date: venueDay(from),
        end_date: venueDay(new Date(to.getTime() - 1)),
        kind: r.sessionId === null ? 'booked' : yours ? 'yours' : 'held',
      };
    }),
  };
}
