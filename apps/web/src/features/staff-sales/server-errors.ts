import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@/lib/api-error';

/**
 * Puts the server's field errors under the form's fields, after renaming the server's paths to the form's
 * ("tax_rate" -> "tax_percent"); `isField` says which names the form shows. Answers the messages that found no
 * field, for a form-level alert (an error without field errors answers its own message).
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  { rename = (f: string) => f, isField }: { rename?: (serverField: string) => string; isField: (field: string) => boolean },
): string[] {
  if (!isApiError(error)) return [error instanceof Error ? error.message : 'Something went wrong. Please try again.'];
  const left: string[] = [];
  let focused = false;
  for (const [key, messages] of Object.entries(error.fieldErrors)) {
    const field = rename(key);
    if (!messages[0]) continue;
    if (!isField(field)) {
      left.push(...messages);
      continue;
    }
    setError(field as Path<T>, { type: 'server', message: messages[0] }, { shouldFocus: !focused });
    focused = true;
  }
  return focused || left.length ? left : [error.message];
}
