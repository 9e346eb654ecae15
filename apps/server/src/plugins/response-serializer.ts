import type { FastifySerializerCompiler } from 'fastify/types/schema';
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
