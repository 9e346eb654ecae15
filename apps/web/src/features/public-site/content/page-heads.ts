/**
 * Each public page's hero words while its stored page loads (site-page-content.tsx), keyed by path; kept apart from
 * site-content.ts so the landing page does not carry them.
 */
export const PAGE_HEADS: Record<string, { title: string; description: string }> = {
  '/services': {
    title: 'Our Services',
    description: 'Weddings, corporate events, retreats, team building and camping, planned with one dedicated coordinator.',
  },
  '/rates': {
    title: 'Rates & Packages',
    description: 'Transparent venue rates and all-in packages for every season and guest count.',
  },
  '/partner': {
    title: 'Partner With Us',
    description: 'Caterers, stylists, photographers and suppliers: join our list of trusted partners.',
  },
  '/reviews': {
    title: 'Reviews',
    description: 'What couples, companies and parishes say after celebrating with us.',
  },
  '/contact': {
    title: 'Contact Us',
    description: 'Questions, ocular visits and special requests: our events team is happy to help.',
  },
  '/privacy': {
    title: 'Privacy Policy',
    description: 'How we collect, use and protect your personal information under the Data Privacy Act of 2012.',
  },
  '/terms': {
    title: 'Terms of Service',
    description: 'The terms that apply to bookings, payments, cancellations and use of the Client Portal.',
  },
  '/services/weddings': {
    title: 'Weddings',
    description: 'Ceremonies and receptions, planned with one dedicated coordinator.',
  },
  '/services/corporate': {
    title: 'Corporate Events',
    description: 'Planning sessions, year-end parties and conferences, with the space and meals arranged for you.',
  },
  '/services/retreats': {
    title: 'Retreats',
    description: 'Recollections and multi-day retreats in a quiet setting.',
  },
  '/services/team-building': {
    title: 'Team Building',
    description: 'Facilitated programs and open-field games designed around your team goals.',
  },
  '/services/camping': {
    title: 'Camping',
    description: 'Camping for scouts, youth groups and families.',
  },
  '/gallery': {
    title: 'Gallery',
    description: 'Moments from weddings, retreats and gatherings on our grounds.',
  },
  '/testimonials': {
    title: 'Testimonials',
    description: 'Stories from the families, couples and teams who celebrated with us.',
  },
};
