import { splitPersonName } from '@venue/shared/accounts/person-name';
import type { z } from 'zod';
import { addDays, venueDay, venueInstant, venueIso } from '@venue/shared/dates';
import { EVENT_STATUS_TEXT } from '@venue/shared/staff/event-status';
import type { TEventStatus } from '@venue/shared/enums';
import { inquiryStage } from '@venue/shared/staff/inquiry-stage';
import {
  INQUIRY_FIGURE_DAYS,
  INQUIRY_SOURCE_TEXT,
  INQUIRY_SOURCES,
  INQUIRY_STAGE_TEXT,
  INQUIRY_STAGES,
  INQUIRY_TEXT,
  type TInquiry,
  type TInquiryConverted,
  type TInquiryFigures,
  type TInquiryFollowUp,
  type TInquiryList,
  type ZInquiriesQuery,
  type ZInquiryConvertRequest,
  type ZInquiryCreateRequest,
  type ZInquiryUpdateRequest,
  type ZSiteVisitRequest,
} from '@venue/shared/staff/inquiry.schema';
import type { TContext } from '../../context';
import type { TTx } from '../../db/client';
import type { TActor } from '../../lib/actor';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import { createBookingAccount } from '../accounts/accounts.service';
import { unusablePasswordHash } from '../booking/booking-records.service';
import { createBlock } from '../calendar/calendar.service';
import { bookingOf, eventTypeIsKnown, writeStaffEvent } from '../events/staff-events.service';
import { withBookingGuard } from '../facilities/facilities.service';
import {
  accountByEmail,
  inquiryRows,
  insertInquiry,
  insertInquiryOfEvent,
  isVenueMember,
  lockInquiry,
  teamRows,
  updateInquiry,
  type TInquiryRow,
} from './inquiries.repo';

/** A venue's pipeline is tens of inquiries a month: a list answers the newest this many. */
const LIST_LIMIT = 500;

const sentenceCase = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);
const ref = (id: number | null, name: string | null) => (id !== null && name !== null ? { id, name } : null);

function toInquiry(r: TInquiryRow, today: string): TInquiry {
  const stage = inquiryStage({
    manual: { stage: r.stage, at: r.stageSetAt.getTime(), lostReason: r.lostReason },
    quoteSentAt: r.quoteSentAt?.getTime() ?? null,
    quoteDeclined: r.declinedAt ? { at: r.declinedAt.getTime(), reason: r.declinedReason ?? '' } : null,
    quoteExpiredAt: r.expiredValidUntil ? venueInstant(addDays(r.expiredValidUntil, 1)).getTime() : null,
    wonAt: r.wonAt?.getTime() ?? null,
    eventCancelledAt: r.cancelledAt?.getTime() ?? null,
  });
  const open = stage.stage !== 'WON' && stage.stage !== 'LOST';
  return {
    id: r.id,
    stage: stage.stage,
    stage_display: INQUIRY_STAGE_TEXT[stage.stage],
    stage_since: venueIso(new Date(stage.since)),
    stage_by_product: stage.byProduct,
    lost_reason: stage.lostReason,
    source: r.source,
    source_display: INQUIRY_SOURCE_TEXT[r.source],
    name: r.name,
    email: r.email,
    phone: r.phone,
    company: r.company,
    client: ref(r.clientId, r.clientName),
    event_type: ref(r.eventTypeId, r.eventTypeName),
    wished_date: r.wishedDate,
    alternative_dates: r.alternativeDates,
    guest_count: r.guestCount,
    budget: r.budget,
    message: r.message,
    owner: ref(r.ownerId, r.ownerName),
    next_follow_up: r.nextFollowUp,
    follow_up_due: open && r.nextFollowUp !== null && r.nextFollowUp <= today,
    event:
      r.eventId !== null && r.eventName !== null
        ? {
            id: r.eventId,
            name: r.eventName,
            status: r.eventStatus ?? 'DRAFT',
            status_display: sentenceCase(EVENT_STATUS_TEXT[(r.eventStatus ?? 'DRAFT') as TEventStatus]),
          }
        : null,
    site_visit:
      r.visitBlockId !== null && r.visitSpaceId !== null && r.visitStart && r.visitEnd
        ? { block_id: r.visitBlockId, space: { id: r.visitSpaceId, name: r.visitSpaceName ?? '' }, start: venueIso(r.visitStart), end: venueIso(r.visitEnd) }
        : null,
    created_at: venueIso(r.createdAt),
    updated_at: venueIso(r.updatedAt),
  };
}

