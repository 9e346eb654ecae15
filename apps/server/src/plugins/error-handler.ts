import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { defaultErrorCode, statusMessage, type TFieldErrors } from '@venue/shared/errors';
import { AppError } from '../lib/app-error';

const NON_FIELD = 'non_field_errors';

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
    const status = err.statusCode ?? 500;
    if (status < 500) {
      return reply.code(status).send({ detail: err.message || statusMessage(status), code: defaultErrorCode(status) });
    }
    request.log.error({ err }, 'request failed');
    return reply.code(status).send({ detail: statusMessage(status), code: defaultErrorCode(status) });
  });

  app.setNotFoundHandler((request, reply) => reply.code(404).send({ detail: 'Not found.', code: 'not_found' }));

  // A POST without a body is validated as an empty object, so the client gets "Email is required", not a type error.
  app.addHook('preValidation', async (request) => {
    if (request.body == null && ['POST', 'PUT', 'PATCH'].includes(request.method) && !request.isMultipart()) request.body = {};
  });
});
