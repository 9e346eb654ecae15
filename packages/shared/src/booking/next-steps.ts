/**
 * What the booking's pages and e-mails promise on the venue's behalf (issue 39, point 3: every venue fact comes
 * from the venue's settings). The spec's "coordinator contact within 24 hours", "quote reply within 24 hours" and
 * "date changes at least 14 days in advance" are one venue's figures; no venue setting holds them, so a new
 * install does not promise them in numbers it never chose. Support hours come from Venue Details; how long a
 * quote request holds the date, from the flow's payment step.
 */
export const NEXT_STEP_TEXT = {
  coordinator: 'Our event coordinator will contact you to plan the details.',
  dateChanges: 'If you need to change the date, please tell us as early as you can.',
  quoteByEmail: 'We send your quote by email.',
  /** The confirmation step of a quote request: nothing is paid, nothing is booked yet. */
  quoteConfirm: 'Check the summary below, then send your request. Nothing is charged: we prepare your quote and send it to you by email.',
  quotePrepared: 'Our event coordinator prepares your quote and sends it to you by email.',
  quoteAccepted: 'Once you accept the quote, we confirm your booking with you.',
  /** The quote option's card in the payment step, when the flow wrote no description of its own. */
  quoteHold: (days: number) => `We hold your date for ${days} day${days === 1 ? '' : 's'} while we prepare your quote.`,
} as const;
