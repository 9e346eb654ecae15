import { PublicLayout } from '@/components/public-layout/public-layout';
import { useQuery } from '@tanstack/react-query';
import { useHomeContent } from '@/features/public-site/api/home.queries';
import { linkLeadsSomewhere, publishedPagesQuery } from '@/features/public-site/api/site-pages.queries';
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
  // Links to the venue's own pages only once it has published them.
  const published = useQuery(publishedPagesQuery()).data?.published;
  const leads = (link: { to: string }) => linkLeadsSomewhere(link.to, published);
  const groups = FOOTER_GROUPS.map((g) => ({ ...g, links: g.links.filter(leads) })).filter((g) => g.links.length > 0);
  const footer = { venue, social: venue.social, scripture: quote, groups, legal: LEGAL_LINKS.filter(leads) };
  // While a stored session is being confirmed it is most likely valid, so offer the dashboard rather than flicker.
  return <PublicLayout links={HEADER_LINKS.filter(leads)} footer={footer} signedIn={status !== 'anonymous'} heroPaths={HERO_PATHS} />;
}
