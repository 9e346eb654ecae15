import type { TFieldErrors } from '@venue/shared/errors';

/** The one error type services throw; the error handler turns it into the spec's {detail, errors} body. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly errors?: TFieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(detail);
    this.name = 'AppError';
  }
}

export const notFound = (detail = 'Not found.') => new AppError(404, detail);
export const badRequest = (field: string, message: string) => new AppError(400, message, { [field]: [message] });
