import type { TRole } from '@venue/shared/accounts/roles';
import { SITE_PAGE_PATHS } from '@/app/routes/public/public-routes';

/**
 * The pages the server renders with the venue's own data (apps/server/src/plugins/spa.ts): the public pages for a
 * visitor, the same for everyone, and the client's main portal pages for the signed-in client the request's
 * page-session cookie names. None depends on a query string. Each lists its lazy route modules (as in
 * app/routes.tsx and public-routes.tsx) so its HTML can ask for those chunks at once instead of after the main
 * chunk has run. The build (scripts/page-templates.ts) writes one page template per entry and fails if a module
 * is missing from the bundle.
 */
const SITE_LAYOUT = 'src/app/routes/public/public-site-layout.tsx';

export interface TPrerenderedPage {
  path: string;
  routeModules: string[];
  /**
   * Paint nothing before the whole page is parsed. For the account pages: their card is centred on the screen,
   * so a first paint of part of it (a slow phone's parser stops midway) makes it jump as it grows. The long site
   * pages only grow downwards and are better painted as they arrive.
   */
  paintWhole: boolean;
  /** A signed-in page: drawn only for these roles ("/events/:id" style paths); absent for a visitor's page. */
  forRoles?: readonly TRole[];
}

const sitePage = (path: string, page: string): TPrerenderedPage => ({
  path,
  routeModules: [SITE_LAYOUT, `src/app/routes/public/${page}.tsx`],
  paintWhole: false,
});
const accountPage = (path: string, page: string): TPrerenderedPage => ({ path, routeModules: [`src/app/routes/public/${page}.tsx`], paintWhole: true });
const PORTAL_LAYOUT = 'src/app/routes/portal/portal-layout.tsx';
const portalPage = (path: string, page: string): TPrerenderedPage => ({
  path,
  routeModules: [PORTAL_LAYOUT, `src/app/routes/portal/${page}.tsx`],
  paintWhole: false,
  forRoles: ['client'],
});

export const PRERENDERED_PAGES: TPrerenderedPage[] = [
  sitePage('/', 'landing-page'),
  sitePage('/facilities', 'facilities-page'),
  // The wizard's first step as a visitor without a booking meets it (the event types load into it). A URL with a
  // session or a date gets the app shell instead (apps/server/src/lib/web-build.ts): what it shows depends on them.
  sitePage('/booking', 'booking-page'),
  sitePage('/contact', 'contact-page'),
  sitePage('/rates', 'rates-page'),
  sitePage('/reviews', 'reviews-page'),
  // The pages the venue writes (About, Terms, Privacy, Help...): one route module finds each by its path.
  ...SITE_PAGE_PATHS.map((path) => sitePage(`/${path}`, 'site-page')),
  accountPage('/login', 'login-page'),
  accountPage('/register', 'register-page'),
  accountPage('/forgot-password', 'forgot-password-page'),
  // The client's first screens after signing in and from the e-mails' links.
  portalPage('/dashboard', 'dashboard-page'),
  portalPage('/events', 'events-page'),
  portalPage('/events/:id', 'event-detail-page'),
  portalPage('/payments', 'payments-page'),
];
