import { PAGE_PATHS, PAGE_SLUGS } from '@venue/shared/site/pages.schema';
import { useLocation } from 'react-router';
import { SitePageContent } from '@/features/public-site/components/site-page-content';

const SLUG_OF_PATH = new Map(PAGE_SLUGS.map((slug) => [PAGE_PATHS[slug], slug]));

/** The pages the venue's admins write (about, services, terms, privacy...), found by their path. */
export function Component() {
  // A trailing slash must find the same page.
  const path = useLocation().pathname.replace(/(.)\/+$/, '$1');
  const slug = SLUG_OF_PATH.get(path) ?? 'about';
  return <SitePageContent key={slug} slug={slug} path={path} />;
}
