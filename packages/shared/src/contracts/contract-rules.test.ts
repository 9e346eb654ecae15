import { describe, expect, it } from 'vitest';
import {
  canCountersign,
  canSendContract,
  canVoidContract,
  CONTRACT_STATUSES_BY_RANK,
  isContractExpired,
  isContractUrgent,
  overallContractStatus,
  signingParties,
  signingStatus,
} from './contract-status';
import { analyzeSignature } from './signature-analysis';
import { isPngDataUrl, isSignatureDataValid } from './signature-data';

const b64 = (n: number) => 'A'.repeat(n - (n % 4));

describe('signature data', () => {
  it('follows the spec rules', () => {
    expect(isSignatureDataValid('')).toBe(false);
    expect(isSignatureDataValid('   ')).toBe(false);
    expect(isSignatureDataValid(`data:image/png;base64,${b64(100)}`)).toBe(false);
    expect(isSignatureDataValid(`data:image/png;base64,${b64(104)}`)).toBe(true);
    expect(isSignatureDataValid('data:image/png;base64,not*base64*at*all'.padEnd(150, '*'))).toBe(false);
    expect(isSignatureDataValid('x'.repeat(50))).toBe(false);
    expect(isSignatureDataValid('x'.repeat(51))).toBe(true);
    expect(isPngDataUrl('x'.repeat(51))).toBe(false);
  });
});

describe('signature analysis', () => {
  it('scores confidence and authenticity', () => {
    expect(analyzeSignature({ complexity: 0.5, strokes: 3, durationMs: 2500, averageVelocity: 2 })).toEqual({ confidence: 1, authentic: true, warnings: [] });
    expect(analyzeSignature({ complexity: 0.1, strokes: 1, durationMs: 400, averageVelocity: 12 })).toEqual({
      confidence: 0.7,
      authentic: false,
      warnings: ['too_simple', 'too_few_strokes', 'too_quick', 'too_fast'],
    });
  });
});

describe('contract status', () => {
  it('ranks an event contract status', () => {
    expect(overallContractStatus(['SIGNED', 'SENT', 'DRAFT'])).toBe('SENT');
    expect(overallContractStatus(['SIGNED', 'EXPIRED', 'PARTIALLY_SIGNED'])).toBe('EXPIRED');
    expect(overallContractStatus([])).toBeNull();
  });
  it('lists the statuses by rank, so the first an event has is its overall status', () => {
    expect(CONTRACT_STATUSES_BY_RANK).toEqual(['EXPIRED', 'PARTIALLY_SIGNED', 'SENT', 'DRAFT', 'AMENDED', 'SIGNED', 'VOID']);
    const firstOf = (statuses: readonly string[]) => CONTRACT_STATUSES_BY_RANK.find((s) => statuses.includes(s)) ?? null;
    for (const statuses of [
      [],
      ['VOID'],
      ['SIGNED', 'AMENDED'],
      ['SIGNED', 'SENT', 'VOID'],
      ['PARTIALLY_SIGNED', 'SENT'],
      [...CONTRACT_STATUSES_BY_RANK],
    ] as const) {
      expect(firstOf(statuses)).toBe(overallContractStatus(statuses));
    }
  });
  it('tells expired and urgent', () => {
    expect(isContractExpired('2026-11-22', '2026-11-23')).toBe(true);
    expect(isContractUrgent('2026-11-26', '2026-11-23')).toBe(true);
    expect(isContractUrgent('2026-11-27', '2026-11-23')).toBe(false);
  });
});

describe('the venue side of contracts', () => {
  const both = ['CLIENT', 'COMPANY_REP'];
  it.each([
    ['SENT', both, [], true],
    ['PARTIALLY_SIGNED', both, ['CLIENT'], true],
    ['PARTIALLY_SIGNED', both, ['COMPANY_REP'], false],
    ['DRAFT', both, [], false],
    ['SIGNED', both, ['CLIENT', 'COMPANY_REP'], false],
    ['VOID', both, [], false],
    ['SENT', ['CLIENT'], [], false],
  ] as const)('countersigns a %s contract needing %j signed by %j: %s', (status, required, signed, ok) => {
    expect(canCountersign(status, required, signed)).toBe(ok);
  });
  it('voids anything not void yet, and sends drafts that have not lapsed', () => {
    expect(canVoidContract('SIGNED')).toBe(true);
    expect(canVoidContract('DRAFT')).toBe(true);
    expect(canVoidContract('VOID')).toBe(false);
    expect(canSendContract('DRAFT', null, '2026-11-23')).toBe(true);
    expect(canSendContract('DRAFT', '2026-11-24', '2026-11-23')).toBe(true);
    expect(canSendContract('DRAFT', '2026-11-23', '2026-11-23')).toBe(false);
    expect(canSendContract('SENT', null, '2026-11-23')).toBe(false);
  });
});

describe('who must sign', () => {
  const AMENDMENT = '<p>This amendment changes the agreement between <strong>{{ venue_name }}</strong> and <strong>{{client_name}}</strong>.</p>';
  it.each([
    [['CLIENT'], AMENDMENT, ['CLIENT', 'COMPANY_REP']],
    [['CLIENT', 'COMPANY_REP'], AMENDMENT, ['CLIENT', 'COMPANY_REP']],
    [['CLIENT', 'WITNESS'], AMENDMENT, ['CLIENT', 'WITNESS', 'COMPANY_REP']],
    [['CLIENT'], '<p>{{client_name}} allows photos of {{event_name}}.</p>', ['CLIENT']],
    [[], '<p>Venue name written out, no variable.</p>', ['CLIENT']],
  ] as const)('%j with its content needs %j', (roles, content, parties) => expect(signingParties(roles, content)).toEqual(parties));

  it('reads fully signed only when every party has signed', () => {
    const both = ['CLIENT', 'COMPANY_REP'] as const;
    expect(signingStatus('SIGNED', both, ['CLIENT'])).toBe('PARTIALLY_SIGNED');
    expect(signingStatus('SIGNED', both, ['COMPANY_REP', 'CLIENT'])).toBe('SIGNED');
    expect(signingStatus('SIGNED', ['CLIENT'], ['CLIENT'])).toBe('SIGNED');
    expect(signingStatus('SENT', both, [])).toBe('SENT');
    expect(signingStatus('VOID', both, ['CLIENT'])).toBe('VOID');
  });
});
