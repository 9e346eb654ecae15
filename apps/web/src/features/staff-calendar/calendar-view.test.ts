import { describe, expect, it } from 'vitest';
import type { TCalendarEntry } from '@venue/shared/staff/calendar.schema';
import { dayOf, entriesByDay, filterEntries, rangeTitle, stepDay, timeOf, viewRange, wallClock } from '@/features/staff-calendar/calendar-view';

const entry = (over: Partial<TCalendarEntry>): TCalendarEntry => ({
  key: 'event-1',
  kind: 'event',
  space: { id: 1, name: 'Pavilion' },
  starts_at: '2027-01-16T10:00:00+08:00',
  ends_at: '2027-01-16T22:00:00+08:00',
  blocked_from: '2027-01-16T08:00:00+08:00',
  blocked_to: '2027-01-17T00:00:00+08:00',
  title: 'Wedding',
  status: 'CONFIRMED',
  status_display: 'Confirmed',
  event_type: { id: 7, name: 'Wedding' },
  person: null,
  link: null,
  hold: null,
  block: null,
  ...over,
});

describe('the calendar’s days and times', () => {
  it('reads Manila wall-clock times field for field, and back', () => {
    const at = wallClock('2027-01-16T22:30:00+08:00');
    expect([at.getFullYear(), at.getMonth(), at.getDate(), at.getHours(), at.getMinutes()]).toEqual([2027, 0, 16, 22, 30]);
    expect(dayOf(at)).toBe('2027-01-16');
    expect(timeOf(at)).toBe('22:30');
  });

  it.each([
    ['month', '2027-01-16', '2026-12-27', '2027-02-06'],
    ['week', '2027-01-16', '2027-01-10', '2027-01-16'],
    ['day', '2027-01-16', '2027-01-16', '2027-01-16'],
  ] as const)('a %s view around %s runs from %s to %s', (view, day, from, to) => {
    expect(viewRange(view, day)).toEqual({ from, to });
  });

  it.each([
    ['month', '2027-01-31', 1, '2027-02-01'],
    ['month', '2027-03-15', -1, '2027-02-01'],
    ['week', '2027-01-16', 1, '2027-01-23'],
    ['day', '2027-12-31', 1, '2028-01-01'],
  ] as const)('steps a %s view from %s by %i to %s', (view, day, dir, to) => {
    expect(stepDay(view, day, dir)).toBe(to);
  });

  it('titles each view in words', () => {
    expect(rangeTitle('month', '2027-01-16')).toBe('January 2027');
    expect(rangeTitle('week', '2027-01-16')).toBe('Jan 10 – 16, 2027');
    expect(rangeTitle('week', '2027-01-31')).toBe('Jan 31 – Feb 6, 2027');
    expect(rangeTitle('day', '2027-01-16')).toBe('Saturday, January 16, 2027');
  });
});

describe('filters and the agenda', () => {
  const block = entry({ key: 'block-1', kind: 'block', status: 'BLOCKED', event_type: null, space: { id: 2, name: 'Garden' } });
  const hold = entry({ key: 'hold-1', kind: 'hold', status: 'HELD', starts_at: '2027-01-17T09:00:00+08:00', ends_at: '2027-01-18T11:00:00+08:00' });
  const all = [hold, entry({}), block];

  it('lets through what every filter allows', () => {
    expect(filterEntries(all, { space: null, eventType: null, status: null })).toHaveLength(3);
    expect(filterEntries(all, { space: 2, eventType: null, status: null })).toEqual([block]);
    expect(filterEntries(all, { space: null, eventType: 7, status: null }).map((e) => e.key)).toEqual(['hold-1', 'event-1']);
    expect(filterEntries(all, { space: null, eventType: null, status: 'HELD' })).toEqual([hold]);
  });

  it('lists each day with what overlaps it, by start, an overnight entry on both days', () => {
    expect(entriesByDay(all, '2027-01-15', '2027-01-19').map((d) => [d.day, d.entries.map((e) => e.key)])).toEqual([
      ['2027-01-16', ['event-1', 'block-1']],
      ['2027-01-17', ['hold-1']],
      ['2027-01-18', ['hold-1']],
    ]);
  });
});
