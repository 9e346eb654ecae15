import { useEffect } from 'react';
import type { FieldValues, Path, UseFormSetFocus } from 'react-hook-form';

/**
 * Puts the cursor in a form's first field one task after the form mounts, instead of `autoFocus`, which focuses
 * inside React's commit: on a prerendered page that commit (hydration) is already the longest piece of work, and
 * focusing forces a full style and layout pass in the middle of it.
 */
export function useFocusAfterMount<T extends FieldValues>(setFocus: UseFormSetFocus<T>, name: Path<T>): void {
  useEffect(() => {
    const timer = window.setTimeout(() => setFocus(name));
    return () => window.clearTimeout(timer);
  }, [setFocus, name]);
}
