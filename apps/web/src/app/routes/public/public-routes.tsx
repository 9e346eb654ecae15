import type { RouteObject } from 'react-router';

/** Paths served by the generic "coming soon" page; their words live in the public-site content table. */
const PLACEHOLDER_PATHS = [
  'services',
  'rates',
  'partner',
  'reviews',
  'contact',
  'privacy',
  'terms',
  'services/weddings',
  'services/corporate',
  'services/retreats',
  'services/team-building',
  'services/camping',
  'gallery',
  'testimonials',
];

/**
 * The marketing pages under the public header and footer. Everything here is lazy so the main chunk carries only
 * these few lines; the account pages (login, register...) keep their own layout and are not listed here.
 */
export const publicSiteRoute: RouteObject = {
  lazy: () => import('@/app/routes/public/public-site-layout'),
  children: [
    { index: true, lazy: () => import('@/app/routes/public/landing-page') },
    { path: 'about', lazy: () => import('@/app/routes/public/landing-page') },
    { path: 'facilities', lazy: () => import('@/app/routes/public/facilities-page') },
    { path: 'booking', lazy: () => import('@/app/routes/public/booking-page') },
    { path: 'booking/complete', lazy: () => import('@/app/routes/public/booking-complete-page') },
    { path: 'saved', lazy: () => import('@/app/routes/public/saved-page') },
    ...PLACEHOLDER_PATHS.map((path) => ({ path, lazy: () => import('@/app/routes/public/placeholder-page') })),
  ],
};
