import { describe, expect, it } from 'vitest';
import { wizardDayState } from './wizard-day';

const today = '2026-12-02';
const window = { min_advance_days: 7, max_advance_days: 365 };
const pkg = (advance: number, max = 365, active = true) => ({ is_active: active, advance_booking_days: advance, maximum_booking_days: max });

describe('wizardDayState', () => {
  it.each([
    ['yesterday', '2026-12-01', window, [], false, 'Past date'],
    ['inside the minimum notice (the finding)', '2026-12-05', window, [], false, 'Minimum 7 days advance booking required'],
    ['beyond the window', '2028-01-05', window, [], false, 'Maximum 365 days advance booking allowed'],
    ['no package can be booked yet', '2026-12-20', window, [pkg(30), pkg(60)], false, "Needs 30 days' notice: available for dates from January 1, 2027"],
    ['one package fits', '2026-12-20', window, [pkg(30), pkg(7)], false, null],
    ['an inactive package does not count', '2026-12-20', window, [pkg(7, 365, false)], false, null],
    ['full', '2026-12-20', window, [pkg(7)], true, 'Fully booked'],
    ['open', '2026-12-20', window, [pkg(7)], false, null],
    ['window not known yet: only the past and packages', '2026-12-03', null, [], false, null],
  ])('%s', (_name, day, w, packages, full, reason) => {
    const state = wizardDayState(day, today, w, packages, full);
    expect(state.open ? null : state.reason).toBe(reason);
  });
});
