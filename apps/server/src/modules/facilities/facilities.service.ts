import { FACILITY_TAKEN, facilityTakenText } from '@venue/shared/staff/event-schedule';
import { FACILITY_NOT_FOUND, type TFacility } from '@venue/shared/staff/facility.schema';
import type { TContext } from '../../context';
import type { TTx } from '../../db/client';
import { AppError, badRequest } from '../../lib/app-error';
import { sqlState } from '../../lib/db-errors';
import { facilityRowsByIds, findBlockingBooking, findFacilityRow, listFacilityRows } from './facilities.repo';

export const listFacilities = (ctx: TContext): Promise<TFacility[]> => listFacilityRows(ctx.db);
export const facilitiesByIds = (tx: TTx, ids: number[]): Promise<TFacility[]> => facilityRowsByIds(tx, [...new Set(ids)]);

/** What holds the facility over the booking's buffered time, for a refusal text (null when nothing does now). */
export const blockingBooking = (tx: TTx, b: TBooking & { exceptSessionId?: number }) => findBlockingBooking(tx, b);

/** The facility a booking names, or a 400 on the field that named it. */
export async function facilityForBooking(tx: TTx, id: number, field = 'facility_id'): Promise<TFacility> {
  const facility = await findFacilityRow(tx, id);
  if (!facility) throw badRequest(field, FACILITY_NOT_FOUND);
  return facility;
}

export interface TBooking {
  facilityId: number;
  startsAt: Date;
  endsAt: Date;
  /** The event being moved, whose own current booking does not count. */
  exceptEventId?: number;
}

/** SQLSTATE 23P01: the exclusion constraint `facility_reservations_no_overlap` refused a second booking or hold. */
export const isBookingOverlap = (err: unknown) => sqlState(err) === '23P01';

/**
 * SQLSTATE 40P01 on a booking write: PostgreSQL documents that two transactions inserting conflicting rows under
 * one exclusion constraint at the same moment may deadlock instead of one of them seeing the other's row; the
 * victim is rolled back whole, and trying again gives the true answer (the overlap, or the slot if the other
 * rolled back).
 */
export const isBookingDeadlock = (err: unknown) => sqlState(err) === '40P01';
const DEADLOCK_RETRIES = 3;

/**
 * Runs a write that books a facility (an insert or update of events in its own transaction; `booking` names
 * what it asked for once known). The database's exclusion constraint is what keeps bookings apart, so two calls
 * racing for one slot cannot both win; a refusal becomes a 409 naming when the facility is taken (read after
 * the rollback). A deadlock between racing writes runs the whole write again (it rolled back entirely).
 */
export async function withBookingGuard<T>(ctx: TContext, booking: () => TBooking | null, write: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await write();
    } catch (err) {
      if (isBookingDeadlock(err) && attempt < DEADLOCK_RETRIES) continue;
      const wanted = booking();
      if (!wanted || !(isBookingOverlap(err) || isBookingDeadlock(err))) throw err;
      const taken = await findBlockingBooking(ctx.db, wanted);
      const detail = taken ? facilityTakenText(taken.from, taken.to) : FACILITY_TAKEN;
      throw new AppError(409, detail, { starts_at: [detail] });
    }
  }
}
