import { VENUE_TIMEZONE } from '@venue/shared/site/venue';
import { venueIso } from '@venue/shared/dates';

/**
 * iCalendar (RFC 5545) files: the booking's own invitation (one event, in UTC) and the calendar feeds people
 * subscribe to (many events, in the venue's zone). One writer for both, so escaping and folding are done once.
 * Written here rather than by the `ics` package: that folds lines at 75 characters where the RFC says octets (a
 * name with ñ or a ₱ made lines too long) and cannot write TZID or a VTIMEZONE.
 */
export interface TCalendarEvent {
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  location: string;
  description: string;
  url?: string;
  status?: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';
}

export interface TCalendar {
  events: readonly TCalendarEvent[];
  /** 'utc': times end in Z; 'venue': Asia/Manila wall-clock times with TZID and the zone's VTIMEZONE. */
  times: 'utc' | 'venue';
  /** X-WR-CALNAME: what a subscribing calendar calls the feed. */
  name?: string;
  /** How often a subscriber should read the feed again (REFRESH-INTERVAL and X-PUBLISHED-TTL). */
  refreshMinutes?: number;
  /** DTSTAMP of every event: when the file was written. */
  stamp?: Date;
}

export const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8; method=PUBLISH';

/** The software that wrote the file (PRODID), not read by people. */
const PRODUCT_ID = '-//Venue Portal//Calendar//EN';

// Control characters other than tab and line breaks are not allowed in a property value (RFC 5545 3.1).
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** A TEXT value (RFC 5545 3.3.11): backslash, semicolon and comma escaped, line breaks as \n. */
export const escapeText = (value: string) =>
  value
    .replace(CONTROL, '')
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

/** A URI or other non-TEXT value: nothing to escape, but never a line break or control character. */
const plainValue = (value: string) => value.replace(/[\r\n]/g, '').replace(CONTROL, '');

/**
 * A content line folded at 75 octets (RFC 5545 3.1): each continuation starts with one space, and a character's
 * UTF-8 bytes are never split across lines.
 */
export function foldLine(line: string): string {
  if (Buffer.byteLength(line) <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  // The first line holds 75 octets; a continuation's leading space takes one of its 75.
  let room = 75;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (octets + size > room) {
      parts.push(current);
      current = '';
      octets = 0;
      room = 74;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const utcStamp = (at: Date) => `${at.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
const venueStamp = (at: Date) => venueIso(at).slice(0, 19).replace(/[-:]/g, '');

/** Manila keeps UTC+8 all year (no daylight saving since 1978): one STANDARD part is the whole zone. */
const VENUE_ZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${VENUE_TIMEZONE}`,
  `X-LIC-LOCATION:${VENUE_TIMEZONE}`,
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0800',
  'TZOFFSETTO:+0800',
  'TZNAME:PHT',
  'DTSTART:19700101T000000',
  'END:STANDARD',
  'END:VTIMEZONE',
];

export function writeCalendar(calendar: TCalendar): string {
  const stamp = utcStamp(calendar.stamp ?? new Date());
  const time = (name: string, at: Date) => (calendar.times === 'utc' ? `${name}:${utcStamp(at)}` : `${name};TZID=${VENUE_TIMEZONE}:${venueStamp(at)}`);
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:${PRODUCT_ID}`, 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH'];
  if (calendar.name) lines.push(`X-WR-CALNAME:${escapeText(calendar.name)}`);
  if (calendar.times === 'venue') lines.push(`X-WR-TIMEZONE:${VENUE_TIMEZONE}`);
  if (calendar.refreshMinutes) lines.push(`REFRESH-INTERVAL;VALUE=DURATION:PT${calendar.refreshMinutes}M`, `X-PUBLISHED-TTL:PT${calendar.refreshMinutes}M`);
  if (calendar.times === 'venue') lines.push(...VENUE_ZONE);
  for (const e of calendar.events) {
    lines.push('BEGIN:VEVENT', `UID:${escapeText(e.uid)}`, `DTSTAMP:${stamp}`, time('DTSTART', e.start), time('DTEND', e.end));
    lines.push(`SUMMARY:${escapeText(e.summary)}`);
    if (e.location) lines.push(`LOCATION:${escapeText(e.location)}`);
    if (e.description) lines.push(`DESCRIPTION:${escapeText(e.description)}`);
    if (e.url) lines.push(`URL:${plainValue(e.url)}`);
    if (e.status) lines.push(`STATUS:${e.status}`);
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

/** The booking's own invitation: one event, times in UTC so no calendar guesses a zone. */
export const calendarFile = (e: TCalendarEvent): string => writeCalendar({ events: [e], times: 'utc' });
