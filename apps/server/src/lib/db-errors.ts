/** The SQLSTATE of a PostgreSQL error, as raised by both pg and PGlite (possibly wrapped by Drizzle). */
export function sqlState(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

export const isUniqueViolation = (err: unknown) => sqlState(err) === '23505';

/**
 * Errors that mean the input could not be stored as given (class 22: data exception, e.g. a number out of
 * range, an invalid byte sequence, an impossible date; 54000: too long to index): a bad request, not a fault.
 */
export const isInputRejectedByDatabase = (err: unknown) => {
  const state = sqlState(err);
  return state !== undefined && (state.startsWith('22') || state === '54000');
};
