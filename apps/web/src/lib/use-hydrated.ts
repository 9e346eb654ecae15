import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while the server renders a page and while the browser hydrates that markup, true afterwards (and from
 * the start in a page rendered only in the browser). Values that only the browser knows (today's date, stored
 * preferences) wait for it, so the first browser render matches the prerendered HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
