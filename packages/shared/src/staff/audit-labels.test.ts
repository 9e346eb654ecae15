import { describe, expect, it } from 'vitest';
import { AUDIT_ACTION_LABELS, auditActionText, auditStatusChange, auditValueText, codeAsWords } from './audit-labels';

describe('audit labels', () => {
  it('says each known action in words, and an unknown one as words too', () => {
    expect(auditActionText('contract.countersign')).toBe('Countersigned a contract');
    expect(auditActionText('event.status')).toBe("Changed an event's status");
    expect(auditActionText('gift_card.redeem')).toBe('Gift card redeem');
    for (const label of Object.values(AUDIT_ACTION_LABELS)) expect(label).not.toMatch(/[._]|[A-Z]{2,}_/);
  });

  it('names a status by its own object, other codes by the shared table or as words', () => {
    expect(auditValueText('contract', 'status', 'SIGNED')).toBe('Fully Signed');
    expect(auditValueText('payment', 'status', 'COMPLETED')).toBe('Paid');
    expect(auditValueText('payment', 'status', 'PAID')).toBe('Paid');
    expect(auditValueText('invoice', 'payment_status', 'FULLY_PAID')).toBe('Paid');
    expect(auditValueText('event', 'kind', 'NEW_THING')).toBe('New thing');
    expect(auditValueText('invoice', 'currency', 'PHP')).toBe('PHP');
    expect(auditValueText('note', 'text', 'Call the florist')).toBe('Call the florist');
    expect(codeAsWords('photos_arrange')).toBe('Photos arrange');
  });

  it('sums up a status change in words, or nothing when the status stayed', () => {
    expect(auditStatusChange('contract', { status: 'PARTIALLY_SIGNED' }, { status: 'SIGNED' })).toBe('Partially Signed to Fully Signed');
    expect(auditStatusChange('quote', null, { status: 'DRAFT' })).toBe('Draft');
    expect(auditStatusChange('quote', { status: 'SENT' }, { status: 'SENT' })).toBeNull();
    expect(auditStatusChange('task', 'x', null)).toBeNull();
  });
});
