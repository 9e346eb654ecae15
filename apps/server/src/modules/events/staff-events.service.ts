import type { TEventStatus } from '@venue/shared/enums';
import { EVENT_NOT_FOUND } from '@venue/shared/events/event.schema';
import { scheduleDays, scheduleProblems } from '@venue/shared/staff/event-schedule';
import { EVENT_STATUS_TEXT, eventTransition, isFinalEventStatus, nextEventStatuses } from '@venue/shared/staff/event-status';
import {
  CLIENT_NOT_FOUND,
  EVENT_FINAL,
  EVENT_TYPE_NOT_FOUND,
  type TStaffEvent,
  type TStaffEventDetail,
  type TStaffEventsQuery,
  type ZStaffEventCreateRequest,
  type ZStaffEventStatusRequest,
  type ZStaffEventUpdateRequest,
} from '@venue/shared/staff/staff-event.schema';
import type { TFieldErrors } from '@venue/shared/errors';
import type { z } from 'zod';
import type { TContext } from '../../context';
import type { TTx } from '../../db/client';
import type { TActor } from '../../lib/actor';
import { AppError, badRequest } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import { facilityForBooking, withBookingGuard, type TBooking } from '../facilities/facilities.service';
import { careNotesOf, eventAnswerSheets } from '../questionnaires/questionnaires.service';
import { recordEventActivity } from './client-events.service';
import { bookingConsentOf, eventItemsOf } from './event-items.repo';
import { insertNote } from './staff-tabs.repo';
import {
  eventTypeExists,
  findClientRef,
  findStaffEventRow,
  insertEvent,
  listStaffEventRows,
  lockStaffEvent,
  quoteRequestOfEvent,
  updateEvent,
  type TEventWrite,
} from './staff-events.repo';

/**
 * The venue's side of events: book one for a client, change it, move its status. Every write leaves a timeline
 * entry the client sees and an audit entry the admins see, both in the write's transaction.
 */

const notFound = () => new AppError(404, EVENT_NOT_FOUND);

/** `me`: the signed-in staff member, for the "My events" filter (coordinator=me). */
export const listStaffEvents = (ctx: TContext, q: TStaffEventsQuery, me?: number) => listStaffEventRows(ctx.db, q, me);

export async function staffEventDetail(ctx: TContext, id: number, tx: TTx = ctx.db): Promise<TStaffEventDetail> {
  const row = await findStaffEventRow(tx, id);
  if (!row) throw notFound();
  return {
    ...row.event,
    preferences: row.preferences,
    care_notes: (await careNotesOf(tx, [{ id, specialRequests: row.preferences.special_requests }])).get(id) ?? [],
    next_statuses: [...nextEventStatuses(row.event.status)],
    notes_count: row.notesCount,
    internal_notes_count: row.internalNotesCount,
    documents_count: row.documentsCount,
    has_feedback: row.feedback !== null,
    feedback_has_response: row.feedback === 'answered',
    quote_request: await quoteRequestOfEvent(tx, id),
    booked_items: await eventItemsOf(tx, id),
    booking_consent: await bookingConsentOf(tx, id),
  };
}

/** The event's total follows the quote the client accepted (issue 25: one figure for the event). */
export const setEventTotal = (tx: TTx, id: number, total: string) => updateEvent(tx, id, { totalPrice: total });

/** GET /api/staff/events/:id/answers/: what the client answered, in words, care answers marked. */
export async function staffEventAnswers(ctx: TContext, id: number) {
  const row = await findStaffEventRow(ctx.db, id);
  if (!row) throw notFound();
  return eventAnswerSheets(ctx.db, { id, eventTypeId: row.event.event_type_id });
}

/** The event as the audit log keeps it: the list's fields, as the API shows them. */
async function snapshot(tx: TTx, id: number): Promise<TStaffEvent> {
  const row = await findStaffEventRow(tx, id);
  if (!row) throw notFound();
  return row.event;
}

/** The facility exists and takes this booking (times, overnight, capacity); overlaps are the database's to refuse. */
async function checkSchedule(tx: TTx, facilityId: number, startsAt: Date, endsAt: Date, guestCount: number | null) {
  const facility = await facilityForBooking(tx, facilityId);
  const problems = scheduleProblems(facility, startsAt, endsAt, guestCount);
  if (problems.length) {
    const errors: TFieldErrors = {};
    for (const p of problems) (errors[p.field] ??= []).push(p.message);
    throw new AppError(400, problems[0]!.message, errors);
  }
  return scheduleDays(startsAt, endsAt);
}

export async function createStaffEvent(ctx: TContext, actor: TActor, ip: string, body: z.output<typeof ZStaffEventCreateRequest>) {
  const id = await withBookingGuard(
    ctx,
    () => bookingOf(body),
    () => ctx.transact((tx) => writeStaffEvent(tx, actor, ip, body)),
  );
  return staffEventDetail(ctx, id);
}

/** Whether an event type exists, for other modules' forms (an inquiry's type). */
export const eventTypeIsKnown = (tx: TTx, id: number) => eventTypeExists(tx, id);

export const bookingOf = (body: { facility_id: number; starts_at: string; ends_at: string }): TBooking => ({
  facilityId: body.facility_id,
  startsAt: new Date(body.starts_at),
  endsAt: new Date(body.ends_at),
});

/**
 * Books an event for a client in the caller's transaction (the console's form, an inquiry converted): run it
 * inside withBookingGuard with bookingOf(body), so an overlap is refused naming what is in the way.
 */
