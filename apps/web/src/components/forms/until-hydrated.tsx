import type { ReactNode } from 'react';
import { useHydrated } from '@/lib/use-hydrated';

const PLAIN = { border: 0, margin: 0, padding: 0, minWidth: 0 } as const;

/**
 * Prerendered forms are on screen before their code: a native submit then would send the fields to the page's
 * own URL (a password in the address bar), and text typed before hydration would be reset by the form library.
 * A disabled fieldset keeps every control inert until the app has taken the page over; it looks the same.
 */
export function UntilHydrated({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset disabled={!hydrated} style={PLAIN}>
      {children}
    </fieldset>
  );
}
