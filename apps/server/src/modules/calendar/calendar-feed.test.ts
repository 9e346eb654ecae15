import { sql } from 'drizzle-orm';
import ical, { type VEvent } from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { venueDay } from '@venue/shared/dates';
import { accountWithRole, queryRows, type TTestApp } from '../../../test/test-app';
import { daysAhead, flowOf, saveStep, startBooking, stepOf } from '../../../test/booking-helpers';
import { auditOf, demoAppSignedIn, OWN_VENUE_WORDS, pht } from '../../../test/staff-helpers';
import { sha256 } from '../../lib/secure-token';
import { DEMO_EMAIL } from '../../seed/demo-data';

/** Issue 40: private iCalendar feeds, the venue's for staff and admins, a client's own events for a client. */
let t: TTestApp;
let staff: string;
let client: string;
let admin: string;
let clientId: number;

const FEED = '/api/account/calendar-feed/';
const NOT_FOUND = { detail: 'Not found.', code: 'not_found' };

beforeAll(async () => {
  ({ t, staff, client } = await demoAppSignedIn(venueDay()));
  admin = (await accountWithRole(t, 'admin')).tokens.access;
  clientId = (await queryRows<{ id: number }>(t, sql`select id from users where email = ${DEMO_EMAIL}`))[0]!.id;
  // The venue's own name and address, so nothing in a feed can come from the demo's hard-coded words.
  const { logo_url: _logo, updated_at: _at, ...fields } = (await t.api.get('/api/staff/venue/', { token: admin })).json();
  expect((await t.api.put('/api/admin/venue/', { ...fields, ...OWN_VENUE_WORDS }, { token: admin })).statusCode).toBe(200);
});
afterAll(() => t.close());

/** Makes (or resets) the caller's feed and answers its address. */
async function makeFeed(token: string): Promise<string> {
  const res = await t.api.post(FEED, {}, { token });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().url as string;
}

const read = (url: string) => t.api.get(new URL(url).pathname);

/** The feed's text and its events as a standard parser reads them. */
async function feedOf(url: string) {
  const res = await read(url);
  expect(res.statusCode, res.body).toBe(200);
  const events = Object.values(ical.sync.parseICS(res.body)).filter((c): c is VEvent => c?.type === 'VEVENT');
  return { res, text: res.body.replace(/\r\n /g, ''), events };
}

