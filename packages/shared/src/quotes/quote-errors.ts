import { statusMessage } from '../errors';
import { QUOTE_NOT_ACTIONABLE, QUOTE_NOT_FOUND } from './quote.schema';

/** Spec document 1, section 8: the quotes feature's own error texts. */
export const QUOTE_FORBIDDEN = 'You do not have permission to access this quote.';
/** The server sends the same texts for 404 and 409 (quote.schema.ts); the browser shows them whatever it got. */
export { QUOTE_NOT_FOUND, QUOTE_NOT_ACTIONABLE as QUOTE_CONFLICT };
export const QUOTE_UNEXPECTED = 'An unexpected error occurred while processing your quote request.';

const MESSAGE_KEYS = ['detail', 'errors', 'quote_errors', 'validation_errors'] as const;

/** The first text found under detail, errors, quote_errors, validation_errors (a string, or a field's first message). */
export function quoteMessageOf(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  for (const key of MESSAGE_KEYS) {
    const found = firstText((body as Record<string, unknown>)[key]);
    if (found) return found;
  }
  return null;
}

function firstText(value: unknown): string | null {
  if (typeof value === 'string') return value || null;
  if (Array.isArray(value)) return value.map(firstText).find(Boolean) ?? null;
  if (value && typeof value === 'object') return Object.values(value).map(firstText).find(Boolean) ?? null;
  return null;
}

/**
 * 403, 404 and 409 have fixed texts; a 5xx shows the server's message when it says something of its own (a
 * gateway's refusal), but the catalogue's generic status text, which our error handler sends for any crash, gives
 * way to the quote's unexpected-error text; anything else shows its message, else that same text (no answer at
 * all: status undefined).
 */
export function quoteErrorMessage(status: number | undefined, body: unknown): string {
  if (status === 403) return QUOTE_FORBIDDEN;
  if (status === 404) return QUOTE_NOT_FOUND;
  if (status === 409) return QUOTE_NOT_ACTIONABLE;
  if (status === undefined) return QUOTE_UNEXPECTED;
  const message = quoteMessageOf(body);
  if (status >= 500 && message === statusMessage(status)) return QUOTE_UNEXPECTED;
  return message ?? QUOTE_UNEXPECTED;
}
