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

/** The error and the causes it wraps (Drizzle wraps the driver's error in its own), outermost first. */
function* chain(err: unknown): Generator<{ code?: unknown; message?: unknown }> {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    yield e as { code?: unknown; message?: unknown };
  }
}

/**
 * 57P01/57P02: the server ended the session (restart, failover, pg_terminate_backend); 57P03: still starting;
 * class 08: the connection failed; 53300: no connection slot left. Each passes once the database is back.
 */
const UNAVAILABLE_STATES = /^(57P0[123]|08...|53300)$/;
const UNAVAILABLE_SOCKET = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
/** pg's own texts for a lost or never-made connection and for a pool that waited connectionTimeoutMillis; PGlite's once closed. */
const UNAVAILABLE_TEXT =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error and is not queryable|PGlite is closed)/;

/**
 * The ports of the PostgreSQL servers this process uses (db/client.ts registers its URL's). A socket error means the
 * database only when it is about one of them, or when Drizzle wrapped it as a failed query: the same ECONNREFUSED
 * from a payment gateway, S3 or SMTP is that service's fault, not an outage of ours, and must not read as one.
 */
const databasePorts = new Set<number>();
export function registerDatabaseEndpoint(url: string) {
  try {
    databasePorts.add(Number(new URL(url).port || 5432));
  } catch {
    // A URL pg itself cannot parse either: its connection errors then carry pg's own texts.
  }
}
const DRIZZLE_QUERY_FAILED = /^Failed query/;

/** The database cannot be reached just now: nothing the request did is at fault, and a retry soon may pass. */
export function isDatabaseUnavailable(err: unknown): boolean {
  const errors = [...chain(err)];
  const fromQuery = errors.some((e) => typeof e.message === 'string' && DRIZZLE_QUERY_FAILED.test(e.message));
  for (const e of errors) {
    if (typeof e.code === 'string' && UNAVAILABLE_STATES.test(e.code)) return true;
    if (typeof e.code === 'string' && UNAVAILABLE_SOCKET.has(e.code) && (fromQuery || databasePorts.has(Number((e as { port?: unknown }).port)))) return true;
    if (typeof e.message === 'string' && UNAVAILABLE_TEXT.test(e.message)) return true;
  }
  return false;
}

/** 40P01 deadlock, 40001 serialization failure: PostgreSQL rolled the transaction back, and running it again may pass. */
export const isTransactionConflict = (err: unknown) => {
  const state = sqlState(err);
  return state === '40P01' || state === '40001';
};
