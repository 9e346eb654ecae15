/**
 * Spec section 9: an access token lives 30 minutes. Here, apart from the token schemas, so the browser's main
 * chunk can read it (the page-session cookie's lifetime) without carrying zod.
 */
export const ACCESS_TOKEN_MINUTES = 30;
