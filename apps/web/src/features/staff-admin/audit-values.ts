import { auditValueText, codeAsWords } from '@venue/shared/staff/audit-labels';
import { formatVenueDate } from '@/lib/venue-date';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A recorded field's name as a person reads it: "is_active" is "Active", "valid_until" is "Valid until", "eventId" "Event". */
export function fieldLabel(field: string): string {
  const snake = field.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
  const own = FIELD_WORDS[snake];
  if (own) return own;
  const unit = snake.match(/^(.*)_(hours|days|minutes|percentage)$/);
  if (unit) return `${codeAsWords(unit[1]!.replace(/^is_/, ''))} (${unit[2] === 'percentage' ? '%' : unit[2]})`;
  return codeAsWords(snake.replace(/^is_/, '').replace(/_id$/, '')) || field;
}

/** Names whose words alone would say the software's, not the venue's, meaning. */
const FIELD_WORDS: Record<string, string> = {
  slug: 'Web address',
  sku: 'Product code',
  sort_order: 'Position in lists',
};

/** Which object and field a value was recorded under, so a state reads under its own object's name for it. */
interface TWhere {
  objectType: string;
  field: string;
}

const scalar = (v: unknown) => !isRecord(v) && !Array.isArray(v);

/**
 * Fields recorded for the software, not for a person: row ids ("id", "contract_id"), content hashes, and a code's
 * "_display" twin when the code itself is shown in words. The entry's object is named on its row already.
 */
const isInside = (key: string, record: Record<string, unknown>) =>
  key === 'id' || /_id$|Id$/.test(key) || /hash/i.test(key) || (key.endsWith('_display') && key.slice(0, -'_display'.length) in record);

/** A scalar value in words: nothing as a dash, yes or no, days and times on the venue's clock, states by name. */
function scalarText(value: unknown, where: TWhere): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') {
    if (ISO_DAY.test(value)) return formatVenueDate(`${value}T12:00:00+08:00`, 'MMM d, yyyy') ?? value;
    if (ISO_INSTANT.test(value)) return formatVenueDate(value, 'MMM d, yyyy, h:mm a') ?? value;
    return auditValueText(where.objectType, where.field, value);
  }
  return String(value);
}

/** The lines of a list or an object, each nested level two spaces further in. */
function linesOf(value: unknown, where: TWhere): string[] {
  if (Array.isArray(value)) {
    if (value.every(scalar)) return value.length ? value.map((v) => scalarText(v, where)) : ['—'];
    // Items that are objects are numbered, so one item's fields stay together.
    return value.flatMap((v, i) => (scalar(v) ? [scalarText(v, where)] : [`${i + 1}.`, ...linesOf(v, where).map((l) => `  ${l}`)]));
  }
  if (isRecord(value)) {
    const entries = Object.entries(value).filter(([k]) => !isInside(k, value));
    if (entries.length === 0) return ['—'];
    return entries.flatMap(([k, v]) => {
      const inner = { objectType: where.objectType, field: k };
      if (scalar(v)) return [`${fieldLabel(k)}: ${scalarText(v, inner)}`];
      if (Array.isArray(v) && v.every(scalar)) return [`${fieldLabel(k)}: ${v.length ? v.map((x) => scalarText(x, inner)).join(', ') : '—'}`];
      return [`${fieldLabel(k)}:`, ...linesOf(v, inner).map((l) => `  ${l}`)];
    });
  }
  return [scalarText(value, where)];
}

/**
 * A recorded value as a person reads it: scalars in words (scalarText), lists one item a line and an object's
 * fields as "Label: value" lines, indented under their parent however deep they go. Never JSON (issue 39, point 6).
 */
export function readable(value: unknown, where: TWhere = { objectType: '', field: '' }): string {
  return scalar(value) ? scalarText(value, where) : linesOf(value, where).join('\n');
}
