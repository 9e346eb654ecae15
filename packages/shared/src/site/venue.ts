/** Facts about the venue that code on the landing page needs without loading zod. */
export const VENUE_TIMEZONE = 'Asia/Manila';
export const DEFAULT_MIN_ADVANCE_DAYS = 7;
export const DEFAULT_MAX_ADVANCE_DAYS = 365;

/**
 * The demo venue's contact facts, for the demo seed's pages and the tests only. Everything a person reads about a
 * venue comes from its Venue Details (venue-details.schema.ts), never from here.
 */
export const VENUE_CONTACT = {
  name: 'Havila Gardens',
  address: ['Sitio Maligaya, Brgy. Sampaloc', 'Tanay, Rizal 1980, Philippines'],
  phone: { display: '+63 917 842 5561', href: 'tel:+639178425561' },
  landline: { display: '(02) 8654 3120', href: 'tel:+63286543120' },
  email: 'events@havilagardens.ph',
} as const;
