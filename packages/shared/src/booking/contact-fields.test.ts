import { describe, expect, it } from 'vitest';
import { contactFieldStatus, isFullName, type TContactFieldStatus, type TStatusField } from './contact-fields';

describe('a full name contains a space (spec 002 §5)', () => {
  it.each([
    ['Ana Reyes', true],
    ['Maria Clara Santos', true],
    ['  Ana   Reyes  ', true],
    ['Ana\tReyes', true],
    ['Ana', false],
    ['Ana ', false],
    [' Ana', false],
    ['', false],
    ['   ', false],
  ])('%j -> %s', (value, expected) => {
    expect(isFullName(value)).toBe(expected);
  });
});

describe('contact field status: idle while empty, else valid or invalid', () => {
  it.each<[TStatusField, string, boolean, TContactFieldStatus]>([
    ['full_name', '', true, 'idle'],
    ['full_name', '  ', true, 'idle'],
    ['full_name', 'Ana', true, 'invalid'],
    ['full_name', 'Ana', false, 'idle'],
    ['full_name', 'Ana Reyes', true, 'valid'],
    ['full_name', 'Ana Reyes', false, 'valid'],
    ['email', '', true, 'idle'],
    ['email', 'ana@x', true, 'invalid'],
    ['email', 'ana@example.com', true, 'valid'],
    ['email', 'ana@example.ph', false, 'valid'],
    ['phone', '', true, 'idle'],
    ['phone', '12345', true, 'invalid'],
    ['phone', '02 8123 4567', true, 'invalid'],
    ['phone', '0917 123 4567', true, 'valid'],
    ['phone', '+63 917-123-4567', false, 'valid'],
  ])('%s %j (required %s) -> %s', (field, value, required, expected) => {
    expect(contactFieldStatus(field, value, required)).toBe(expected);
  });
});
