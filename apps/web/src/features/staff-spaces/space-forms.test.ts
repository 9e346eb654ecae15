import { describe, expect, it } from 'vitest';
import { buffersText, capacityText, NEW_EVENT_TYPE, NEW_FACILITY, ZEventTypeForm, ZFacilityForm } from '@/features/staff-spaces/space-forms';

describe('the facility dialog', () => {
  it('sends empty numbers as no limit and no buffer, and trims the name', () => {
    expect(ZFacilityForm.parse({ ...NEW_FACILITY, name: ' Koi Pond Terrace ', capacity: '60', buffer_before_minutes: '' })).toMatchObject({
      name: 'Koi Pond Terrace',
      capacity: 60,
      min_guests: null,
      buffer_before_minutes: 0,
      buffer_after_minutes: 0,
    });
  });

  it.each([
    [{ name: '' }, 'name', 'Name is required'],
    [{ capacity: '0' }, 'capacity', 'Capacity must be at least 1'],
    [{ capacity: '2.5' }, 'capacity', 'Capacity must be a whole number'],
    [{ capacity: '10', min_guests: '20' }, 'min_guests', 'Smallest group cannot be larger than the capacity'],
    [{ buffer_after_minutes: '1500' }, 'buffer_after_minutes', 'Time after must be at most 1440 minutes (one day)'],
  ])('refuses %j with the server words', (change, field, message) => {
    const result = ZFacilityForm.safeParse({ ...NEW_FACILITY, name: 'Terrace', ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.find((i) => i.path[0] === field)?.message).toBe(message);
  });
});

describe('the event type dialog', () => {
  it('needs a name', () => {
    expect(ZEventTypeForm.safeParse(NEW_EVENT_TYPE).error?.issues[0]?.message).toBe('Name is required');
    expect(ZEventTypeForm.parse({ ...NEW_EVENT_TYPE, name: 'Birthday', facility_ids: [3, 1] })).toMatchObject({ name: 'Birthday', facility_ids: [3, 1] });
  });
});

describe('facility words', () => {
  it.each([
    [{ capacity: null, min_guests: null }, 'No stated limit'],
    [{ capacity: 200, min_guests: null }, 'Up to 200 guests'],
    [{ capacity: 200, min_guests: 100 }, '100 to 200 guests'],
  ])('capacity %j reads %s', (f, text) => expect(capacityText(f)).toBe(text));

  it.each([
    [0, 0, 'No time before or after'],
    [60, 30, '1 hour before, 30 minutes after'],
    [90, 0, '1 hour 30 minutes before'],
    [0, 120, '2 hours after'],
  ])('%i and %i minutes read %s', (before, after, text) => expect(buffersText({ buffer_before_minutes: before, buffer_after_minutes: after })).toBe(text));
});
