import { formatVenueDate } from '@/lib/venue-date';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A recorded field's name as a person reads it: "is_active" is "Active", "valid_until" is "Valid until". */
export function fieldLabel(field: string): string {
  const words = field.replace(/^is_/, '').replace(/_/g, ' ').trim();
  return words ? `${words[0]!.toUpperCase()}${words.slice(1)}` : field;
}

/**
 * A recorded value as a person reads it: nothing as a dash, yes or no, days and times in words on the venue's
 * clock, lists one item a line and an object's fields as "Label: value" lines. What is deeper than that stays as
 * indented JSON, the one place the log still shows it.
 */
export function readable(value: unknown, depth = 0): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') {
    if (ISO_DAY.test(value)) return formatVenueDate(`${value}T12:00:00+08:00`, 'MMM d, yyyy') ?? value;
    if (ISO_INSTANT.test(value)) return formatVenueDate(value, 'MMM d, yyyy, h:mm a') ?? value;
    return value;
  }
  if (depth > 0) return JSON.stringify(value, null, 2);
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map((v) => readable(v, depth + 1)).join('\n');
  if (isRecord(value)) {
    const lines = Object.entries(value).map(([k, v]) => `${fieldLabel(k)}: ${readable(v, depth + 1)}`);
    return lines.length === 0 ? '—' : lines.join('\n');
  }
  return String(value);
}
