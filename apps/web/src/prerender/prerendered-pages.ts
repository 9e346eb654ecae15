import { SITE_PAGE_PATHS } from '@/app/routes/public/public-routes';

/**
 * The pages the server renders for a visitor with the venue's own data (apps/server/src/plugins/spa.ts): public,
 * the same for everyone, and free of query strings. Each lists its lazy route modules (as in app/routes.tsx and
 * public-routes.tsx) so its HTML can ask for those chunks at once instead of after the main chunk has run. The
 * build (scripts/prerender.ts) writes one page template per entry and fails if a module is missing from the bundle.
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
}

const sitePage = (path: string, page: string): TPrerenderedPage => ({
  path,
  routeModules: [SITE_LAYOUT, `src/app/routes/public/${page}.tsx`],
  paintWhole: false,
});
const accountPage = (path: string, page: string): TPrerenderedPage => ({ path, routeModules: [`src/app/routes/public/${page}.tsx`], paintWhole: true });

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
];
