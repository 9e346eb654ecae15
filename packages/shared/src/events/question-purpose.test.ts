import { describe, expect, it } from 'vitest';
import { answerDisplay, careNotes, guestCountOf, spreadByPurpose, type TPurposedField } from './question-purpose';

// The booking's wedding questions and the event's planning questionnaire, as the demo has them.
const FIELDS: TPurposedField[] = [
  { id: 1, name: 'Names of the couple', type: 'text', purpose: null },
  { id: 2, name: 'Expected number of guests', type: 'number', purpose: 'guest_count' },
  { id: 3, name: 'Will family stay overnight at Havila?', type: 'boolean', purpose: 'overnight' },
  { id: 4, name: 'Dietary needs or allergies', type: 'textarea', purpose: 'dietary' },
  { id: 5, name: 'Accessibility needs', type: 'textarea', purpose: 'accessibility' },
  { id: 11, name: 'Expected number of guests', type: 'number', purpose: 'guest_count' },
  { id: 12, name: 'Will you need overnight rooms at Havila?', type: 'boolean', purpose: 'overnight' },
  { id: 13, name: 'Anything else we should know?', type: 'textarea', purpose: 'special_requests' },
];
const answers = (o: Record<number, string>) => new Map(Object.entries(o).map(([k, v]) => [Number(k), v]));

describe('answerDisplay', () => {
  it.each([
    ['boolean', 'true', 'Yes'],
    ['boolean', 'false', 'No'],
    ['multi-select', 'Bonfire,Nature walk', 'Bonfire, Nature walk'],
    ['date', '2027-03-14', 'March 14, 2027'],
    ['time', '00:05', '12:05 AM'],
    ['time', '14:30', '2:30 PM'],
    ['time', '12:00', '12:00 PM'],
    ['text', 'Maria & Jose', 'Maria & Jose'],
    ['rating', '4', '4 of 5'],
  ])('%s %s reads %s', (type, value, expected) => {
    expect(answerDisplay(type, value)).toBe(expected);
  });
});

describe('guestCountOf', () => {
  it.each([
    [{ 2: '120' }, 120],
    [{ 2: '', 11: '80' }, 80],
    [{ 2: '12.5' }, null],
    [{ 2: '0' }, null],
    [{ 2: '-3' }, null],
    [{ 2: '1000000' }, null],
    [{ 1: '120' }, null],
  ])('%o gives %s', (given, expected) => {
    expect(guestCountOf(FIELDS, answers(given))).toBe(expected);
  });
});

describe('spreadByPurpose', () => {
  it('fills the other questionnaire’s question of the same purpose and kind', () => {
    expect(spreadByPurpose(FIELDS, answers({ 2: '120', 3: 'true', 4: 'Peanuts' }))).toEqual(
      answers({ 2: '120', 3: 'true', 4: 'Peanuts', 11: '120', 12: 'true' }),
    );
  });
  it('leaves questions without a purpose, and answers given in the same save, alone', () => {
    expect(spreadByPurpose(FIELDS, answers({ 1: 'Maria', 2: '', 11: '90' }))).toEqual(answers({ 1: 'Maria', 2: '', 11: '90' }));
    expect(spreadByPurpose(FIELDS, answers({ 2: '100', 11: '90' }))).toEqual(answers({ 2: '100', 11: '90' }));
  });
  it('clears the twins of a cleared answer, and never crosses kinds', () => {
    expect(spreadByPurpose(FIELDS, answers({ 3: '' }))).toEqual(answers({ 3: '', 12: '' }));
    const mixed: TPurposedField[] = [...FIELDS, { id: 20, name: 'Overnight notes', type: 'textarea', purpose: 'overnight' }];
    expect(spreadByPurpose(mixed, answers({ 3: 'true' }))).toEqual(answers({ 3: 'true', 12: 'true' }));
  });
});

describe('careNotes', () => {
  it('flags each care answer once, as people read it, then the special requests', () => {
    const given = answers({ 1: 'Maria & Jose', 2: '120', 3: 'true', 4: 'Peanut allergy (groom)', 12: 'true', 13: 'Bring the lola’s wheelchair ramp' });
    expect(careNotes(FIELDS, given, 'White chairs, please.')).toEqual([
      { label: 'Will family stay overnight at Havila?', text: 'Yes' },
      { label: 'Dietary needs or allergies', text: 'Peanut allergy (groom)' },
      { label: 'Anything else we should know?', text: 'Bring the lola’s wheelchair ramp' },
      { label: 'Special requests', text: 'White chairs, please.' },
    ]);
  });
  it.each([
    [{ 3: 'false' }, ''],
    [{ 4: '   ' }, ''],
    [{}, '  '],
  ])('has nothing to flag for %o and requests %j', (given, requests) => {
    expect(careNotes(FIELDS, answers(given), requests)).toEqual([]);
  });
});
