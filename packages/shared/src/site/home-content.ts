/**
 * The home page's words as the venue wrote them (Staff console > Pages > Home Page), in a module free of zod: the
 * landing page's chunk reads it (home.schema.ts validates a save). Every part is optional: a part left empty is not
 * shown, so a new install's home page claims nothing the venue did not write.
 */
export type THomeFigure = { label: string; value: string };
export type THomeTestimonial = { quote: string; name: string; event: string };
/** A card of the "Our Services" section: what the venue hosts, linking to a page of its site. */
export type THomeService = { title: string; description: string; link: string };
export type THomeContent = {
  /** The line under the venue's name in the public header and footer. */
  tagline: string;
  /** Empty texts fall back to the venue's location (overline) and the site's plain words (title, subtitle). */
  hero: { overline: string; title: string; subtitle: string };
  /** The line under "Facilities and Amenities". */
  grounds_intro: string;
  /** Short claims shown as badges (accreditations, permits). */
  highlights: string[];
  /** The heading over the figures and testimonials. */
  trust: { overline: string; title: string; text: string };
  figures: THomeFigure[];
  testimonials: THomeTestimonial[];
  /** The words of the closing "Ready to Create Memories?" call to action, above its buttons. */
  closing: string;
  /** The "Our Services" cards; the section is not drawn without one. */
  services: THomeService[];
  /** A quotation in the footer (a motto, a verse), with its source. */
  footer_quote: { text: string; reference: string };
};

/** What a new install's home page has: nothing but the hero and the way to book. */
export const EMPTY_HOME_CONTENT: THomeContent = {
  hero: { overline: '', title: '', subtitle: '' },
  grounds_intro: '',
  highlights: [],
  trust: { overline: '', title: '', text: '' },
  figures: [],
  testimonials: [],
  closing: '',
  tagline: '',
  services: [],
  footer_quote: { text: '', reference: '' },
};

/** The hero's words when the venue wrote none: no claim about the place, only what the site does. */
export const HOME_HERO_DEFAULTS = {
  title: 'Book Your Event',
  subtitle: 'Check a date, reserve it online and follow every detail in your Client Portal.',
  signedInSubtitle: 'Pick up where you left off: follow your events, quotes, contracts and payments, or reserve a new date.',
  trustTitle: 'What Our Guests Say',
  closing: 'Reserve your date today: our team is ready to help with yours.',
};

/**
 * The demo venue's home page (Havila Gardens, sample figures of spec section 1): what the demo seed writes and
 * what the prerendered pages are built with.
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