describe('who may make a feed and read one', () => {
  it('asks a guest to sign in; clients, staff and admins each manage their own', async () => {
    expect((await t.api.get(FEED)).statusCode).toBe(401);
    expect((await t.api.post(FEED, {})).statusCode).toBe(401);
    expect((await t.api.delete(FEED)).statusCode).toBe(401);
    for (const token of [client, staff, admin]) {
      expect((await t.api.get(FEED, { token })).json()).toEqual({ active: false, created_at: null });
      const made = await t.api.post(FEED, {}, { token });
      expect(made.statusCode).toBe(201);
      expect(made.json()).toEqual({
        url: expect.stringMatching(/^http:\/\/portal\.test\/api\/(staff\/)?calendar\/feed\/[\w-]{43}\.ics$/),
        created_at: expect.any(String),
      });
      const shown = (await t.api.get(FEED, { token })).json();
      // The address is never answered again: only that there is one, and since when.
      expect(shown).toEqual({ active: true, created_at: made.json().created_at });
      expect(JSON.stringify(shown)).not.toContain('feed/');
      expect((await t.api.delete(FEED, { token })).statusCode).toBe(204);
      expect((await t.api.get(FEED, { token })).json()).toMatchObject({ active: false });
    }
  });

  it('gives staff and admins the venue feed and a client the client feed; a token opens only its own path', async () => {
    const staffUrl = await makeFeed(staff);
    const adminUrl = await makeFeed(admin);
    const clientUrl = await makeFeed(client);
    expect(new URL(staffUrl).pathname).toMatch(/^\/api\/staff\/calendar\/feed\//);
    expect(new URL(adminUrl).pathname).toMatch(/^\/api\/staff\/calendar\/feed\//);
    expect(new URL(clientUrl).pathname).toMatch(/^\/api\/calendar\/feed\//);
    // No sign-in is needed to read a feed (a calendar app has none), and a signed-in client gains nothing.
    for (const url of [staffUrl, adminUrl, clientUrl]) expect((await read(url)).statusCode).toBe(200);
    const tokenOf = (url: string) => /feed\/([\w-]+)\.ics$/.exec(url)![1]!;
    const crossed = [
      `/api/calendar/feed/${tokenOf(staffUrl)}.ics`,
      `/api/calendar/feed/${tokenOf(adminUrl)}.ics`,
      `/api/staff/calendar/feed/${tokenOf(clientUrl)}.ics`,
    ];
    for (const path of crossed) {
      const res = await t.api.get(path, { token: client });
      expect(res.statusCode, path).toBe(404);
      expect(res.json()).toEqual(NOT_FOUND);
    }
    for (const path of ['/api/staff/calendar/feed/nothing.ics', `/api/staff/calendar/feed/${'a'.repeat(43)}.ics`, `/api/calendar/feed/${'b'.repeat(43)}.ics`]) {
      const res = await t.api.get(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.json()).toEqual(NOT_FOUND);
    }
    // A client is still refused the staff console's own calendar.
    expect((await t.api.get('/api/staff/calendar/', { token: client, query: { from: venueDay(), to: venueDay() } })).statusCode).toBe(403);
  });

  it('keeps only the token’s hash, and audits the venue feeds only', async () => {
    const url = await makeFeed(staff);
    const token = /feed\/([\w-]+)\.ics$/.exec(url)![1]!;
    const stored = await queryRows<{ token_hash: string }>(t, sql`select token_hash from calendar_feeds`);
    expect(stored.map((r) => r.token_hash)).toContain(sha256(token));
    expect(JSON.stringify(stored)).not.toContain(token);
    const [staffUser] = await queryRows<{ id: number }>(t, sql`select id from users where email = 'staff@venue.test'`);
    const actions = (await auditOf(t, 'user', staffUser!.id)).map((a) => a.action).filter((a) => a.startsWith('calendar_feed.'));
    // Made and turned off in the first test, made again in the second, reset here.
    expect(actions).toEqual(['calendar_feed.create', 'calendar_feed.delete', 'calendar_feed.create', 'calendar_feed.reset']);
    expect(JSON.stringify(await auditOf(t, 'user', staffUser!.id))).not.toContain(token);
    expect((await auditOf(t, 'user', clientId)).filter((a) => a.action.startsWith('calendar_feed.'))).toEqual([]);
  });
});

describe('the venue feed', () => {
  it('holds the venue’s events, holds and blocks in Manila time, each linking back to its page', async () => {
    const url = await makeFeed(staff);
    const day = daysAhead(320);
    const block = await t.api.post(
      '/api/staff/calendar/blocks/',
      { space: (await flowPavilion()).pavilion, start: pht(day, '09:00'), end: pht(day, '12:00'), reason: 'Roof repairs, east side' },
      { token: staff },
    );
    expect(block.statusCode).toBe(201);
    const hold = await wizardHold(daysAhead(321), '10:00', 6);

    const { res, text, events } = await feedOf(url);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, max-age=300');
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(text).toContain('BEGIN:VTIMEZONE\r\nTZID:Asia/Manila\r\n');
    expect(text).toContain('X-WR-CALNAME:Casa Lumina Gardens Calendar\r\n');
    expect(text).not.toMatch(/Havila Gardens|Tanay/);
    for (const line of res.body.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);

    // Every event with a space in the window, once, at its own times.
    const expected = await queryRows<{ id: number; name: string; starts_at: Date | string; ends_at: Date | string }>(
      t,
      sql`select id, name, starts_at, ends_at from events where facility_id is not null and status <> 'CANCELLED' and starts_at is not null
        and ends_at > now() - interval '60 days' and starts_at < now() + interval '18 months'`,
    );
    expect(expected.length).toBeGreaterThan(0);
    const eventUids = events.map((e) => e.uid).filter((uid) => uid.startsWith('event-'));
    expect(eventUids.sort()).toEqual(expected.map((e) => `event-${e.id}@portal.test`).sort());
    expect(new Set(events.map((e) => e.uid)).size).toBe(events.length);
    for (const e of expected) {
      const parsed = events.find((v) => v.uid === `event-${e.id}@portal.test`)!;
      expect(parsed.start.toISOString()).toBe(new Date(e.starts_at).toISOString());
      expect(parsed.end!.toISOString()).toBe(new Date(e.ends_at).toISOString());
      expect(parsed.summary).toContain(e.name);
      expect(parsed.url).toBe(`http://portal.test/staff/events/${e.id}`);
    }
    const wedding = expected.find((e) => e.name === 'Maria & Paolo Wedding')!;
    const weddingEvent = events.find((v) => v.uid === `event-${wedding.id}@portal.test`)!;
    expect(weddingEvent.location).toMatch(/^[^,]+, Casa Lumina Gardens, 12 Lakeshore Road, Brgy\. Malaya, Calamba, Laguna 4027$/);
    expect(weddingEvent.description).toContain('Maria Santos');
    expect(text).toMatch(new RegExp(`UID:event-${wedding.id}@portal\\.test\r\nDTSTAMP:\\d{8}T\\d{6}Z\r\nDTSTART;TZID=Asia/Manila:\\d{8}T\\d{6}\r\n`));

    // The block, with its reason, at its times.
    const blocked = events.find((v) => v.uid === `block-${block.json().id}@portal.test`)!;
    expect(blocked.summary).toBe('Blocked: Roof repairs, east side');
    expect(blocked.start.toISOString()).toBe(new Date(pht(day, '09:00')).toISOString());
    expect(blocked.end!.toISOString()).toBe(new Date(pht(day, '12:00')).toISOString());
    expect(blocked.location).toMatch(/^Pavilion, Casa Lumina Gardens, /);
    expect(text).toContain(`DTSTART;TZID=Asia/Manila:${day.replace(/-/g, '')}T090000`);

    // The visitor's hold, saying whose it is (nobody named yet) and until when.
    const held = events.find((v) => v.uid.startsWith('hold-') && v.start.toISOString() === new Date(pht(daysAhead(321), '10:00')).toISOString())!;
    expect(held.summary).toMatch(/^Held until [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M PHT: Wedding being booked$/);
    expect(held.url).toBe(`http://portal.test/staff/calendar?date=${daysAhead(321)}&view=day`);
    await t.api.post(`/api/bookingflow/public/flows/session/${hold}/abandon/`, {});
  });
});

describe('a client’s feed', () => {
  it('holds only the client’s own events that are not cancelled, linking to the portal, never a block', async () => {
    const { text, events } = await feedOf(await makeFeed(client));
    const own = await queryRows<{ id: number; starts_at: Date | string }>(
      t,
      sql`select id, starts_at from events where client_id = ${clientId} and status <> 'CANCELLED' and starts_at is not null
        and ends_at > now() - interval '60 days' and starts_at < now() + interval '18 months'`,
    );
    expect(own.length).toBeGreaterThan(0);
    expect(events.map((e) => e.uid).sort()).toEqual(own.map((e) => `event-${e.id}@portal.test`).sort());
    for (const e of own) {
      const parsed = events.find((v) => v.uid === `event-${e.id}@portal.test`)!;
      expect(parsed.start.toISOString()).toBe(new Date(e.starts_at).toISOString());
      expect(parsed.url).toBe(`http://portal.test/events/${e.id}`);
    }
    expect(text).toContain('X-WR-CALNAME:My Events at Casa Lumina Gardens\r\n');
    expect(text).not.toMatch(/Blocked|Held|staff\//);
    const cancelled = await queryRows<{ id: number }>(t, sql`select id from events where client_id = ${clientId} and status = 'CANCELLED'`);
    for (const c of cancelled) expect(text).not.toContain(`UID:event-${c.id}@`);
  });
});

describe('resetting and turning off', () => {
  it('a reset address answers 404 and the new one works; turned off, none does; a changed role reads nothing', async () => {
    const first = await makeFeed(staff);
    expect((await read(first)).statusCode).toBe(200);
    const second = await makeFeed(staff);
    expect(second).not.toBe(first);
    const old = await read(first);
    expect(old.statusCode).toBe(404);
    expect(old.json()).toEqual(NOT_FOUND);
    expect((await read(second)).statusCode).toBe(200);

    expect((await t.api.delete(FEED, { token: staff })).statusCode).toBe(204);
    expect((await read(second)).statusCode).toBe(404);
    expect((await t.api.delete(FEED, { token: staff })).statusCode).toBe(204);

    // Staff who become a client (or are switched off) no longer read the venue's calendar by an old address.
    const former = await accountWithRole(t, 'staff');
    const url = await makeFeed(former.tokens.access);
    expect((await read(url)).statusCode).toBe(200);
    await t.database.db.execute(sql`update users set role = 'client' where id = ${former.user.id}`);
    expect((await read(url)).statusCode).toBe(404);
    await t.database.db.execute(sql`update users set role = 'staff', is_active = false where id = ${former.user.id}`);
    expect((await read(url)).statusCode).toBe(404);
  });
});

async function flowPavilion() {
  const wedding = await flowOf(t);
  return { wedding, pavilion: stepOf(wedding, 'date_time').configuration.default_facility_id as number };
}

/** A visitor's session holding `day` from `time` for `hours` (a draft of the schedule step). */
async function wizardHold(day: string, time: string, hours: number): Promise<string> {
  const { wedding } = await flowPavilion();
  const id = await startBooking(t, wedding, '10.74.0.1');
  await saveStep(t, id, stepOf(wedding, 'introduction').id, { acknowledged: true }, true, '10.74.0.1');
  const res = await saveStep(t, id, stepOf(wedding, 'date_time').id, { start_date: day, start_time: time, duration: hours }, false, '10.74.0.1');
  expect(res.json().validation_errors).toEqual([]);
  return id;
}