async function inquiryOf(tx: TTx, id: number): Promise<TInquiry> {
  const today = venueDay();
  const [row] = await inquiryRows(tx, { id }, today, 1);
  if (!row) throw notFound(INQUIRY_TEXT.notFound);
  return toInquiry(row, today);
}

/** The team members an inquiry can be given to. */
export const inquiryOwners = (ctx: TContext) => teamRows(ctx.db);

export const inquiryDetail = (ctx: TContext, id: number) => inquiryOf(ctx.db, id);

export async function listInquiries(ctx: TContext, actor: TActor, q: z.output<typeof ZInquiriesQuery>): Promise<TInquiryList> {
  const today = venueDay();
  const ownerId = q.owner === 'me' ? actor.userId : q.owner;
  const rows = await inquiryRows(ctx.db, { source: q.source, ownerId, search: q.search || undefined }, today, LIST_LIMIT);
  // The stage is read from the rows' facts (shared inquiry-stage.ts), so it is filtered here, after reading.
  const results = rows.map((r) => toInquiry(r, today)).filter((i) => !q.stage || i.stage === q.stage);
  return { results, count: results.length };
}

/**
 * The stage and source of every inquiry received in [from, to): the reports' funnel (modules/reports) groups them.
 * The stage is the one the pipeline shows, so it is read the pipeline's way, not recomputed in SQL.
 */
export async function inquiryStagesReceived(ctx: TContext, from: Date, to: Date): Promise<{ stage: TInquiry['stage']; source: TInquiry['source'] }[]> {
  const today = venueDay();
  const rows = await inquiryRows(ctx.db, { createdSince: from, createdBefore: to }, today, 1_000_000);
  return rows.map((r) => toInquiry(r, today)).map((i) => ({ stage: i.stage, source: i.source }));
}

/** How many inquiries the last 90 days brought, by stage and by source, and the share of them won. */
export async function inquiryFigures(ctx: TContext): Promise<TInquiryFigures> {
  const today = venueDay();
  const since = addDays(today, -INQUIRY_FIGURE_DAYS);
  const rows = (await inquiryRows(ctx.db, { createdSince: venueInstant(since) }, today, 100_000)).map((r) => toInquiry(r, today));
  const count = <K extends string>(keys: readonly K[], keyOf: (i: TInquiry) => K, label: (k: K) => string) =>
    keys.map((key) => ({ key, label: label(key), count: rows.filter((i) => keyOf(i) === key).length }));
  const won = rows.filter((i) => i.stage === 'WON').length;
  return {
    days: INQUIRY_FIGURE_DAYS,
    since,
    total: rows.length,
    won,
    lost: rows.filter((i) => i.stage === 'LOST').length,
    won_percent: rows.length ? Math.round((won * 100) / rows.length) : 0,
    by_stage: count(
      INQUIRY_STAGES,
      (i) => i.stage,
      (k) => INQUIRY_STAGE_TEXT[k],
    ),
    by_source: count(
      INQUIRY_SOURCES,
      (i) => i.source,
      (k) => INQUIRY_SOURCE_TEXT[k],
    ),
  };
}

/** Open inquiries whose follow-up is due today or was missed, the oldest first (staff Today). */
export async function followUpsDue(ctx: TContext, limit: number): Promise<TInquiryFollowUp[]> {
  const today = venueDay();
  const rows = await inquiryRows(ctx.db, { followUpBy: today }, today, LIST_LIMIT);
  return rows
    .map((r) => toInquiry(r, today))
    .filter((i) => i.follow_up_due)
    .sort((a, b) => a.next_follow_up!.localeCompare(b.next_follow_up!))
    .slice(0, limit)
    .map((i) => ({
      id: i.id,
      name: i.name,
      stage: i.stage,
      stage_display: i.stage_display,
      event_type: i.event_type?.name ?? null,
      wished_date: i.wished_date,
      next_follow_up: i.next_follow_up!,
      owner: i.owner?.name ?? null,
    }));
}

