import { describe, expect, it } from 'vitest';
import { EVENT_STATUSES, type TEventStatus } from '../enums';
import { eventTransition, isFinalEventStatus, nextEventStatuses } from './event-status';

const allowed: [TEventStatus, TEventStatus][] = [
  ['DRAFT', 'CONFIRMED'],
  ['DRAFT', 'CANCELLED'],
  ['CONFIRMED', 'IN_PROGRESS'],
  ['CONFIRMED', 'CANCELLED'],
  ['IN_PROGRESS', 'COMPLETED'],
  ['IN_PROGRESS', 'CANCELLED'],
];

describe('event status transitions', () => {
  it.each(EVENT_STATUSES.flatMap((from) => EVENT_STATUSES.map((to) => [from, to] as const)))('%s -> %s', (from, to) => {
    const expected = allowed.some(([f, t]) => f === from && t === to);
    expect(eventTransition(from, to).ok).toBe(expected);
  });

  it('says why a move is refused and what is possible instead', () => {
    expect(eventTransition('DRAFT', 'IN_PROGRESS')).toEqual({
      ok: false,
      message: 'A draft event cannot become in progress; it can become confirmed or cancelled.',
    });
    expect(eventTransition('CONFIRMED', 'DRAFT')).toEqual({
      ok: false,
      message: 'A confirmed event cannot become draft; it can become in progress or cancelled.',
    });
    expect(eventTransition('COMPLETED', 'CANCELLED')).toEqual({ ok: false, message: 'A completed event cannot change status.' });
    expect(eventTransition('CANCELLED', 'CONFIRMED')).toEqual({ ok: false, message: 'A cancelled event cannot change status.' });
    expect(eventTransition('CONFIRMED', 'CONFIRMED')).toEqual({ ok: false, message: 'The event is already confirmed.' });
  });

  it('knows the final statuses and the next steps', () => {
    expect(EVENT_STATUSES.filter(isFinalEventStatus)).toEqual(['COMPLETED', 'CANCELLED']);
    expect(nextEventStatuses('IN_PROGRESS')).toEqual(['COMPLETED', 'CANCELLED']);
  });
});
