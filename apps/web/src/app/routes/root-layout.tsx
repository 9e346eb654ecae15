import { Outlet, ScrollRestoration } from 'react-router';
import { SkipLink } from '@/components/layout/skip-link';
import { AccessibilityButton } from '@/features/accessibility/components/accessibility-button';
import { VenueDocumentTitle } from '@/features/public-site/components/venue-document-title';
import { useCartLeaveWarning } from '@/lib/use-cart-leave-warning';

/**
 * Wraps every route: the skip link must be the first focusable element of each page; the accessibility button
 * floats over every page, public and portal; the cart's leave prompt holds on every page too.
 */
export function RootLayout() {
  useCartLeaveWarning();
  return (
    <>
      <VenueDocumentTitle />
      <SkipLink />
      <Outlet />
      <AccessibilityButton />
      <ScrollRestoration />
    </>
  );
}
