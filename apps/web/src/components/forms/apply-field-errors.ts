import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@/lib/api-error';

/**
 * Puts the server's field errors (first message each) under the form's fields. Server keys are dotted zod paths
 * ("profile.phone"), which are also react-hook-form paths. Returns false when none matched a known field, so the
 * caller shows a form-level message instead.
 */
export function applyFieldErrors<T extends FieldValues>(error: unknown, fields: readonly Path<T>[], setError: UseFormSetError<T>): boolean {
  if (!isApiError(error)) return false;
  let applied = false;
  for (const [key, messages] of Object.entries(error.fieldErrors)) {
    const field = fields.find((f) => f === key);
    if (!field || !messages[0]) continue;
    setError(field, { type: 'server', message: messages[0] }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}
