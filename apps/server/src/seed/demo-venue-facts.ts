import type { THomeContent } from '@venue/shared/site/home-content';
import type { TVenueDetails, TVenueDetailsValues } from '@venue/shared/site/venue-details.schema';

// The demo venue (Havila Gardens): its details and home page words live here, in the demo seed, and nowhere else a
// new install reads. The seed writes them (demo-venue.ts, demo-pages.ts, demo-setup.ts); tests compare with them.

/**
 * The demo venue's contact facts, for the demo seed and the tests only. Everything a person reads about a venue
 * comes from its Venue Details (packages/shared/src/site/venue-details.schema.ts), never from here.
 */
export const VENUE_CONTACT = {
  name: 'Havila Gardens',
  address: ['Sitio Maligaya, Brgy. Sampaloc', 'Tanay, Rizal 1980, Philippines'],
  phone: { display: '+63 917 842 5561', href: 'tel:+639178425561' },
  landline: { display: '(02) 8654 3120', href: 'tel:+63286543120' },
  email: 'events@havilagardens.ph',
} as const;

/** The demo's details (Havila Gardens), as GET /api/site/venue/ answers them once the demo seed has run. */
export const DEMO_VENUE_DETAILS: TVenueDetails = {
  name: VENUE_CONTACT.name,
  legal_name: 'Havila Gardens Inc.',
  address_line_1: VENUE_CONTACT.address[0],
  address_line_2: VENUE_CONTACT.address[1],
  map_url: 'https://maps.google.com/?q=Havila+Gardens+Tanay+Rizal',
  phone: VENUE_CONTACT.phone.display,
  landline: VENUE_CONTACT.landline.display,
  email: VENUE_CONTACT.email,
  // When the demo's team answers: every page, e-mail and text a guest reads takes the venue's own from here.
  support_hours: '8AM-8PM daily',
  facebook_url: 'https://www.facebook.com/havilagardens',
  instagram_url: 'https://www.instagram.com/havilagardens',
  youtube_url: 'https://www.youtube.com/@havilagardens',
  brand_color: '#2E5E3E',
  email_sender_name: VENUE_CONTACT.name,
  document_business_name: VENUE_CONTACT.name,
  document_address: 'Sitio Maligaya, Brgy. Sampaloc, Tanay, Rizal 1980, Philippines',
  tin: '',
  vat_registered: true,
  document_footer: '',
  version: 1,
  logo_url: null,
  updated_at: '2026-11-28T00:00:00.000Z',
};

const { version: _version, logo_url: _logo, updated_at: _at, ...demoValues } = DEMO_VENUE_DETAILS;
/** The demo's details as an admin's save holds them: what the demo seed writes. */
export const DEMO_VENUE_VALUES: TVenueDetailsValues = demoValues;

/**
 * The demo venue's home page (Havila Gardens, sample figures of spec section 1): what the demo seed writes.
 */
export const DEMO_HOME_CONTENT: THomeContent = {
  hero: {
    overline: 'Tanay, Rizal · Weddings · Retreats · Team Building · Camping',
    title: 'Book Your Event',
    subtitle:
      'A garden chapel, an open-air pavilion and green fields an hour from Manila. Check a date, reserve it online and follow every detail in your Client Portal.',
  },
  grounds_intro: 'Twelve hectares of gardens and fields in the foothills of the Sierra Madre, with a space for every kind of gathering.',
  highlights: ['DOT-accredited venue', 'LGU safety permit', 'Fire safety inspected', 'Food-safe catering partners'],
  trust: {
    overline: 'Trusted since 2009',
    title: 'Celebrations Our Guests Remember',
    text: 'Families, parishes and companies return to us year after year.',
  },
  figures: [
    { value: '2,450', label: 'Total events' },
    { value: '2,000', label: 'Completed' },
    { value: '23', label: 'Active now' },
    { value: '156', label: 'This month' },
    { value: '98%', label: 'Satisfaction' },
  ],
  testimonials: [
    {
      quote: 'From the chapel to the reception at the Pavilion, every detail felt personal. Our guests still talk about the sunset on the Angelic Field.',
      name: 'Bea & Miguel Dela Cruz',
      event: 'Wedding, February 2026',
    },
    {
      quote: 'Three days, eighty staff, zero stress. The team handled meals, lodging at Havila and the sports fest so we could focus on our people.',
      name: 'Carla Mendoza',
      event: 'Company retreat, Manila-based fintech',
    },
    {
      quote: 'Our parish youth camp has come back every summer for six years. Safe grounds, kind staff and the best campfire nights.',
      name: 'Fr. Ramon Villanueva',
      event: 'Parish youth camp',
    },
    {
      quote: 'Booking online was simple, and the portal kept our quote, contract and payments in one place. Highly recommended for busy couples.',
      name: 'Trisha & Paolo Santos',
      event: 'Garden wedding, October 2025',
    },
  ],
  closing: 'Reserve your date today. Join the 500+ happy couples who have said \u201cI do\u201d on our grounds: our team is ready to help with yours.',
  tagline: 'Events & Retreat Center',
  services: [
    {
      title: 'Weddings',
      description: 'Chapel or garden ceremonies with receptions for up to 200 guests, styled to your story.',
      link: '/services/weddings',
    },
    {
      title: 'Team Building',
      description: 'Facilitated games, workshops and open-field activities that bring teams closer.',
      link: '/services/team-building',
    },
    {
      title: 'Retreats',
      description: 'Quiet grounds, prayer spaces and overnight lodging for recollections and spiritual retreats.',
      link: '/services/retreats',
    },
    {
      title: 'Camping',
      description: 'Tent sites, campfire circles and hostel beds for scouts, youth groups and families.',
      link: '/services/camping',
    },
  ],
  footer_quote: {
    text: 'And over all these virtues put on love, which binds them all together in perfect unity.',
    reference: 'Colossians 3:14',
  },
};
