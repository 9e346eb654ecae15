import { describe, expect, it } from 'vitest';
import { bookedEventName } from './event-name';

describe('bookedEventName', () => {
  it.each([
    { taken: [], expected: 'Wedding for Maria Santos, March 14, 2027' },
    { taken: ['Wedding for Maria Santos, June 1, 2027'], expected: 'Wedding for Maria Santos, March 14, 2027' },
    { taken: ['Wedding for Maria Santos, March 14, 2027'], expected: 'Wedding for Maria Santos, March 14, 2027 (2)' },
    {
      taken: ['Wedding for Maria Santos, March 14, 2027', 'Wedding for Maria Santos, March 14, 2027 (2)'],
      expected: 'Wedding for Maria Santos, March 14, 2027 (3)',
    },
  ])('with $taken.length names taken: $expected', ({ taken, expected }) => {
    expect(bookedEventName('Wedding', 'Maria Santos', '2027-03-14', taken)).toBe(expected);
  });

  it('stays within the 200 characters an event name may hold, numbered or not', () => {
    const long = 'A'.repeat(300);
    const first = bookedEventName('Retreat', long, '2027-03-14', []);
    expect(first.length).toBeLessThanOrEqual(196);
    expect(bookedEventName('Retreat', long, '2027-03-14', [first]).length).toBeLessThanOrEqual(200);
  });
});
