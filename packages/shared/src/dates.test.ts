import { expect, it } from 'vitest';
import { addDays, longDay, venueDay } from './dates';

it('reads the day in Manila, which is ahead of UTC', () => {
  expect(venueDay(new Date('2026-11-23T15:59:00Z'))).toBe('2026-11-23');
  expect(venueDay(new Date('2026-11-23T16:00:00Z'))).toBe('2026-11-24');
});

it('adds days across months and years', () => {
  expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
  expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
});

it('writes a day as people read it, whatever the machine zone', () => {
  expect(longDay('2027-03-14')).toBe('March 14, 2027');
  expect(longDay('2026-12-31')).toBe('December 31, 2026');
});

it('agrees with the time-zone database and en-PH for every hour and day of a year', () => {
  const manila = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila', year: 'numeric', month: '2-digit', day: '2-digit' });
  const enPh = new Intl.DateTimeFormat('en-PH', { timeZone: 'UTC', dateStyle: 'long' });
  for (let hour = 0; hour < 366 * 24; hour += 5) {
    const at = new Date(Date.UTC(2027, 0, 1) + hour * 3_600_000);
    expect(venueDay(at)).toBe(manila.format(at));
    const day = at.toISOString().slice(0, 10);
    expect(longDay(day)).toBe(enPh.format(at));
  }
});
