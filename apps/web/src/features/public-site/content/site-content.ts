/**
 * The public site's fixed words in one place (its navigation and the demo's facility cards), so marketing copy changes never touch layout code. Icons are chosen by the
 * components from the `icon` keys, which keeps this module free of React and MUI.
 */
import type { TPublicNavLink } from '@/components/public-layout/public-nav';

// The venue's name, contact and town are data an admin edits (Venue Details): every public page reads them through
// useSiteVenue (api/venue.queries.ts), social links included; nothing here names the venue.

export type TNavLink = TPublicNavLink;

export const HEADER_LINKS: TNavLink[] = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About Us' },
  { to: '/services', label: 'Services' },
  { to: '/rates', label: 'Rates' },
  { to: '/facilities', label: 'Facilities' },
  { to: '/partner', label: 'Partner With Us' },
  { to: '/reviews', label: 'Reviews' },
  { to: '/contact', label: 'Contact' },
];

export const FOOTER_GROUPS: { title: string; links: TNavLink[] }[] = [
  {
    title: 'Explore',
    links: [
      { to: '/about', label: 'About Us' },
      { to: '/#services', label: 'Our Services' },
      { to: '/gallery', label: 'Gallery' },
      { to: '/testimonials', label: 'Testimonials' },
      { to: '/contact', label: 'Contact' },
    ],
  },
  {
    title: 'Celebrations',
    links: [
      { to: '/services/weddings', label: 'Weddings' },
      { to: '/services/corporate', label: 'Corporate Events' },
      { to: '/services/retreats', label: 'Retreats' },
      { to: '/services/team-building', label: 'Team Building' },
      { to: '/services/camping', label: 'Camping' },
    ],
  },
];

export const LEGAL_LINKS: TNavLink[] = [
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Service' },
];

/** "Angelic Field" -> "angelic-field": a facility's name as it appears in a link. */
export const facilitySlug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

// The home page's figures, testimonials and highlights are the venue's (Pages > Home Page; shared/site/home-content.ts).

// The services' cards, the header's tagline and the footer's quotation are the venue's too (Pages > Home Page).
