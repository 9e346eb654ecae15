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

export type TFacilityIcon = 'chapel' | 'cabana' | 'pavilion' | 'field' | 'garden' | 'hostel';

export const FACILITIES: { name: string; capacity: string; description: string; icon: TFacilityIcon }[] = [
  {
    name: 'Sanctuary',
    capacity: 'Chapel ceremonies',
    description: 'A light-filled garden chapel with a center aisle made for processionals, vows and quiet worship.',
    icon: 'chapel',
  },
  {
    name: 'Cabanas',
    capacity: '4 units · 6-10 people each',
    description: 'Shaded private cabanas for families, bridal preparations and small-group breakouts.',
    icon: 'cabana',
  },
  {
    name: 'Pavilion',
    capacity: '100-200 people',
    description: 'Our covered function hall for receptions, conferences and programs, rain or shine.',
    icon: 'pavilion',
  },
  {
    name: 'Open-Field',
    capacity: 'Outdoor gatherings',
    description: 'Rolling lawns for garden receptions, sports fests, team games and starlit socials.',
    icon: 'field',
  },
  {
    name: 'Angelic Field',
    capacity: 'Garden ceremonies',
    description: 'A secluded lawn framed by old acacias and the Sierra Madre, loved for sunset weddings.',
    icon: 'garden',
  },
  {
    name: 'Havila',
    capacity: 'Hostel · 150-300 people overnight',
    description: 'Clean, simple dormitory lodging for retreats, youth camps and multi-day company outings.',
    icon: 'hostel',
  },
];

/** "Angelic Field" -> "angelic-field": a facility's name as it appears in a link. */
export const facilitySlug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

// The home page's figures, testimonials and highlights are the venue's (Pages > Home Page; shared/site/home-content.ts).

// The services' cards, the header's tagline and the footer's quotation are the venue's too (Pages > Home Page).
