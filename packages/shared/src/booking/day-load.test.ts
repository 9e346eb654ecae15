import { describe, expect, it } from 'vitest';
import { venueInstant } from '../dates';
import { dayLoad, slotFits, type TBlockedRange, type TBookingOption } from './day-load';

const DAY = '2027-03-14';
const chapel = { id: 1, buffer_before_minutes: 60, buffer_after_minutes: 60 };
const garden = { id: 2, buffer_before_minutes: 0, buffer_after_minutes: 0 };
const hostel = { id: 3, buffer_before_minutes: 0, buffer_after_minutes: 0 };
const wedding: TBookingOption = { facilities: [chapel, garden], slotStarts: ['10:00', '16:00'], minHours: 4 };
const retreat: TBookingOption = { facilities: [hostel], slotStarts: ['08:00'], minHours: 8 };
const taken = (facility_id: number, from: string, to: string, day = DAY): TBlockedRange => ({
  facility_id,
  from: venueInstant(day, from),
  to: venueInstant(day, to),
});

describe('dayLoad', () => {
  it.each<[string, TBlockedRange[], TBookingOption[], string]>([
    ['nothing booked', [], [wedding], 'free'],
    ['another type’s space booked all day', [taken(3, '00:00', '23:59')], [wedding], 'free'],
    ['one of the two spaces booked all day', [taken(1, '00:00', '23:59')], [wedding], 'limited'],
    ['both spaces booked all day', [taken(1, '00:00', '23:59'), taken(2, '00:00', '23:59')], [wedding], 'full'],
    ['both spaces booked in the morning only: the 16:00 start fits', [taken(1, '08:00', '14:00'), taken(2, '08:00', '14:00')], [wedding], 'limited'],
    // The chapel's hour of buffer after 16:00 + 4 h reaches 21:00: a hold from 20:30 leaves no slot there.
    ['buffers count', [taken(1, '08:00', '14:30'), taken(1, '20:30', '23:00'), taken(2, '00:00', '23:59')], [wedding], 'full'],
    ['a booking ending the day before leaves the day free', [taken(1, '10:00', '23:59', '2027-03-13')], [wedding], 'free'],
    [
      'any event type (the landing calendar): full only when every type is',
      [taken(1, '00:00', '23:59'), taken(2, '00:00', '23:59')],
      [wedding, retreat],
      'limited',
    ],
    ['every type’s spaces taken', [taken(1, '00:00', '23:59'), taken(2, '00:00', '23:59'), taken(3, '00:00', '23:59')], [wedding, retreat], 'full'],
  ])('%s', (_, blocked, options, expected) => {
    expect(dayLoad(DAY, options, blocked)).toBe(expected);
  });

  it('uses on-the-hour starts when a type names none', () => {
    const anyTime: TBookingOption = { facilities: [garden], slotStarts: [], minHours: 2 };
    expect(dayLoad(DAY, [anyTime], [taken(2, '06:00', '17:00')])).toBe('limited');
    expect(dayLoad(DAY, [anyTime], [taken(2, '06:00', '23:00')])).toBe('full');
  });
});

describe('slotFits', () => {
  it('touching ranges do not overlap; the facility’s buffers widen the booking', () => {
    expect(slotFits(DAY, '10:00', 4, garden, [taken(2, '06:00', '10:00')])).toBe(true);
    expect(slotFits(DAY, '10:00', 4, chapel, [taken(1, '06:00', '10:00')])).toBe(false);
    expect(slotFits(DAY, '10:00', 4, chapel, [taken(1, '06:00', '09:00')])).toBe(true);
  });
});
