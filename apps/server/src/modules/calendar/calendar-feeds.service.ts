import { CALENDAR_FEED_TOKEN, type TCalendarFeed, type TCalendarFeedLink } from '@venue/shared/accounts/calendar-feed.schema';
import { can, type TRole } from '@venue/shared/accounts/roles';
import { venueDay } from '@venue/shared/dates';
import type { TEventStatus } from '@venue/shared/enums';
import { VENUE_TIMEZONE } from '@venue/shared/site/venue';
import type { TVenueDetails } from '@venue/shared/site/venue-details.schema';
import { CALENDAR_STATUS_TEXT } from '@venue/shared/staff/calendar.schema';
import type { TContext } from '../../context';
import type { TActor } from '../../lib/actor';
import { notFound } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import { writeCalendar, type TCalendarEvent } from '../../lib/ics';
import { newToken, sha256 } from '../../lib/secure-token';
import { venueDetails } from '../venue/venue.service';
import { clientEventsBetween, deleteFeed, feedOf, feedOwner, saveFeed } from './calendar-feeds.repo';
import { reservationsInRange, type TReservationRow } from './calendar.repo';

/** What a feed holds: the recent past (a calendar keeps last month's events) and the bookable future. */
const FEED_DAYS_BACK = 60;
const FEED_MONTHS_AHEAD = 18;
/** Subscribers are asked to read again hourly; Google and Outlook choose their own pace anyway. */
const FEED_REFRESH_MINUTES = 60;

export const FEED_CONTENT_TYPE = 'text/calendar; charset=utf-8';
export const FEED_CACHE_CONTROL = 'private, max-age=300';

/** The venue's whole calendar for those who run it; a client's own events for a client. */
const readsVenue = (role: TRole) => can(role, 'venue:read');
const feedPath = (role: TRole) => (readsVenue(role) ? '/api/staff/calendar/feed/' : '/api/calendar/feed/');

export async function calendarFeedOf(ctx: TContext, actor: TActor): Promise<TCalendarFeed> {
  const feed = await feedOf(ctx.db, actor.userId);
  return { active: feed !== null, created_at: feed ? feed.createdAt.toISOString() : null };
}

/**
 * Makes the person's feed, or resets it: a new random token, whose hash replaces the old one, so the old address
 * answers 404 from this commit on. The address is answered here only; it is never stored, logged or shown again.
 * A venue feed carries every client's name off the portal: its making and ending are in the audit log.
 */
export async function makeCalendarFeed(ctx: TContext, actor: TActor, ip: string): Promise<TCalendarFeedLink> {
  const token = newToken();
  const saved = await ctx.transact(async (tx) => {
    const before = await feedOf(tx, actor.userId);
    const row = await saveFeed(tx, actor.userId, sha256(token));
    if (readsVenue(actor.role))
      await recordAudit(tx, actor, ip, { action: before ? 'calendar_feed.reset' : 'calendar_feed.create', objectType: 'user', objectId: actor.userId });
    return row;
  });
  return { url: `${ctx.config.publicUrl}${feedPath(actor.role)}${token}.ics`, created_at: saved.createdAt.toISOString() };
}

export async function turnOffCalendarFeed(ctx: TContext, actor: TActor, ip: string): Promise<void> {
  await ctx.transact(async (tx) => {
    const deleted = await deleteFeed(tx, actor.userId);
    if (deleted && readsVenue(actor.role)) await recordAudit(tx, actor, ip, { action: 'calendar_feed.delete', objectType: 'user', objectId: actor.userId });
  });
}

/**
 * The account a feed token opens, when it may read this feed: its account active, and its role the one the path
 * serves (now, not when the address was made: staff who leave the venue, or change role, read nothing more).
 * Anything else is the plain 404 of an unknown address.
 */
async function ownerFor(ctx: TContext, token: string, venue: boolean): Promise<number> {
  const owner = CALENDAR_FEED_TOKEN.test(token) ? await feedOwner(ctx.db, sha256(token)) : null;
  if (!owner || !owner.isActive || readsVenue(owner.role) !== venue) throw notFound();
  return owner.userId;
}

function feedWindow(now: Date): { from: Date; to: Date } {
  const to = new Date(now);
  to.setUTCMonth(to.getUTCMonth() + FEED_MONTHS_AHEAD);
  return { from: new Date(now.getTime() - FEED_DAYS_BACK * 86_400_000), to };
}

/** Space, venue and address on one line, so a phone's map finds the place. */
const placeOf = (space: string | null, venue: TVenueDetails) =>
  [space ?? '', venue.name, venue.address_line_1, venue.address_line_2].filter((part) => part.trim()).join(', ');

