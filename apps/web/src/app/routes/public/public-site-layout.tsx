import { PublicLayout } from '@/components/public-layout/public-layout';
import { useHomeContent } from '@/features/public-site/api/home.queries';
import { useSiteVenue } from '@/features/public-site/api/venue.queries';
import { FOOTER_GROUPS, HEADER_LINKS, LEGAL_LINKS } from '@/features/public-site/content/site-content';
import { useAuth } from '@/lib/auth/auth-context';

/** The landing page opens with a full-bleed dark hero under a transparent header. */
const HERO_PATHS = ['/'] as const;

export function Component() {
  const { status } = useAuth();
  // The venue's name and contact from Venue Details (features/public-site/api/venue.queries.ts).
  const site = useSiteVenue();
  // The tagline and the footer's quotation are the venue's words (Pages > Home Page): none until it writes them.
  const home = useHomeContent();
  const venue = { ...site, tagline: home?.tagline ?? '' };
  const quote = home?.footer_quote ?? { text: '', reference: '' };
  const footer = { venue, social: venue.social, scripture: quote, groups: FOOTER_GROUPS, legal: LEGAL_LINKS };
  // While a stored session is being confirmed it is most likely valid, so offer the dashboard rather than flicker.
  return <PublicLayout links={HEADER_LINKS} footer={footer} signedIn={status !== 'anonymous'} heroPaths={HERO_PATHS} />;
}
