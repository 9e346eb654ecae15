import { describe, expect, it } from 'vitest';
import { fieldLabel, readable } from './audit-values';

describe('audit values', () => {
  it.each([
    ['is_active', 'Active'],
    ['valid_until', 'Valid until'],
    ['role', 'Role'],
    ['email', 'Email'],
    ['event_id', 'Event'],
    ['templateName', 'Template name'],
    ['slug', 'Web address'],
    ['refund_deadline_hours', 'Refund deadline (hours)'],
    ['deposit_percentage', 'Deposit (%)'],
    ['buffer_before_minutes', 'Buffer before (minutes)'],
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
    [{ lines: [{ qty: 1, unit_price: '10.00' }] }, 'Lines:\n  1.\n    Qty: 1\n    Unit price: 10.00'],
    [{ venue: { address: { city: 'Tanay' } } }, 'Venue:\n  Address:\n    City: Tanay'],
    [{ tags: ['a', 'b'] }, 'Tags: a, b'],
    ['PARTIALLY_PAID', 'Partially Paid'],
    ['PHP', 'PHP'],
    ['CLIENT', 'Client'],
    ['electronic_signature', 'Electronic signature'],
    [{ id: 4, contract_id: 3, content_hash: 'ab12', role: 'CLIENT', role_display: 'Client', name: 'Ana' }, 'Role: Client\nName: Ana'],
  ])('%j reads %j', (value, text) => {
    expect(readable(value)).toBe(text);
  });

  it('names a state as its own object does, and never shows JSON however deep the value', () => {
    expect(readable('PARTIALLY_SIGNED', { objectType: 'contract', field: 'status' })).toBe('Partially Signed');
    expect(readable('SENT', { objectType: 'contract', field: 'status' })).toBe('Sent for Signature');
    expect(readable('SENT', { objectType: 'quote', field: 'status' })).toBe('Pending Response');
    expect(readable({ status: 'COMPLETED' }, { objectType: 'payment', field: '' })).toBe('Status: Paid');
    // An event's status recorded inside a contract's entry reads by the event's names.
    expect(readable({ event: { status: 'CONFIRMED' } }, { objectType: 'contract', field: '' })).toBe('Event:\n  Status: Confirmed');
    const deep = readable({ a: { b: { c: [{ d: { e: 'SOME_CODE', at: '2026-11-27T05:30:00.000Z' } }] } } });
    expect(deep).not.toMatch(/[{}[\]"]|[A-Z]{2,}_[A-Z]/);
    expect(deep).toContain('E: Some code');
    expect(deep).toContain('At: Nov 27, 2026, 1:30 PM');
  });
});
