import type { FastifyReply } from 'fastify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import type { z } from 'zod';
import { serializerCompiler } from 'fastify-type-provider-zod';

/**
 * Response schemas are the contract. The API tests check every answer against them (VALIDATE_RESPONSES=true
 * in vitest.config.ts), so a drift fails a test. In production the services already build exact DTOs, and
 * re-validating a 50-event list on every request cost more CPU than the query behind it: answers are
 * serialized as they are.
 */
export function responseSerializer(validate: boolean): FastifySerializerCompiler<unknown> {
  if (validate) return serializerCompiler as FastifySerializerCompiler<unknown>;
  return () => (data) => JSON.stringify(data);
}

/**
 * An answer PostgreSQL already wrote as JSON text, sent as it is (a string skips the route's serializer). Under
 * VALIDATE_RESPONSES it must be exactly what the serializer would send: valid against `schema`, with no field the
 * schema would drop, in its order and spacing.
 */
export function sendJsonText(reply: FastifyReply, schema: z.ZodType, text: string): FastifyReply {
  if (process.env.VALIDATE_RESPONSES === 'true') {
    const checked = schema.safeParse(JSON.parse(text));
    if (!checked.success) throw new Error(`Response does not match the schema: ${checked.error.message}`);
    if (JSON.stringify(checked.data) !== text) throw new Error('Response is not written as its schema writes it.');
  }
  return reply.type('application/json; charset=utf-8').send(text);
}