/** What the audit log keeps of an inquiry: names and words, never ids or codes. */
const auditView = (i: TInquiry) => ({
  name: i.name,
  stage: i.stage_display,
  lost_reason: i.lost_reason,
  email: i.email,
  phone: i.phone,
  company: i.company,
  event_type: i.event_type?.name ?? null,
  wished_date: i.wished_date,
  alternative_dates: i.alternative_dates.join(', '),
  guest_count: i.guest_count,
  budget: i.budget,
  owner: i.owner?.name ?? null,
  next_follow_up: i.next_follow_up,
});

async function checkRefs(tx: TTx, v: { owner_id?: number | null; event_type_id?: number | null }) {
  if (v.owner_id != null && !(await isVenueMember(tx, v.owner_id))) throw badRequest('owner_id', INQUIRY_TEXT.ownerNotStaff);
  if (v.event_type_id != null && !(await eventTypeIsKnown(tx, v.event_type_id))) throw badRequest('event_type_id', INQUIRY_TEXT.eventTypeNotFound);
}

export async function createInquiry(ctx: TContext, actor: TActor, ip: string, body: z.output<typeof ZInquiryCreateRequest>): Promise<TInquiry> {
  // The answer is the row the audit read, in the same transaction: one read, not two.
  return ctx.transact(async (tx) => {
    await checkRefs(tx, body);
    const id = await insertInquiry(tx, {
      source: body.source,
      name: body.name,
      email: body.email,
      phone: body.phone,
      company: body.company,
      eventTypeId: body.event_type_id,
      wishedDate: body.wished_date,
      alternativeDates: body.alternative_dates,
      guestCount: body.guest_count,
      budget: body.budget,
      message: body.message,
      ownerId: body.owner_id,
      nextFollowUp: body.next_follow_up,
    });
    const made = await inquiryOf(tx, id);
    await recordAudit(tx, actor, ip, { action: 'inquiry.create', objectType: 'inquiry', objectId: id, after: auditView(made) });
    return made;
  });
}

const FIELD_COLUMNS = {
  name: 'name',
  email: 'email',
  phone: 'phone',
  company: 'company',
  event_type_id: 'eventTypeId',
  wished_date: 'wishedDate',
  alternative_dates: 'alternativeDates',
  guest_count: 'guestCount',
  budget: 'budget',
  message: 'message',
  owner_id: 'ownerId',
  next_follow_up: 'nextFollowUp',
} as const;

/** Only what is sent changes. A stage set by hand counts from now: what the product learns later moves it again. */
export async function changeInquiry(ctx: TContext, actor: TActor, ip: string, id: number, body: z.output<typeof ZInquiryUpdateRequest>): Promise<TInquiry> {
  return ctx.transact(async (tx) => {
    const current = await lockInquiry(tx, id);
    if (!current) throw notFound(INQUIRY_TEXT.notFound);
    await checkRefs(tx, body);
    if (body.stage === 'WON' && current.eventId === null) throw badRequest('stage', INQUIRY_TEXT.wonNeedsEvent);
    const write: Record<string, unknown> = {};
    for (const [field, column] of Object.entries(FIELD_COLUMNS)) {
      const value = body[field as keyof typeof FIELD_COLUMNS];
      if (value !== undefined) write[column] = value;
    }
    if (body.stage !== undefined)
      Object.assign(write, { stage: body.stage, stageSetAt: new Date(), lostReason: body.stage === 'LOST' ? body.lost_reason : '' });
    const before = await inquiryOf(tx, id);
    if (Object.keys(write).length === 0) return before;
    await updateInquiry(tx, id, write);
    const after = await inquiryOf(tx, id);
    await recordAudit(tx, actor, ip, { action: 'inquiry.update', objectType: 'inquiry', objectId: id, before: auditView(before), after: auditView(after) });
    return after;
  });
}

/** The client an inquiry becomes: the account of its address, or a new client account (a password is set from its e-mails). */
async function clientOf(tx: TTx, inquiry: { name: string; email: string; phone: string; company: string }, passwordHash: string): Promise<number> {
  const existing = await accountByEmail(tx, inquiry.email);
  if (existing) {
    if (existing.role !== 'client') throw badRequest('email', INQUIRY_TEXT.emailIsVenue);
    return existing.id;
  }
  const name = splitPersonName(inquiry.name);
  const user = await createBookingAccount(tx, {
    email: inquiry.email,
    passwordHash,
    firstName: name.firstName || inquiry.email,
    lastName: name.lastName,
    phone: inquiry.phone,
    company: inquiry.company,
    passwordSet: false,
  });
  if (!user) throw conflict(INQUIRY_TEXT.emailIsVenue);
  return user.id;
}

