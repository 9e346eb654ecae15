import { addDays, venueDay } from '@venue/shared/dates';
import type { TContractStatus, TEventStatus, TQuoteStatus, TTaskPriority, TTaskStatus } from '@venue/shared/enums';
import { NEW_BOOKING_DAYS, TODAY_DAYS_AHEAD, TODAY_LIST_LIMIT, type TStaffToday } from '@venue/shared/staff/today.schema';
import { CARE_NOTE_DAYS } from '@venue/shared/events/question-purpose';
import type { TContext } from '../../context';
import { followUpsDue } from '../inquiries/inquiries.service';
import { paymentsToConfirm } from '../payments/venue-money.service';
import { careNotesOf } from '../questionnaires/questionnaires.service';
import { toOnlineQuoteRequest } from '../../db/quote-requests';
import {
  clientTaskRows,
  contractsAwaitingRows,
  newBookingRows,
  newFeedbackRows,
  quoteRequestRows,
  quotesAwaitingRows,
  unreadThreadRows,
  upcomingEventRows,
} from './staff-overview.repo';

type TRef = { eventId: number; eventName: string; clientId: number; clientName: string; clientEmail: string };
const refOf = (r: TRef) => ({ event_id: r.eventId, event_name: r.eventName, client: { id: r.clientId, name: r.clientName, email: r.clientEmail } });

/** Which signature a pending contract waits for: the client's first, then the venue's countersignature. */
export function waitingFor(required: readonly string[], signed: readonly string[]): 'CLIENT' | 'VENUE' | null {
  const roles = required.length ? required : ['CLIENT'];
  if (roles.includes('CLIENT') && !signed.includes('CLIENT')) return 'CLIENT';
  if (roles.includes('COMPANY_REP') && !signed.includes('COMPANY_REP')) return 'VENUE';
  return null;
}

/** What needs the venue's attention today: ten short lists read at once, each item with the ids to link to. */
export async function staffToday(ctx: TContext): Promise<TStaffToday> {
  const today = venueDay();
  const until = addDays(today, TODAY_DAYS_AHEAD);
  const [upcoming, requests, quotes, contracts, tasks, feedback, bookings, unread, toConfirm, followUps] = await Promise.all([
    upcomingEventRows(ctx.db, today, until, 4 * TODAY_LIST_LIMIT),
    quoteRequestRows(ctx.db, TODAY_LIST_LIMIT),
    quotesAwaitingRows(ctx.db, today, TODAY_LIST_LIMIT),
    contractsAwaitingRows(ctx.db, today, TODAY_LIST_LIMIT),
    clientTaskRows(ctx.db, TODAY_LIST_LIMIT),
    newFeedbackRows(ctx.db, TODAY_LIST_LIMIT),
    newBookingRows(ctx.db, new Date(Date.now() - NEW_BOOKING_DAYS * 86_400_000), TODAY_LIST_LIMIT),
    unreadThreadRows(ctx.db, TODAY_LIST_LIMIT),
    paymentsToConfirm(ctx, TODAY_LIST_LIMIT),
    followUpsDue(ctx, TODAY_LIST_LIMIT),
  ]);

  const careUntil = addDays(today, CARE_NOTE_DAYS);
  const care = await careNotesOf(
    ctx.db,
    upcoming.filter((e) => e.startDate <= careUntil),
  );
  // A running event that started before today is listed under today.
  const byDay = new Map<string, TStaffToday['upcoming_events'][number]['events']>();
  for (const e of upcoming) {
    const day = e.startDate < today ? today : e.startDate;
    if (!byDay.has(day)) byDay.set(day, []);
    byDay.get(day)!.push({
      id: e.id,
      name: e.name,
      client: { id: e.clientId, name: e.clientName, email: e.clientEmail },
      status: e.status as TEventStatus,
      facility: e.facilityId !== null && e.facilityName !== null ? { id: e.facilityId, name: e.facilityName } : null,
      starts_at: e.startsAt?.toISOString() ?? null,
      ends_at: e.endsAt?.toISOString() ?? null,
      start_date: e.startDate,
      end_date: e.endDate,
      guest_count: e.guestCount,
      care_notes: care.get(e.id) ?? [],
    });
  }

  return {
    date: today,
    upcoming_events: [...byDay.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([date, events]) => ({ date, events })),
    quote_requests: requests.map((r) => ({ ...toOnlineQuoteRequest(r), ...refOf(r) })),
    inquiry_follow_ups: followUps,
    quotes_awaiting_answer: quotes.map((q) => ({
      id: q.id,
      ...refOf(q),
      version: q.version,
      status: q.status as TQuoteStatus,
      sent_at: q.sentAt?.toISOString() ?? null,
      valid_until: q.validUntil,
    })),
    contracts_awaiting_signature: contracts.flatMap((c) => {
      const waiting = waitingFor(c.required, c.signed);
      return waiting
        ? [
            {
              id: c.id,
              ...refOf(c),
              status: c.status as TContractStatus,
              waiting_for: waiting,
              sent_at: c.sentAt?.toISOString() ?? null,
              valid_until: c.validUntil,
            },
          ]
        : [];
    }),
    tasks_waiting_on_clients: tasks.map((task) => ({
      id: task.id,
      ...refOf(task),
      title: task.title,
      status: task.status as TTaskStatus,
      priority: task.priority as TTaskPriority,
      due_date: task.dueDate,
    })),
    payments_to_confirm: toConfirm,
    new_feedback: feedback.map((f) => ({ id: f.id, ...refOf(f), overall_rating: f.overallRating, created_at: f.createdAt.toISOString() })),
    new_bookings: bookings.map((b) => ({
      ...refOf(b),
      booked_at: b.bookedAt!.toISOString(),
      starts_at: b.startsAt?.toISOString() ?? null,
      ends_at: b.endsAt?.toISOString() ?? null,
      start_date: b.startDate,
      end_date: b.endDate,
      total_price: b.totalPrice,
    })),
    unread_messages: unread.map((t) => ({
      thread_id: t.threadId,
      subject: t.subject,
      client: { id: t.clientId, name: t.clientName, email: t.clientEmail },
      unread_count: t.count,
      // A subquery's max() comes back as text on some drivers: read it either way.
      last_message_at: new Date(t.lastAt).toISOString(),
    })),
  };
}
