import { Outlet, ScrollRestoration } from 'react-router';
import { SkipLink } from '@/components/layout/skip-link';
import { AccessibilityButton } from '@/features/accessibility/components/accessibility-button';

/**
 * Wraps every route: the skip link must be the first focusable element of each page; the accessibility button
 * floats over every page, public and portal.
 */
export function RootLayout() {
  return (
    <>
      <SkipLink />
      <Outlet />
      <AccessibilityButton />
      <ScrollRestoration />
    </>
  );
}
