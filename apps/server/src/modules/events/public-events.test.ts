import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, venueDay } from '@venue/shared/dates';
import { createTestApp, type TTestApp } from '../../../test/test-app';
import { seedDemoData } from '../../seed/demo-data';

let t: TTestApp;
const today = venueDay();
beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.transaction((tx) => seedDemoData(tx, today));
});
afterAll(() => t.close());

describe('public availability', () => {
  it('lists events in range by event type only, without personal data', async () => {
    const res = await t.api.get('/api/events/public/availability/', { query: { start_date: today, end_date: addDays(today, 120) } });
    expect(res.statusCode).toBe(200);
    const events = res.json() as Record<string, unknown>[];
    expect(events.length).toBeGreaterThan(5);
    for (const e of events) {
      expect(Object.keys(e).sort()).toEqual(['end_date', 'event_type_name', 'held', 'id', 'name', 'start_date', 'status']);
      expect(e.name).toBe(e.event_type_name);
    }
    const text = res.body;
    for (const secret of ['Maria', 'Santos', 'Reyes', 'Cruz', 'demo@venue.test', 'Paolo']) expect(text).not.toContain(secret);
    expect(events.some((e) => e.status === 'CONFIRMED' && e.start_date === addDays(today, 10))).toBe(true);
    expect(events.some((e) => e.status === 'CANCELLED')).toBe(false);
  });

  it('filters by event type and range', async () => {
    const types = (await t.api.get('/api/events/event-types/')).json() as { id: number; name: string }[];
    const wedding = types.find((x) => x.name === 'Wedding')!;
    const res = await t.api.get('/api/events/public/availability/', {
      query: { start_date: today, end_date: addDays(today, 120), event_type_id: String(wedding.id) },
    });
    expect(res.json().length).toBeGreaterThan(0);
    expect((res.json() as { event_type_name: string }[]).every((e) => e.event_type_name === 'Wedding')).toBe(true);
    const empty = await t.api.get('/api/events/public/availability/', { query: { start_date: addDays(today, -400), end_date: addDays(today, -300) } });
    expect(empty.json()).toEqual([]);
  });

  it('validates the query', async () => {
    const missing = await t.api.get('/api/events/public/availability/');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ start_date: ['Start date is required'], end_date: ['End date is required'] });
    const reversed = await t.api.get('/api/events/public/availability/', { query: { start_date: '2027-02-01', end_date: '2027-01-01' } });
    expect(reversed.json().detail).toBe('End date must not be before start date');
    const bad = await t.api.get('/api/events/public/availability/', { query: { start_date: '01/02/2027', end_date: '2027-01-01' } });
    expect(bad.json().detail).toBe('Start date must be a date (YYYY-MM-DD)');
  });
});

describe('event types', () => {
  it('lists the five types with descriptions', async () => {
    const res = await t.api.get('/api/events/event-types/');
    expect(res.statusCode).toBe(200);
    expect(res.json().map((x: { name: string }) => x.name)).toEqual(['Wedding', 'Corporate Event', 'Retreat', 'Team Building', 'Camping']);
    for (const type of res.json()) expect(type.description.length).toBeGreaterThan(20);
  });
});
