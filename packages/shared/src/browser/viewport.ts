/**
 * The screen widths a page is drawn for on the server, from what the browser says of itself (server
 * lib/viewport-guess.ts picks one; web lib/server-viewport.ts answers media queries for it).
 */
export const VIEWPORT_WIDTHS = { phone: 375, tablet: 800, desktop: 1280 } as const;
