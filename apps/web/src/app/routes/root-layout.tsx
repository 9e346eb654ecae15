import { Outlet, ScrollRestoration } from 'react-router';
import { SkipLink } from '@/components/layout/skip-link';

/** Wraps every route: the skip link must be the first focusable element of each page. */
export function RootLayout() {
  return (
    <>
      <SkipLink />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
