import { PublicLayout } from '@/components/public-layout/public-layout';
import { useSiteVenue } from '@/features/public-site/api/venue.queries';
import { FOOTER_GROUPS, HEADER_LINKS, LEGAL_LINKS, SCRIPTURE } from '@/features/public-site/content/site-content';
import { useAuth } from '@/lib/auth/auth-context';

/** The landing page opens with a full-bleed dark hero under a transparent header. */
const HERO_PATHS = ['/'] as const;

export function Component() {
  const { status } = useAuth();
  // The venue's name and contact from Venue Details (features/public-site/api/venue.queries.ts).
  const venue = useSiteVenue();
  const footer = { venue, social: venue.social, scripture: SCRIPTURE, groups: FOOTER_GROUPS, legal: LEGAL_LINKS };
  // While a stored session is being confirmed it is most likely valid, so offer the dashboard rather than flicker.
  return <PublicLayout links={HEADER_LINKS} footer={footer} signedIn={status !== 'anonymous'} heroPaths={HERO_PATHS} />;
}