/**
 * The inquiry becomes a client and an event in one transaction: the client is the account of its address (made
 * when there is none), the event takes its event type, guests and wished date's space and time as chosen, and its
 * message as the event's first internal note. The inquiry keeps pointing at both.
 */
export async function convertInquiry(
  ctx: TContext,
  actor: TActor,
  ip: string,
  id: number,
  body: z.output<typeof ZInquiryConvertRequest>,
): Promise<TInquiryConverted> {
  const seen = await inquiryOf(ctx.db, id);
  if (seen.event) throw conflict(INQUIRY_TEXT.alreadyConverted);
  if (!seen.email) throw badRequest('email', INQUIRY_TEXT.emailForConvert);
  if (!seen.event_type) throw badRequest('event_type_id', INQUIRY_TEXT.eventTypeNotFound);
  const passwordHash = (await accountByEmail(ctx.db, seen.email)) ? '' : await unusablePasswordHash();
  const eventId = await withBookingGuard(
    ctx,
    () => bookingOf(body),
    () =>
      ctx.transact(async (tx) => {
        const inquiry = await lockInquiry(tx, id);
        if (!inquiry) throw notFound(INQUIRY_TEXT.notFound);
        if (inquiry.eventId !== null) throw conflict(INQUIRY_TEXT.alreadyConverted);
        if (!inquiry.eventTypeId) throw badRequest('event_type_id', INQUIRY_TEXT.eventTypeNotFound);
        const clientId = await clientOf(tx, inquiry, passwordHash || (await unusablePasswordHash()));
        const eventName = body.name || `${inquiry.name} ${seen.event_type!.name}`.slice(0, 200);
        const eventId = await writeStaffEvent(tx, actor, ip, {
          client_id: clientId,
          event_type_id: inquiry.eventTypeId,
          name: eventName,
          facility_id: body.facility_id,
          starts_at: body.starts_at,
          ends_at: body.ends_at,
          guest_count: inquiry.guestCount,
          notes: inquiry.message,
        });
        await updateInquiry(tx, id, { clientId, eventId });
        await recordAudit(tx, actor, ip, { action: 'inquiry.convert', objectType: 'inquiry', objectId: id, after: { name: inquiry.name, event: eventName } });
        return eventId;
      }),
  );
  return { inquiry: await inquiryOf(ctx.db, id), event_id: eventId };
}

/**
 * A site visit is on the calendar as a block of the space shown ("Site visit: name"), so nobody books that space
 * over the tour; the inquiry moves to Site visit.
 */
export async function bookSiteVisit(ctx: TContext, actor: TActor, ip: string, id: number, body: z.output<typeof ZSiteVisitRequest>): Promise<TInquiry> {
  const seen = await inquiryOf(ctx.db, id);
  await createBlock(ctx, actor, ip, { ...body, reason: `${INQUIRY_TEXT.siteVisitTitle}: ${seen.name}`.slice(0, 200) }, async (tx, blockId) => {
    if (!(await lockInquiry(tx, id))) throw notFound(INQUIRY_TEXT.notFound);
    await updateInquiry(tx, id, { siteVisitBlockId: blockId, stage: 'SITE_VISIT', stageSetAt: new Date(), lostReason: '' });
  });
  return inquiryOf(ctx.db, id);
}

/**
 * A quote request from the wizard is an inquiry from the start, in stage New: the contact as typed, and the event
 * type, day and guests of the event it wrote.
 */
export const inquiryFromQuoteRequest = (
  tx: TTx,
  r: { eventId: number; clientId: number; name: string; email: string; phone: string; company: string; message: string },
) => insertInquiryOfEvent(tx, r);

/** A message from the contact form is an inquiry in stage New, until staff say otherwise. */
export async function inquiryFromContactMessage(
  tx: TTx,
  m: { id: number; name: string; email: string; phone: string; subject: string; message: string },
): Promise<void> {
  await insertInquiry(tx, {
    source: 'WEB_FORM',
    name: m.name,
    email: m.email,
    phone: m.phone,
    message: `${m.subject}\n\n${m.message}`,
    contactMessageId: m.id,
  });
}
