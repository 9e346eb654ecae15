import { z } from 'zod';

/**
 * First run (issue 27, point 8): what an admin sets up before the public booking opens. The server decides each
 * item from what was saved (modules/setup); the order here is the order the checklist shows.
 */
export const SETUP_ITEM_KEYS = ['venue_details', 'space', 'event_type_flow', 'payment_settings', 'terms_privacy'] as const;
export type TSetupItemKey = (typeof SETUP_ITEM_KEYS)[number];

/** Each item's plain title, one-line hint, and the staff screen that completes it (with its button's words). */
export const SETUP_ITEMS: Record<TSetupItemKey, { title: string; hint: string; to: string; action: string }> = {
  venue_details: {
    title: 'Venue Details',
    hint: "Check your venue's name, address and contact details, then save them.",
    to: '/staff/venue',
    action: 'Open Venue Details',
  },
  space: {
    title: 'A Space Guests Can Book',
    hint: 'Add a space, or open one of yours and save it, and keep at least one active.',
    to: '/staff/spaces',
    action: 'Open Spaces',
  },
  event_type_flow: {
    title: 'An Event Type and Its Booking Flow',
    hint: 'Review and save the booking flow of an active event type.',
    to: '/staff/booking-flows',
    action: 'Open Booking Flows',
  },
  payment_settings: {
    title: 'Payments & Refunds',
    hint: 'Check the deposit, balance and refund rules and your bank details, then save them.',
    to: '/staff/payment-settings',
    action: 'Open Payments & Refunds',
  },
  terms_privacy: {
    title: 'Terms and Privacy',
    hint: 'Publish your own version of the Terms of Service and of the Privacy Policy.',
    to: '/staff/pages',
    action: 'Open Pages',
  },
};

/** The public booking's answer while the venue is not set up yet (503, code "unavailable"). */
export const BOOKING_CLOSED_DETAIL = 'Online booking is not open yet. Please contact the venue to book your event.';

export const ZSetupItem = z.object({
  key: z.enum(SETUP_ITEM_KEYS),
  title: z.string(),
  hint: z.string(),
  to: z.string(),
  action: z.string(),
  done: z.boolean(),
});
export type TSetupItem = z.infer<typeof ZSetupItem>;

/**
 * Something set up that a visitor cannot book (issue 39, point 2), in words, with the screen that fixes it;
 * `flow_id` names the flow it is about (the flow editor shows its own), null for a package no flow offers.
 */
export const ZSetupWarning = z.object({ text: z.string(), to: z.string(), action: z.string(), flow_id: z.number().int().nullable() });
export type TSetupWarning = z.infer<typeof ZSetupWarning>;

/** GET /api/staff/setup/: the checklist now, and whether the public booking is open (it stays open once it was done). */
export const ZSetupState = z.object({
  items: z.array(ZSetupItem),
  /** Every item is done now. */
  complete: z.boolean(),
  booking_open: z.boolean(),
  /** When the checklist was first found done (ISO instant), or null. */
  completed_at: z.string().nullable(),
  warnings: z.array(ZSetupWarning),
});
export type TSetupState = z.infer<typeof ZSetupState>;

/** GET /api/site/booking-status/: what the public site reads before it offers the wizard. */
export const ZBookingStatus = z.object({ booking_open: z.boolean() });
export type TBookingStatus = z.infer<typeof ZBookingStatus>;
