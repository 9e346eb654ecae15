import { extractErrorMessage, fieldErrors, NETWORK_ERROR, type TFieldErrors } from '@venue/shared/errors';

/**
 * Every failed call surfaces as one of these. status is undefined when no answer came back (network failure),
 * so screens can tell "the server said no" from "the server was not reached".
 */
export class ApiError extends Error {
  readonly status: number | undefined;
  readonly body: unknown;
  readonly fieldErrors: TFieldErrors;

  constructor(status: number | undefined, body: unknown, message?: string) {
    super(message ?? (status === undefined ? NETWORK_ERROR : extractErrorMessage(status, body)));
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.fieldErrors = fieldErrors(body);
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** 401 and 403 will not change by asking again, so retries skip them (spec section 7). */
export const isAuthError = (error: unknown) => isApiError(error) && (error.status === 401 || error.status === 403);
