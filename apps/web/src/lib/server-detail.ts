import { isApiError } from '@/lib/api-error';

/**
 * The server's own `detail` text, or null when it gave none (network failure, unreadable body). Screens that
 * the spec tells to show "the server detail, else a fixed fallback" need to know which case they are in, which
 * ApiError.message (always filled) hides.
 */
export function serverDetail(error: unknown): string | null {
  if (!isApiError(error)) return null;
  const detail = (error.body as { detail?: unknown } | null)?.detail;
  return typeof detail === 'string' && detail ? detail : null;
}

/** The first message of a field in the server's error maps, if any. */
export function firstFieldError(error: unknown, field: string): string | null {
  return isApiError(error) ? (error.fieldErrors[field]?.[0] ?? null) : null;
}
