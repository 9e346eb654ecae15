import { describe, expect, it } from 'vitest';
import { fieldLabel, readable } from './audit-values';

describe('audit values', () => {
  it.each([
    ['is_active', 'Active'],
    ['valid_until', 'Valid until'],
    ['role', 'Role'],
    ['email', 'Email'],
  ])('field %s reads "%s"', (field, label) => {
    expect(fieldLabel(field)).toBe(label);
  });

  it.each<[unknown, string]>([
    [null, '—'],
    ['', '—'],
    [true, 'Yes'],
    [false, 'No'],
    [12, '12'],
    ['staff', 'staff'],
    ['2026-12-05', 'Dec 5, 2026'],
    ['2026-11-27T05:30:00.000Z', 'Nov 27, 2026, 1:30 PM'],
    [['Garden', 'Pavilion'], 'Garden\nPavilion'],
    [{ first_name: 'Ana', is_default: true }, 'First name: Ana\nDefault: Yes'],
    [{ lines: [{ qty: 1 }] }, 'Lines: [\n  {\n    "qty": 1\n  }\n]'],
  ])('%j reads %j', (value, text) => {
    expect(readable(value)).toBe(text);
  });
});