export async function writeStaffEvent(tx: TTx, actor: TActor, ip: string, body: z.output<typeof ZStaffEventCreateRequest>): Promise<number> {
  const booking = bookingOf(body);
  if (!(await findClientRef(tx, body.client_id))) throw badRequest('client_id', CLIENT_NOT_FOUND);
  if (!(await eventTypeExists(tx, body.event_type_id))) throw badRequest('event_type_id', EVENT_TYPE_NOT_FOUND);
  const days = await checkSchedule(tx, booking.facilityId, booking.startsAt, booking.endsAt, body.guest_count);
  const id = await insertEvent(tx, {
    clientId: body.client_id,
    eventTypeId: body.event_type_id,
    name: body.name,
    status: 'DRAFT',
    facilityId: booking.facilityId,
    startsAt: booking.startsAt,
    endsAt: booking.endsAt,
    startDate: days.start_date,
    endDate: days.end_date,
    guestCount: body.guest_count,
  });
  if (body.notes) await insertNote(tx, { eventId: id, content: body.notes, isInternal: true, createdByName: actor.name, createdByUserId: actor.userId });
  await recordEventActivity(tx, actor, id, 'event_created', `Event "${body.name}" created by the venue`);
  await recordAudit(tx, actor, ip, { action: 'event.create', objectType: 'event', objectId: id, after: await snapshot(tx, id) });
  return id;
}

const FIELD_LABELS: Partial<Record<keyof TStaffEvent, string>> = {
  name: 'name',
  event_type_id: 'event type',
  facility: 'facility',
  starts_at: 'start',
  ends_at: 'end',
  guest_count: 'guest count',
  current_stage_name: 'stage',
  total_price: 'total price',
};

/** Only the fields sent change; a change to the facility, times or guests is checked again as a whole booking. */
export async function updateStaffEvent(ctx: TContext, actor: TActor, ip: string, id: number, body: z.output<typeof ZStaffEventUpdateRequest>) {
  let booking: TBooking | null = null;
  await withBookingGuard(
    ctx,
    () => booking,
    () =>
      ctx.transact(async (tx) => {
        const current = await lockStaffEvent(tx, id);
        if (!current) throw notFound();
        if (isFinalEventStatus(current.status as TEventStatus)) throw new AppError(409, EVENT_FINAL);
        if (body.event_type_id !== undefined && !(await eventTypeExists(tx, body.event_type_id))) throw badRequest('event_type_id', EVENT_TYPE_NOT_FOUND);
        const write: TEventWrite = {
          name: body.name,
          eventTypeId: body.event_type_id,
          currentStage: body.current_stage_name,
          totalPrice: body.total_price,
        };
        const scheduleSent = [body.facility_id, body.starts_at, body.ends_at, body.guest_count].some((v) => v !== undefined);
        if (scheduleSent) {
          const facilityId = body.facility_id ?? current.facilityId;
          const startsAt = body.starts_at ? new Date(body.starts_at) : current.startsAt;
          const endsAt = body.ends_at ? new Date(body.ends_at) : current.endsAt;
          const guestCount = body.guest_count !== undefined ? body.guest_count : current.guestCount;
          // Events from before facilities existed are given a whole booking on their first schedule change.
          if (facilityId === null) throw badRequest('facility_id', 'Choose a facility');
          if (!startsAt) throw badRequest('starts_at', 'Start is required');
          if (!endsAt) throw badRequest('ends_at', 'End is required');
          const days = await checkSchedule(tx, facilityId, startsAt, endsAt, guestCount);
          booking = { facilityId, startsAt, endsAt, exceptEventId: id };
          Object.assign(write, { facilityId, startsAt, endsAt, guestCount, startDate: days.start_date, endDate: days.end_date });
        }
        const before = await snapshot(tx, id);
        await updateEvent(tx, id, write);
        const after = await snapshot(tx, id);
        const changed = (Object.keys(FIELD_LABELS) as (keyof TStaffEvent)[]).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
        if (changed.length === 0) return;
        await recordEventActivity(tx, actor, id, 'event_updated', `Event details updated: ${changed.map((k) => FIELD_LABELS[k]).join(', ')}`);
        await recordAudit(tx, actor, ip, { action: 'event.update', objectType: 'event', objectId: id, before, after });
      }),
  );
  return staffEventDetail(ctx, id);
}

/** Moves the event along the shared status rule; a refused move is 409 with the rule's words. */
export async function changeEventStatus(ctx: TContext, actor: TActor, ip: string, id: number, body: z.output<typeof ZStaffEventStatusRequest>) {
  await ctx.transact(async (tx) => {
    const current = await lockStaffEvent(tx, id);
    if (!current) throw notFound();
    const from = current.status as TEventStatus;
    const move = eventTransition(from, body.status);
    if (!move.ok) throw new AppError(409, move.message, { status: [move.message] });
    await updateEvent(tx, id, { status: body.status });
    const text = `Event ${EVENT_STATUS_TEXT[body.status]}${body.reason ? `: ${body.reason}` : ''}`;
    await recordEventActivity(tx, actor, id, 'status_changed', text.charAt(0).toUpperCase() + text.slice(1));
    await recordAudit(tx, actor, ip, {
      action: 'event.status',
      objectType: 'event',
      objectId: id,
      before: { status: from },
      after: { status: body.status, reason: body.reason ?? null },
    });
  });
  return staffEventDetail(ctx, id);
}
