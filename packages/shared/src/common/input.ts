import { z } from 'zod';

/**
 * The input layer every request schema is built from: what the database columns can hold and what text may
 * contain, checked at the door so a hostile value is a 400 with a field error, never a database error (500).
 */

/** ids are PostgreSQL `integer` (serial) columns. */
export const INT4_MAX = 2_147_483_647;
/** A page number whose offset still fits the database's arithmetic, far beyond any real list. */
export const MAX_PAGE = 1_000_000;

/** A positive id from a path, query or body: a whole number the id column can hold. */
export const zId = (message = 'A valid id is required') => z.coerce.number({ error: message }).int(message).min(1, message).max(INT4_MAX, message);

/** A page number (1-based). */
export const zPage = () =>
  z.coerce.number().int('Page must be 1 or more').min(1, 'Page must be 1 or more').max(MAX_PAGE, `Page must be at most ${MAX_PAGE}`).default(1);

/** True when the YYYY-MM-DD text names a day that exists (2026-02-31 does not). */
export function isCalendarDay(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 1 || mo < 1 || mo > 12 || d < 1) return false;
  const days = new Date(Date.UTC(y, mo, 0)).getUTCDate(); // day 0 of the next month: the month's last day
  return d <= days;
}

/** A calendar day as YYYY-MM-DD, refusing impossible dates. */
export const zDay = (message = 'Dates must be YYYY-MM-DD') => z.string({ error: message }).refine(isCalendarDay, message);

/** NUL cannot be stored in PostgreSQL text; a lone surrogate is not Unicode. Both are refused everywhere. */
// eslint-disable-next-line no-control-regex -- matching NUL is the point
const UNSAFE_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const UNSAFE_TEXT_MESSAGE = 'Text must not contain NUL characters or invalid Unicode.';
export const hasUnsafeText = (text: string) => UNSAFE_TEXT.test(text);

/**
 * A line break, tab or other control character (C0, DEL, C1, and the Unicode line and paragraph separators) in a
 * field that is printed on one line (a name, a title, a subject, a phone): it would split an e-mail header, a
 * document's letterhead or a list row. Multi-line fields (notes, messages, descriptions, markdown) keep them.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_TEXT = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;
export const SINGLE_LINE_MESSAGE = 'This field cannot contain line breaks or control characters.';
export const isSingleLine = (text: string) => !CONTROL_TEXT.test(text);

/** The refinement of every single-line request field; it keeps the schema's type, so it chains like any check. */
export const zSingleLine = <T extends z.ZodType<string, string>>(schema: T): T => schema.refine(isSingleLine, SINGLE_LINE_MESSAGE) as T;

/**
 * The path ("profile.phone") of the first string, or object key, in a JSON value that holds unsafe text, or
 * null. The server runs it on every body, query and path before any schema, so no field can forget it.
 */
export function unsafeTextPath(value: unknown, path: string[] = [], depth = 0): string | null {
  if (typeof value === 'string') return hasUnsafeText(value) ? path.join('.') || 'non_field_errors' : null;
  if (depth > 64 || value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    if (hasUnsafeText(key)) return [...path].join('.') || 'non_field_errors';
    const found = unsafeTextPath(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}
