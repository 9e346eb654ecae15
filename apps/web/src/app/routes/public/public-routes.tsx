import { Navigate, type RouteObject } from 'react-router';

/** Paths of the pages the venue's admins write (site_pages); one route module finds each by its path. */
export const SITE_PAGE_PATHS = [
  'about',
  'services',
  'partner',
  'privacy',
  'terms',
  'services/weddings',
  'services/corporate',
  'services/retreats',
  'services/team-building',
  'services/camping',
  'gallery',
  'help',
];

/**
 * The marketing pages under the public header and footer. Everything here is lazy so the main chunk carries only
 * these few lines; the account pages (login, register...) keep their own layout and are not listed here.
 */
export const publicSiteRoute: RouteObject = {
  lazy: () => import('@/app/routes/public/public-site-layout'),
  children: [
    { index: true, lazy: () => import('@/app/routes/public/landing-page') },
    { path: 'facilities', lazy: () => import('@/app/routes/public/facilities-page') },
    { path: 'booking', lazy: () => import('@/app/routes/public/booking-page') },
    { path: 'booking/complete', lazy: () => import('@/app/routes/public/booking-complete-page') },
    { path: 'saved', lazy: () => import('@/app/routes/public/saved-page') },
    ...SITE_PAGE_PATHS.map((path) => ({ path, lazy: () => import('@/app/routes/public/site-page') })),
    { path: 'rates', lazy: () => import('@/app/routes/public/rates-page') },
    { path: 'reviews', lazy: () => import('@/app/routes/public/reviews-page') },
    { path: 'testimonials', element: <Navigate to="/reviews" replace /> },
    { path: 'contact', lazy: () => import('@/app/routes/public/contact-page') },
  ],
};
