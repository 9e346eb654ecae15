import { defaultErrorCode, type TErrorCode, type TFieldErrors } from '@venue/shared/errors';

export interface TAppErrorOptions {
  /** Overrides the code the status implies (a 400 that means "declined", a 409 that means "expired"...). */
  code?: TErrorCode;
  headers?: Record<string, string>;
}

/** The one error type services throw; the error handler turns it into the spec's {detail, code, errors} body. */
export class AppError extends Error {
  readonly code: TErrorCode;
  readonly headers?: Record<string, string>;

  constructor(
    readonly status: number,
    readonly detail: string,
    readonly errors?: TFieldErrors,
    opts: TAppErrorOptions = {},
  ) {
    super(detail);
    this.name = 'AppError';
    this.code = opts.code ?? defaultErrorCode(status);
    this.headers = opts.headers;
  }
}

export const notFound = (detail = 'Not found.') => new AppError(404, detail);
export const badRequest = (field: string, message: string) => new AppError(400, message, { [field]: [message] });
export const forbidden = (detail = 'You do not have permission to perform this action.') => new AppError(403, detail);
export const conflict = (detail: string, errors?: TFieldErrors) => new AppError(409, detail, errors);
