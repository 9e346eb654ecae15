import type { TBookingSchedule } from '@venue/shared/booking/schedule';
import type { TCompletionResult } from '@venue/shared/booking/session.schema';
import { balanceDueText } from '@venue/shared/booking/payment-terms';
import { BOOKING_TEXT as T } from '@venue/shared/booking/steps';
import { venueDay } from '@venue/shared/dates';
import { scheduleDays } from '@venue/shared/staff/event-schedule';
import { VENUE_TIMEZONE } from '@venue/shared/site/venue';
import type { TVenueDetails } from '@venue/shared/site/venue-details.schema';
import type { TContext } from '../../context';
import type { TTx } from '../../db/client';
import { readPaymentSettings } from '../../db/payment-settings';
import { AppError } from '../../lib/app-error';
import { calendarFile } from '../../lib/ics';
import type { TEffects } from '../../lib/transaction';
import { queueMail } from '../outbox/outbox.service';
import { offlineInstructionsOf } from '../payments/pay.service';
import { venueDetails } from '../venue/venue.service';
import { bookingConfirmationMail, bookingWithYourAddressMail } from './booking-emails';
import type { TClient } from './booking-records.service';
import { claimConfirmation, clientContactOf, findSessionRow, type TSessionRow } from './booking-sessions.repo';
import { loadFlow, stepOfType, type TLoadedFlow } from './flows.service';
import { sessionInfoMissing, sessionNotFound } from './session-access';
import { bookingReference } from './session-view';
import { scheduleOf } from './step-checks.service';
import { confirmationConfigOf } from './step-configs';
import { accountPageLink } from '../accounts/account-links';

/** The confirmation e-mail goes out once per session (claimed by a conditional update), through the outbox. */
const whenFormat = new Intl.DateTimeFormat('en-US', { timeZone: VENUE_TIMEZONE, dateStyle: 'full', timeStyle: 'short' });
const dayFormat = new Intl.DateTimeFormat('en-US', { timeZone: VENUE_TIMEZONE, dateStyle: 'full' });
const timeFormat = new Intl.DateTimeFormat('en-US', { timeZone: VENUE_TIMEZONE, timeStyle: 'short' });
/** "Monday, December 28, 2026, 9:00 AM to 1:00 PM PHT"; both days when the booking runs overnight. */
const whenText = (s: TBookingSchedule) =>
  dayFormat.format(s.startsAt) === dayFormat.format(s.endsAt)
    ? `${dayFormat.format(s.startsAt)}, ${timeFormat.format(s.startsAt)} to ${timeFormat.format(s.endsAt)} PHT`
    : `${whenFormat.format(s.startsAt)} to ${whenFormat.format(s.endsAt)} PHT`;

async function queueMailFor(
  ctx: TContext,
  tx: TTx,
  effects: TEffects,
  row: TSessionRow,
  loaded: TLoadedFlow,
  result: TCompletionResult,
  schedule: TBookingSchedule,
) {
  const to = row.clientId ? await clientContactOf(tx, row.clientId) : null;
  if (!to) return false;
  const config = confirmationConfigOf(stepOfType(loaded.flow, 'confirmation')?.configuration);
  const instructions = result.payment?.status === 'PENDING' ? await offlineInstructionsOf(tx, result.payment.id) : null;
  // A deposit leaves a balance: when it falls due, as the wizard's steps said it.
  const { balanceDueDays } = await readPaymentSettings(tx);
  const balanceDue = balanceDueText(scheduleDays(schedule.startsAt, schedule.endsAt).start_date, balanceDueDays, venueDay());
  const venue = await venueDetails(tx);
  await queueMail(
    tx,
    bookingConfirmationMail(
      to.email,
      {
        firstName: to.firstName,
        eventTypeName: loaded.flow.event_type_name,
        when: whenText(schedule),
        facility: loaded.facilities.get(schedule.facilityId)?.name ?? 'the venue',
        result,
        calendarUrl: config.send_calendar_invite ? result.calendar_url : null,
        instructions,
        pricing: row.pricing,
        balanceDue,
        supportHours: venue.support_hours,
      },
      // A guest who booked without a password is let in through a set-password link (account-links.ts).
      (await accountPageLink(ctx, tx, row.clientId, '/dashboard')).href,
      config.send_calendar_invite ? calendarOf(ctx, row, loaded, schedule, result, venue) : null,
    ),
  );
  effects.after(() => ctx.mailQueued());
  return true;
}

