import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { defaultErrorCode, statusMessage, type TFieldErrors } from '@venue/shared/errors';
import { AppError } from '../lib/app-error';
import { isDatabaseUnavailable, isInputRejectedByDatabase, isTransactionConflict, sqlState } from '../lib/db-errors';
import { urlLengthGuard } from './client-errors';

/** busboy's and @fastify/multipart's parse failures: a body that claims to be multipart but is not readable. */
const MULTIPART_FAULT = /^(Multipart: |Unexpected end of (form|multipart data)|Malformed part header|Part terminated early|Boundary not found)/i;
function isMalformedMultipart(request: FastifyRequest, err: FastifyError): boolean {
  if (!request.isMultipart() && !String(request.headers['content-type'] ?? '').startsWith('multipart/')) return false;
  return !err.statusCode && (MULTIPART_FAULT.test(err.message) || err.code === 'ERR_INVALID_ARG_VALUE');
}

const NON_FIELD = 'non_field_errors';

/**
 * Seconds a client waits before trying again: a database that restarts or fails over is back within a few; a
 * transaction that kept colliding after transact's own retries (lib/transaction.ts) usually passes at once.
 */
export const DATABASE_RETRY_AFTER_S = 5;
export const CONFLICT_RETRY_AFTER_S = 1;

/** Zod issue paths become field names: "/profile/phone" reads "profile.phone". */
function toFieldErrors(issues: { instancePath: string; message?: string }[]): TFieldErrors {
  const errors: TFieldErrors = {};
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || NON_FIELD;
    (errors[field] ??= []).push(issue.message ?? statusMessage(400));
  }
  return errors;
}

/** The one place that turns failures into the spec's {detail, errors} bodies and hides 5xx internals. */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors = toFieldErrors(err.validation);
      const first = Object.values(errors)[0]?.[0] ?? statusMessage(400);
      return reply.code(400).send({ detail: first, code: 'invalid', errors });
    }
    if (err instanceof AppError) {
      if (err.headers) reply.headers(err.headers);
      const body = { detail: err.detail, code: err.code };
      return reply.code(err.status).send(err.errors ? { ...body, errors: err.errors } : body);
    }
    const unavailable = isDatabaseUnavailable(err);
    if (unavailable || isTransactionConflict(err)) {
      // An expected event, not a fault of this request: one line without the statement (its parameters are personal data).
      request.log.warn(
        { sqlState: sqlState(err), code: err.code, route: request.routeOptions.url },
        unavailable ? 'database unavailable' : 'transaction kept conflicting',
      );
      return reply
        .code(503)
        .header('retry-after', String(unavailable ? DATABASE_RETRY_AFTER_S : CONFLICT_RETRY_AFTER_S))
        .send({ detail: statusMessage(503), code: defaultErrorCode(503) });
    }
    if (isInputRejectedByDatabase(err)) {
      // Logged by SQLSTATE only: the statement's parameters are the client's data.
      request.log.warn({ sqlState: sqlState(err), route: request.routeOptions.url }, 'input refused by the database');
      return reply.code(400).send({ detail: statusMessage(400), code: 'invalid' });
    }
    if (isMalformedMultipart(request, err)) {
      return reply.code(400).send({ detail: 'The upload could not be read. Please send it again as multipart/form-data.', code: 'invalid' });
    }
    const status = err.statusCode ?? 500;
    if (status < 500) {
      return reply.code(status).send({ detail: err.message || statusMessage(status), code: defaultErrorCode(status) });
    }
    // Never the error object itself: a database error carries the statement's parameters (personal data).
    request.log.error({ err: { type: err.name, message: err.message, code: err.code, sqlState: sqlState(err), stack: err.stack } }, 'request failed');
    return reply.code(status).send({ detail: statusMessage(status), code: defaultErrorCode(status) });
  });

  app.setNotFoundHandler((request, reply) => reply.code(404).send({ detail: 'Not found.', code: 'not_found' }));

  // First of all hooks: an overlong address is refused before anything reads it.
  app.addHook('onRequest', urlLengthGuard);

  // A POST without a body is validated as an empty object, so the client gets "Email is required", not a type error.
  app.addHook('preValidation', async (request) => {
    if (request.body == null && ['POST', 'PUT', 'PATCH'].includes(request.method) && !request.isMultipart()) request.body = {};
  });
});
