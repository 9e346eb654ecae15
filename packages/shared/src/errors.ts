/**
 * The spec's error catalogue (document 1, section 8): one module used by every screen and by the server's
 * error handler, so the status texts cannot drift apart.
 */
export const STATUS_MESSAGES: Record<number, string> = {
  400: 'Invalid request. Please check your input and try again.',
  401: 'Authentication required. Please log in to continue.',
  403: 'You do not have permission to perform this action.',
  404: 'The requested resource was not found.',
  405: 'This operation is not allowed.',
  409: 'A conflict occurred. The resource may already exist.',
  422: 'Unable to process the request. Please check your input.',
  500: 'A server error occurred. Please try again later.',
  502: 'The server is temporarily unavailable. Please try again later.',
  503: 'The service is temporarily unavailable. Please try again later.',
  504: 'The request timed out. Please try again.',
};

export const OTHER_SERVER_ERROR = 'A server error occurred. Please try again later.';
export const OTHER_CLIENT_ERROR = 'An error occurred while processing your request.';
export const UNEXPECTED_ERROR = 'An unexpected error occurred. Please try again.';
export const NETWORK_ERROR = 'Unable to reach the server. Please check your connection and try again.';

/** The maps a server body may carry field errors in, in the order the spec reads them. */
export const FIELD_ERROR_KEYS = ['errors', 'validation_errors', 'payment_errors', 'gateway_errors', 'quote_errors'] as const;

export type TFieldErrors = Record<string, string[]>;
export type TSeverity = 'critical' | 'error' | 'warning';

export interface TErrorBody {
  detail?: unknown;
  message?: unknown;
  [key: string]: unknown;
}

export function statusMessage(status: number | undefined): string {
  if (status === undefined) return UNEXPECTED_ERROR;
  const known = STATUS_MESSAGES[status];
  if (known) return known;
  if (status >= 500 && status < 600) return OTHER_SERVER_ERROR;
  if (status >= 400 && status < 500) return OTHER_CLIENT_ERROR;
  return UNEXPECTED_ERROR;
}

/** Collects the field errors of every map the spec names; the first map wins for a field. */
export function fieldErrors(body: unknown): TFieldErrors {
  const out: TFieldErrors = {};
  if (!body || typeof body !== 'object') return out;
  for (const key of FIELD_ERROR_KEYS) {
    const map = (body as Record<string, unknown>)[key];
    if (!map || typeof map !== 'object' || Array.isArray(map)) continue;
    for (const [field, value] of Object.entries(map as Record<string, unknown>)) {
      if (out[field]) continue;
      const list = Array.isArray(value) ? value : [value];
      const texts = list.filter((v): v is string => typeof v === 'string' && v.length > 0);
      if (texts.length) out[field] = texts;
    }
  }
  return out;
}

/** Message choice order: detail, else message, else the first validation message, else the status text. */
export function extractErrorMessage(status: number | undefined, body: unknown): string {
  if (body && typeof body === 'object') {
    const { detail, message } = body as TErrorBody;
    if (typeof detail === 'string' && detail) return detail;
    if (typeof message === 'string' && message) return message;
    const first = Object.values(fieldErrors(body))[0]?.[0];
    if (first) return first;
  }
  return statusMessage(status);
}

/** status undefined means the request never got an answer (network failure). */
export function errorSeverity(status: number | undefined): { severity: TSeverity; retryable: boolean } {
  if (status === undefined) return { severity: 'error', retryable: true };
  if (status >= 500) return { severity: 'critical', retryable: true };
  if (status === 400 || status === 401 || status === 422) return { severity: 'warning', retryable: false };
  return { severity: 'error', retryable: false };
}

/**
 * What went wrong, besides the HTTP status: a screen or a caller branches on this, never on the wording.
 * Sent as `code` next to `detail` in every error body.
 */
export const ERROR_CODES = [
  'invalid',
  'unauthenticated',
  'forbidden',
  'not_found',
  'conflict',
  'declined',
  'expired',
  'rate_limited',
  'too_large',
  'unavailable',
  'internal',
] as const;
export type TErrorCode = (typeof ERROR_CODES)[number];

/** The code an error has when its thrower names none. */
export function defaultErrorCode(status: number): TErrorCode {
  if (status === 401) return 'unauthenticated';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 409) return 'conflict';
  if (status === 410) return 'expired';
  if (status === 413) return 'too_large';
  if (status === 429) return 'rate_limited';
  if (status === 502 || status === 503 || status === 504) return 'unavailable';
  if (status >= 500) return 'internal';
  return 'invalid';
}
