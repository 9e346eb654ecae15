import type { QueryKey } from '@tanstack/react-query';

/**
 * The first segment of every feature's query keys. Features never import each other, so a mutation that makes
 * another feature's data stale names that feature's root here (in its `meta.invalidates`), and the query
 * client's MutationCache refreshes it (lib/query-client.ts). Each feature's key factory starts from its root.
 */
export const QUERY_ROOTS = {
  events: ['events'],
  dashboard: ['dashboard'],
  contracts: ['contracts'],
  quotes: ['quotes'],
  payments: ['payments'],
  search: ['search'],
  profile: ['profile'],
  // The signed-in person's private calendar feed (its state; the address itself is never fetched again).
  calendarFeed: ['calendar-feed'],
  communications: ['communications'],
  notifications: ['notifications'],
  messages: ['messages'],
  // Data Privacy Act requests: the client's deletion request, and the admins' list of them.
  privacy: ['privacy'],
  // The extras a client can ask for (the venue's public catalogue of add-ons).
  cart: ['cart'],
  // The staff console's features (lazy routes under /staff).
  staffToday: ['staff-today'],
  staffClients: ['staff-clients'],
  staffEvents: ['staff-events'],
  staffAdmin: ['staff-admin'],
  staffMoney: ['staff-money'],
  staffReminders: ['staff-reminders'],
  staffPrices: ['staff-prices'],
  staffSpaces: ['staff-spaces'],
  staffQuestionnaires: ['staff-questionnaires'],
  staffBookingFlows: ['staff-booking-flows'],
  staffCalendar: ['staff-calendar'],
  staffInquiries: ['staff-inquiries'],
  // The venue's reports and which of them staff may read (issue 41).
  staffReports: ['staff-reports'],
  // The booking wizard (lazy route /booking).
  booking: ['booking'],
  // The public site's pages the admins write (site_pages), read by the public pages and the consent checkboxes.
  sitePages: ['site-pages'],
  // The venue's details (Venue Details): the public layout reads them, the staff console edits them.
  venue: ['venue'],
  // The active facilities the public site lists (Spaces in the staff console edits them).
  facilities: ['facilities'],
  // First run: the staff console's setup checklist and the public site's "is booking open" (features/venue-setup).
  venueSetup: ['venue-setup'],
} as const satisfies Record<string, QueryKey>;
