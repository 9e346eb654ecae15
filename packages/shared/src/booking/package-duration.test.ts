import { describe, expect, it } from 'vitest';
import { durationChosen, durationNote, followedDuration, packageToFollow, startingHours, withinLimits } from './package-duration';

const limits = { min_duration_hours: 4, max_duration_hours: 12 };
const pkg = (name: string, included_hours: string | null, pricing_model = 'FIXED') => ({ name, included_hours, pricing_model });

describe('withinLimits', () => {
  it.each([
    [8, 8],
    [2, 4],
    [14, 12],
    [5.2, 5],
    [5.3, 5.5],
  ])('%s hours: %s', (hours, kept) => expect(withinLimits(limits, hours)).toBe(kept));
});

describe('the package the schedule follows', () => {
  it.each([
    ['one package: its hours', [pkg('Garden', '8.00')], 'Garden', 8],
    ['several: the longest', [pkg('Intimate', '5.00'), pkg('Garden', '8.00')], 'Garden', 8],
    ['an hourly package is priced by the duration, not followed', [pkg('Hourly', '6.00', 'HOURLY')], null, null],
    ['no included hours: nothing to follow', [pkg('Retreat', null)], null, null],
    ['none chosen', [], null, null],
  ])('%s', (_name, chosen, name, hours) => {
    const follow = packageToFollow(chosen);
    expect(follow ? [follow.product.name, follow.hours] : [null, null]).toEqual([name, hours]);
  });

  it('keeps the followed hours inside the step', () => {
    expect(followedDuration(limits, [pkg('Garden', '8.00')])).toBe(8);
    expect(followedDuration(limits, [pkg('Long', '14.00')])).toBe(12);
    expect(followedDuration(limits, [pkg('Short', '3.00')])).toBe(4);
    expect(followedDuration(limits, [])).toBeNull();
  });

  it('starts the schedule at a package chosen already, else at the step as served', () => {
    const step = { ...limits, default_duration_hours: 5 };
    expect(startingHours(step, [])).toBe(5);
    expect(startingHours(step, [pkg('Garden', '8.00')])).toBe(8);
  });
});

describe('durationChosen', () => {
  it.each([
    ['the first save at the starting duration', undefined, 5, 5, false],
    ['the first save at another duration', undefined, 5, 7, true],
    ['saved back unchanged after the server followed a package', { duration: 8, duration_chosen: false }, 5, 8, false],
    ['moved from what was saved', { duration: 8, duration_chosen: false }, 5, 6, true],
    ['once chosen, always chosen (even back at the start)', { duration: 7, duration_chosen: true }, 5, 5, true],
    ['a draft without a duration', undefined, 5, undefined, false],
  ])('%s', (_name, before, starting, duration, chosen) => {
    expect(durationChosen(before, starting, duration)).toBe(chosen);
  });
});

describe('durationNote', () => {
  const base = { packageName: 'Garden Wedding Package', included: 8, starting: 5, longest: 12, chosen: false, refused: null };
  it('says when the booking followed the package', () => {
    expect(durationNote({ ...base, booked: 8 })).toEqual({
      kind: 'followed',
      text: 'Your booking now lasts 8 hours, the hours Garden Wedding Package includes.',
    });
  });
  it('says nothing when the booking was at the package hours from the start, or longer by choice', () => {
    expect(durationNote({ ...base, booked: 5, included: 5 })).toBeNull();
    expect(durationNote({ ...base, booked: 10, chosen: true })).toBeNull();
    expect(durationNote({ ...base, booked: 8, included: null, packageName: null })).toBeNull();
  });
  it('says the booking is shorter, why, and the way back, when the longer time is taken', () => {
    expect(durationNote({ ...base, booked: 5, refused: 'The longer time is not free on your date.' })).toEqual({
      kind: 'differs',
      text: 'Your booking is 5 hours, while Garden Wedding Package includes 8 hours. The longer time is not free on your date. Go back to Date & Time to change it, or go on with 5 hours.',
    });
  });
  it('says the booking is shorter when the visitor chose it so, or the step stops it', () => {
    expect(durationNote({ ...base, booked: 6, chosen: true })?.text).toBe(
      'Your booking is 6 hours, while Garden Wedding Package includes 8 hours. Go back to Date & Time to change it, or go on with 6 hours.',
    );
    expect(durationNote({ ...base, booked: 12, included: 14 })?.text).toBe(
      'Your booking is 12 hours, while Garden Wedding Package includes 14 hours. 12 hours is the longest this event type books. Go back to Date & Time to change it, or go on with 12 hours.',
    );
  });
});
