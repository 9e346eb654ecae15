import type { FastifySchema, FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { UNSAFE_TEXT_MESSAGE, unsafeTextPath } from '@venue/shared/common/input';
import { AppError } from '../lib/app-error';

/**
 * The zod validator of every route, behind one check that no schema can forget: no string (or key) anywhere
 * in a body, query or path holds a NUL byte or a lone surrogate. PostgreSQL cannot store the first and the
 * second is not Unicode; both answer 400 with the field named.
 */
export const guardedValidatorCompiler: FastifySchemaCompiler<FastifySchema> = (routeSchema) => {
  const validate = validatorCompiler(routeSchema as Parameters<typeof validatorCompiler>[0]);
  return (data: unknown) => {
    const field = unsafeTextPath(data);
    if (field) return { error: new AppError(400, UNSAFE_TEXT_MESSAGE, { [field]: [UNSAFE_TEXT_MESSAGE] }) };
    return validate(data);
  };
};
