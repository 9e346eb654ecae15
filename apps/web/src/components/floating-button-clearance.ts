/**
 * The room the accessibility button (fixed at the bottom left: 12 px from the edge, 48 px tall, a 2 px border)
 * needs below the last content of a page, so that content can always scroll clear of it instead of sitting under
 * it. Every layout's bottom padding is at least this, in px.
 */
export const FLOATING_BUTTON_CLEARANCE = 80;
