/**
 * The pages served prerendered to visitors: public, the same for everyone, and free of query strings. Each lists
 * its lazy route modules (as in app/routes.tsx and public-routes.tsx) so its HTML can ask for those chunks at
 * once instead of after the main chunk has run. The build fails if a module is missing from the bundle.
 */
const SITE_LAYOUT = 'src/app/routes/public/public-site-layout.tsx';

export interface TPrerenderedPage {
  path: string;
  routeModules: string[];
}

const sitePage = (path: string, page: string): TPrerenderedPage => ({ path, routeModules: [SITE_LAYOUT, `src/app/routes/public/${page}.tsx`] });
const accountPage = (path: string, page: string): TPrerenderedPage => ({ path, routeModules: [`src/app/routes/public/${page}.tsx`] });

export const PRERENDERED_PAGES: TPrerenderedPage[] = [
  sitePage('/', 'landing-page'),
  sitePage('/about', 'landing-page'),
  sitePage('/facilities', 'facilities-page'),
  accountPage('/login', 'login-page'),
  accountPage('/register', 'register-page'),
  accountPage('/forgot-password', 'forgot-password-page'),
];
