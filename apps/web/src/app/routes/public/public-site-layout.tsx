import { PublicLayout } from '@/components/public-layout/public-layout';
import { FOOTER_GROUPS, HEADER_LINKS, LEGAL_LINKS, SCRIPTURE, SOCIAL_LINKS, VENUE } from '@/features/public-site/content/site-content';
import { useAuth } from '@/lib/auth/auth-context';

/** Landing and /about open with a full-bleed dark hero under a transparent header. */
const HERO_PATHS = ['/', '/about'] as const;
const FOOTER = { venue: VENUE, social: SOCIAL_LINKS, scripture: SCRIPTURE, groups: FOOTER_GROUPS, legal: LEGAL_LINKS };

export function Component() {
  const { status } = useAuth();
  // While a stored session is being confirmed it is most likely valid, so offer the dashboard rather than flicker.
  return <PublicLayout links={HEADER_LINKS} footer={FOOTER} signedIn={status !== 'anonymous'} heroPaths={HERO_PATHS} />;
}
