import { describe, expect, it } from 'vitest';
import { facilityTakenText, scheduleDays, scheduleProblems, type TScheduleFacility } from './event-schedule';

const chapel: TScheduleFacility = { name: 'Sanctuary Chapel', capacity: null, overnight: false, is_active: true };
const pavilion: TScheduleFacility = { name: 'Pavilion', capacity: 200, overnight: false, is_active: true };
const hostel: TScheduleFacility = { name: 'Havila Hostel', capacity: 300, overnight: true, is_active: true };
const at = (iso: string) => new Date(iso);

describe('booking rules', () => {
  it.each([
    ['a day event', chapel, '2026-12-05T10:00:00+08:00', '2026-12-05T22:00:00+08:00', 120, []],
    ['an end at midnight', chapel, '2026-12-05T18:00:00+08:00', '2026-12-06T00:00:00+08:00', null, []],
    ['past midnight by the day', chapel, '2026-12-05T18:00:00+08:00', '2026-12-06T01:00:00+08:00', null, ['ends_at']],
    ['the same UTC day but two PHT days', chapel, '2026-12-05T15:00:00Z', '2026-12-05T17:00:00Z', null, ['ends_at']],
    ['overnight where allowed', hostel, '2026-12-05T14:00:00+08:00', '2026-12-07T12:00:00+08:00', 250, []],
    ['an end before the start', hostel, '2026-12-05T14:00:00+08:00', '2026-12-05T14:00:00+08:00', null, ['ends_at']],
    ['longer than two weeks', hostel, '2026-12-01T14:00:00+08:00', '2026-12-16T14:00:00+08:00', null, ['ends_at']],
    ['more guests than the capacity', pavilion, '2026-12-05T10:00:00+08:00', '2026-12-05T22:00:00+08:00', 201, ['guest_count']],
    ['exactly the capacity', pavilion, '2026-12-05T10:00:00+08:00', '2026-12-05T22:00:00+08:00', 200, []],
    ['a closed facility', { ...pavilion, is_active: false }, '2026-12-05T10:00:00+08:00', '2026-12-05T22:00:00+08:00', 10, ['facility_id']],
  ] as const)('%s', (_, facility, start, end, guests, fields) => {
    expect(scheduleProblems(facility, at(start), at(end), guests).map((p) => p.field)).toEqual(fields);
  });

  it('words the refusals', () => {
    expect(scheduleProblems(pavilion, at('2026-12-05T10:00:00+08:00'), at('2026-12-06T02:00:00+08:00'), 500)).toEqual([
      { field: 'ends_at', message: 'Pavilion is booked by the day: the event must end on the day it starts (PHT).' },
      { field: 'guest_count', message: 'Pavilion holds at most 200 guests.' },
    ]);
  });

  it('gives the PHT days of a booking', () => {
    expect(scheduleDays(at('2026-12-05T17:00:00Z'), at('2026-12-06T16:30:00Z'))).toEqual({ start_date: '2026-12-06', end_date: '2026-12-07' });
    expect(scheduleDays(at('2026-12-05T18:00:00+08:00'), at('2026-12-06T00:00:00+08:00'))).toEqual({ start_date: '2026-12-05', end_date: '2026-12-05' });
  });

  it('names the taken range in PHT', () => {
    expect(facilityTakenText(at('2026-12-05T01:00:00Z'), at('2026-12-05T15:00:00Z'))).toBe(
      'This facility is already booked from Dec 5, 2026, 9:00 AM to Dec 5, 2026, 11:00 PM PHT.',
    );
  });
});
