/** Facts about the venue that code on the landing page needs without loading zod. */
export const VENUE_TIMEZONE = 'Asia/Manila';
export const DEFAULT_MIN_ADVANCE_DAYS = 7;
export const DEFAULT_MAX_ADVANCE_DAYS = 365;

/**
 * Who the venue is and how to reach it: the public site's contact section and footer, /booking/complete and every
 * e-mail's sender, reply-to and footer read these, so a client sees one address and one number everywhere.
 */
export const VENUE_CONTACT = {
  name: 'Havila Gardens',
  address: ['Sitio Maligaya, Brgy. Sampaloc', 'Tanay, Rizal 1980, Philippines'],
  phone: { display: '+63 917 842 5561', href: 'tel:+639178425561' },
  landline: { display: '(02) 8654 3120', href: 'tel:+63286543120' },
  email: 'events@havilagardens.ph',
} as const;
