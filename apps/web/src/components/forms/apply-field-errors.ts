import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@/lib/api-error';

/**
 * Puts the server's field errors (first message each) under the form's fields. Server keys are dotted zod paths
 * ("profile.phone"), which are also react-hook-form paths. `fields` lists the form's fields, or maps a server key to
 * one (a form with rows, "figures.2.label", or one box for a list, "highlights.2"), null when none. Returns false
 * when none matched a known field, so the caller shows a form-level message instead.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[] | ((key: string) => Path<T> | null),
  setError: UseFormSetError<T>,
): boolean {
  if (!isApiError(error)) return false;
  const fieldOf = typeof fields === 'function' ? fields : (key: string) => fields.find((f) => f === key) ?? null;
  let applied = false;
  for (const [key, messages] of Object.entries(error.fieldErrors)) {
    const field = fieldOf(key);
    if (!field || !messages[0]) continue;
    setError(field, { type: 'server', message: messages[0] }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}
