/** Facts about the venue that code on the landing page needs without loading zod. */
export const VENUE_TIMEZONE = 'Asia/Manila';
export const DEFAULT_MIN_ADVANCE_DAYS = 7;
export const DEFAULT_MAX_ADVANCE_DAYS = 365;
