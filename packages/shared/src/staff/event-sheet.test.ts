import { describe, expect, it } from 'vitest';
import { clockText, minutesText, quantityText, sheetDate, sheetTime } from './event-sheet';

describe('event sheet words', () => {
  it.each([
    ['00:00', '12:00 AM'],
    ['09:05', '9:05 AM'],
    ['12:00', '12:00 PM'],
    ['14:00', '2:00 PM'],
    ['23:59', '11:59 PM'],
    ['', ''],
  ])('clock %s reads %s', (clock, words) => expect(clockText(clock)).toBe(words));

  it('says instants in Manila, quantities as counts and buffers in hours or minutes', () => {
    expect(sheetTime('2027-01-16T06:00:00Z')).toBe('2:00 PM');
    expect(sheetDate('2027-01-16T17:00:00Z')).toBe('Sunday, January 17, 2027');
    expect(quantityText('150.00')).toBe('150');
    expect(quantityText('2.50')).toBe('2.5');
    expect(minutesText(60)).toBe('1 hour');
    expect(minutesText(120)).toBe('2 hours');
    expect(minutesText(90)).toBe('90 minutes');
    expect(minutesText(0)).toBe('0 minutes');
  });
});
