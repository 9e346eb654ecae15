import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A resolver that turns what the inputs hold (strings, '' for nothing) into the API's request with `build`,
 * then checks it with the shared request schema: one set of rules and messages for the browser and the server.
 * Each message lands under the input of the same name (first message per field).
 */
export function sharedSchemaResolver<TValues extends FieldValues, TOut>(
  schema: z.ZodType<TOut>,
  build: (values: TValues) => unknown,
): Resolver<TValues, unknown, TOut> {
  return (values) => {
    const parsed = schema.safeParse(build(values));
    if (parsed.success) return { values: parsed.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'root');
      errors[field] ??= { type: 'validate', message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<TValues> };
  };
}
