import { Suspense, type ReactNode } from 'react';

/**
 * A Suspense boundary around a prerendered section: React hydrates each boundary in a pass of its own, so a long
 * page is taken over in several short tasks rather than one commit of everything. Nothing here suspends.
 */
export function HydrateSeparately({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
