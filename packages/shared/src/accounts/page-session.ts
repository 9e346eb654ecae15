/**
 * The cookie that tells the server, on a page request, whose page to draw: it holds the browser's current access
 * token, written beside the stored session (web lib/storage.ts) and removed with it. The API never reads it (its
 * calls carry the token in their Authorization header, so a cookie alone can change nothing); only the page
 * renderer (server plugins/spa.ts) does, to send a signed-in page with its data in the first answer.
 */
export const PAGE_SESSION_COOKIE = 'venue_portal_page_session';