const lines = (...parts: (string | null | false | undefined)[]) => parts.filter(Boolean).join('\n');

const whenFormat = new Intl.DateTimeFormat('en-US', { timeZone: VENUE_TIMEZONE, dateStyle: 'medium', timeStyle: 'short' });
const untilText = (at: Date) => `${whenFormat.format(at)} PHT`;

const icalStatus = (status: string): TCalendarEvent['status'] => (status === 'DRAFT' ? 'TENTATIVE' : status === 'CANCELLED' ? 'CANCELLED' : 'CONFIRMED');

/** The venue's events, holds and blocks for staff and admins: GET /api/staff/calendar/feed/{token}.ics. */
export async function venueFeed(ctx: TContext, token: string): Promise<string> {
  await ownerFor(ctx, token, true);
  const now = new Date();
  const { from, to } = feedWindow(now);
  const [venue, rows] = await Promise.all([venueDetails(ctx.db), reservationsInRange(ctx.db, from, to)]);
  const site = ctx.config.publicUrl;
  const host = new URL(site).host;
  const entry = (r: TReservationRow): TCalendarEvent => {
    const place = placeOf(r.facilityName, venue);
    const base = { start: r.startsAt, end: r.endsAt, location: place };
    // A page of the console for each entry: the event's own, or the calendar's day.
    const dayPage = `${site}/staff/calendar?date=${venueDay(r.startsAt)}&view=day`;
    if (r.blockId !== null) {
      const reason = r.blockReason ?? '';
      return {
        ...base,
        uid: `block-${r.blockId}@${host}`,
        summary: `Blocked: ${reason}`,
        description: lines(`${CALENDAR_STATUS_TEXT.BLOCKED}: ${reason}`, r.blockCreator && `Blocked by ${r.blockCreator}`, dayPage),
        url: dayPage,
        status: 'CONFIRMED',
      };
    }
    if (r.eventId !== null) {
      const status = (r.eventStatus ?? 'CONFIRMED') as TEventStatus;
      const page = `${site}/staff/events/${r.eventId}`;
      return {
        ...base,
        uid: `event-${r.eventId}@${host}`,
        summary: status === 'DRAFT' ? `${r.eventName ?? ''} (${CALENDAR_STATUS_TEXT.DRAFT})` : (r.eventName ?? ''),
        description: lines(CALENDAR_STATUS_TEXT[status], r.clientName && `Client: ${r.clientName}`, r.eventTypeName, page),
        url: page,
        status: icalStatus(status),
      };
    }
    const fromRequest = r.requestEventId !== null;
    const what = `${r.eventTypeName ?? 'Booking'} ${fromRequest ? 'quote request' : 'being booked'}`;
    const person = r.clientName ?? r.contactName;
    const until = untilText(r.expiresAt ?? r.endsAt);
    const page = fromRequest ? `${site}/staff/events/${r.requestEventId}` : dayPage;
    return {
      ...base,
      uid: `hold-${r.sessionId}@${host}`,
      summary: `Held${person ? ` for ${person}` : ''} until ${until}: ${what}`,
      description: lines(
        `${CALENDAR_STATUS_TEXT.HELD} until ${until}`,
        person && `For ${person}`,
        fromRequest ? 'A quote request keeps this date.' : 'A visitor is booking this time in the booking wizard.',
        page,
      ),
      url: page,
      status: 'TENTATIVE',
    };
  };
  return writeCalendar({ name: `${venue.name} Calendar`, times: 'venue', refreshMinutes: FEED_REFRESH_MINUTES, stamp: now, events: rows.map(entry) });
}

/** A client's own events (not cancelled ones): GET /api/calendar/feed/{token}.ics. */
export async function clientFeed(ctx: TContext, token: string): Promise<string> {
  const clientId = await ownerFor(ctx, token, false);
  const now = new Date();
  const { from, to } = feedWindow(now);
  const [venue, rows] = await Promise.all([venueDetails(ctx.db), clientEventsBetween(ctx.db, clientId, from, to)]);
  const site = ctx.config.publicUrl;
  const host = new URL(site).host;
  const events = rows.map((e): TCalendarEvent => {
    const page = `${site}/events/${e.id}`;
    return {
      uid: `event-${e.id}@${host}`,
      start: e.startsAt!,
      end: e.endsAt!,
      summary: e.name,
      location: placeOf(e.spaceName, venue),
      description: lines(CALENDAR_STATUS_TEXT[e.status as TEventStatus] ?? '', page),
      url: page,
      status: icalStatus(e.status),
    };
  });
  return writeCalendar({ name: `My Events at ${venue.name}`, times: 'venue', refreshMinutes: FEED_REFRESH_MINUTES, stamp: now, events });
}
