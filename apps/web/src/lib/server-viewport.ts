import { VIEWPORT_WIDTHS } from '@venue/shared/browser/viewport';

/**
 * The screen width a server-rendered page was drawn for: on the server, set per request from what the browser said
 * of itself (prerender/render-page.tsx); in the browser, read from the page's data before it is taken over
 * (app/mount-app.tsx). MUI's media queries answer for that width while the page is drawn and hydrated (the theme's
 * `ssrMatchMedia`), so the layouts that pick phone or desktop in script (the portal's drawer, tables shown as cards)
 * hydrate the markup unchanged; once hydrated they answer for the real screen, and redraw only if the guess was
 * wrong.
 */

export const DESKTOP_WIDTH = VIEWPORT_WIDTHS.desktop;
let widthNow: () => number = () => DESKTOP_WIDTH;

export function setServerViewport(width: () => number): void {
  widthNow = width;
}

/** Whether a width meets a media query made of min-width / max-width features in px (MUI's breakpoints). */
export function widthMatches(query: string, width: number): boolean {
  const features = [...query.matchAll(/\(\s*(min|max)-width\s*:\s*([\d.]+)px\s*\)/g)];
  if (features.length === 0 || /,|\bnot\b|\bonly\b|\bprint\b/.test(query)) return false;
  return features.every(([, kind, px]) => (kind === 'min' ? width >= Number(px) : width <= Number(px)));
}

/** MUI's `ssrMatchMedia`: a media query as met on the screen the page is drawn for. */
export const ssrMatchMedia = (query: string): { matches: boolean } => ({ matches: widthMatches(query, widthNow()) });
