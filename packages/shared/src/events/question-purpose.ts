import { longDay } from '../dates';

/**
 * What a question's answer means to the venue beyond its words (migration 0023). The guest count becomes the
 * event's; the others are care notes: what staff must not miss when they prepare the day.
 */
export const QUESTION_PURPOSES = ['guest_count', 'dietary', 'accessibility', 'overnight', 'special_requests'] as const;
export type TQuestionPurpose = (typeof QUESTION_PURPOSES)[number];

/** The purposes whose answers are flagged on the staff event page and on Today. */
export const CARE_PURPOSES: readonly TQuestionPurpose[] = ['dietary', 'accessibility', 'overnight', 'special_requests'];

/** How far ahead Today flags the care notes of coming events. */
export const CARE_NOTE_DAYS = 14;

export interface TPurposedField {
  id: number;
  name: string;
  type: string;
  purpose: TQuestionPurpose | null;
}

/** One thing staff must not miss: the question, and the answer as people read it. */
export interface TCareNote {
  label: string;
  text: string;
}

/** How a stored answer reads: "Yes", "Chapel ceremony, Garden ceremony", "March 14, 2027", "2:30 PM". */
export function answerDisplay(type: string, value: string): string {
  if (type === 'boolean') return value === 'true' ? 'Yes' : 'No';
  if (type === 'multi-select') return value.split(',').join(', ');
  if (type === 'rating' && /^[1-5]$/.test(value)) return `${value} of 5`;
  if (type === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return longDay(value);
  if (type === 'time' && /^\d{2}:\d{2}$/.test(value)) {
    const [h, m] = value.split(':').map(Number) as [number, number];
    return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
  }
  return value;
}

/** The event's guest count from an answer: a whole number of people, or null when the answer is not one. */
export function guestCountOf(fields: readonly TPurposedField[], answers: ReadonlyMap<number, string>): number | null {
  for (const f of fields) {
    if (f.purpose !== 'guest_count') continue;
    const n = Number(answers.get(f.id) ?? '');
    if (Number.isInteger(n) && n > 0 && n <= 100_000) return n;
  }
  return null;
}

/** The first non-empty answer of a purpose (several questionnaires may ask it; they hold one answer). */
export function answerOf(fields: readonly TPurposedField[], answers: ReadonlyMap<number, string>, purpose: TQuestionPurpose): string {
  for (const f of fields) if (f.purpose === purpose && answers.get(f.id)) return answers.get(f.id)!;
  return '';
}

const kindOf = (type: string) => (type === 'textarea' || type === 'text' ? 'text' : type);

/**
 * Answers to questions of one purpose are one answer: `changed` (field id → new value) is spread to every other
 * field of the same purpose and kind, so the booking's "Dietary needs or allergies" also answers the event
 * questionnaire's. Returns the whole set of writes, the changed answers included; a cleared answer ('') clears its
 * twins too, or the event would go on reading the old one from them.
 */
export function spreadByPurpose(fields: readonly TPurposedField[], changed: ReadonlyMap<number, string>): Map<number, string> {
  const writes = new Map(changed);
  for (const [fieldId, value] of changed) {
    const source = fields.find((f) => f.id === fieldId);
    if (!source?.purpose) continue;
    for (const f of fields)
      if (f.id !== fieldId && f.purpose === source.purpose && kindOf(f.type) === kindOf(source.type) && !changed.has(f.id)) writes.set(f.id, value);
  }
  return writes;
}

/**
 * What staff must not miss about an event: each care question answered (a "No" to an overnight stay is nothing to
 * flag), said once even when two questionnaires hold it, then the special requests typed at the booking's summary.
 */
export function careNotes(fields: readonly TPurposedField[], answers: ReadonlyMap<number, string>, specialRequests = ''): TCareNote[] {
  const notes: TCareNote[] = [];
  const said = new Set<string>();
  for (const f of fields) {
    const value = answers.get(f.id)?.trim() ?? '';
    if (!f.purpose || !CARE_PURPOSES.includes(f.purpose) || value === '' || value === 'false') continue;
    const key = `${f.purpose}:${value}`;
    if (said.has(key)) continue;
    said.add(key);
    notes.push({ label: f.name, text: answerDisplay(f.type, value) });
  }
  const requests = specialRequests.trim();
  if (requests && !said.has(`special_requests:${requests}`)) notes.push({ label: 'Special requests', text: requests });
  return notes;
}