/** At completion, when the flow's confirmation step asks for the e-mail. */
export async function queueConfirmation(
  ctx: TContext,
  tx: TTx,
  effects: TEffects,
  row: TSessionRow,
  loaded: TLoadedFlow,
  result: TCompletionResult,
  schedule: TBookingSchedule,
) {
  if (!confirmationConfigOf(stepOfType(loaded.flow, 'confirmation')?.configuration).send_confirmation_email) return;
  if (await claimConfirmation(tx, row.id)) await queueMailFor(ctx, tx, effects, row, loaded, result, schedule);
}

/** A guest booked with the address of an existing account: its owner hears of it, after the commit (booking-records.service.ts). */
export async function tellAddressOwner(ctx: TContext, tx: TTx, effects: TEffects, client: TClient, loaded: TLoadedFlow, reference: string, quote: boolean) {
  if (!client.byEmail) return;
  const to = await clientContactOf(tx, client.id);
  if (!to) return;
  const mail = bookingWithYourAddressMail(
    to.email,
    { firstName: to.firstName, eventTypeName: loaded.flow.event_type_name, reference, quote },
    ctx.config.publicUrl,
  );
  await queueMail(tx, { ...mail, clientId: client.id });
  effects.after(() => ctx.mailQueued());
}

async function completedSession(ctx: TContext, sessionId: string) {
  const row = await findSessionRow(ctx.db, sessionId);
  if (!row) throw sessionNotFound();
  if (row.status !== 'completed' || !row.completionResult) throw new AppError(409, T.confirmationNotCompleted);
  const loaded = await loadFlow(ctx.db, row.flowId, row.flowVersion);
  const step = loaded ? stepOfType(loaded.flow, 'date_time') : null;
  const schedule = step ? scheduleOf(step, row.bookingData[String(step.id)] ?? {}) : null;
  // Spec 002 §8: a completed session whose flow or schedule is gone cannot be confirmed.
  if (!loaded || !schedule) throw sessionInfoMissing();
  return { row, loaded, schedule, result: row.completionResult as TCompletionResult };
}

/** The spec's send-confirmation: sends the e-mail unless it went already; a repeat sends nothing. */
export async function sendConfirmation(ctx: TContext, sessionId: string) {
  const { row, loaded, schedule, result } = await completedSession(ctx, sessionId);
  const sent = await ctx.transact(
    async (tx, effects) => (await claimConfirmation(tx, row.id)) && queueMailFor(ctx, tx, effects, row, loaded, result, schedule),
  );
  const to = row.clientId ? await clientContactOf(ctx.db, row.clientId) : null;
  return { sent, already_sent: !sent, email: to?.email ?? '' };
}

/** The booking as an .ics calendar file: attached to the confirmation e-mail, and downloadable by its link. */
export async function sessionCalendar(ctx: TContext, sessionId: string): Promise<{ body: string; filename: string }> {
  const { row, loaded, schedule, result } = await completedSession(ctx, sessionId);
  return calendarOf(ctx, row, loaded, schedule, result, await venueDetails(ctx.db));
}

/**
 * The booking in the guest's own calendar: titled with the venue's name (a calendar holds other venues' events
 * too), placed at the space and the venue's address, so a phone's map finds it.
 */
function calendarOf(
  ctx: TContext,
  row: TSessionRow,
  loaded: TLoadedFlow,
  schedule: TBookingSchedule,
  result: TCompletionResult,
  venue: Pick<TVenueDetails, 'name' | 'address_line_1' | 'address_line_2'>,
) {
  const reference = bookingReference(row.sessionId);
  const space = loaded.facilities.get(schedule.facilityId)?.name ?? '';
  const facility = [space, venue.name, venue.address_line_1, venue.address_line_2].filter((part) => part.trim()).join(', ');
  const quote = result.completion_type === 'quote';
  return {
    filename: `booking-${reference}.ics`,
    body: calendarFile({
      uid: `${row.sessionId}@venue-portal`,
      start: schedule.startsAt,
      end: schedule.endsAt,
      summary: `${loaded.flow.event_type_name} at ${venue.name}${quote ? ' (quote requested)' : ''}`,
      location: facility,
      description: `Booking reference ${reference}.`,
      url: `${ctx.config.publicUrl}/booking/complete?session_id=${row.sessionId}`,
    }),
  };
}
