import type { IncomingHttpHeaders } from 'node:http';

/**
 * The screen width a page request most likely comes from, so the server draws the layout the browser will pick
 * (web lib/server-viewport.ts): a phone, a tablet or a computer, as the browser says of itself. A wrong guess
 * costs only speed: the browser then draws the page afresh instead of taking the markup over.
 */
export const PHONE_WIDTH = 375;
export const TABLET_WIDTH = 800;
export const DESKTOP_WIDTH = 1280;

export function viewportWidthOf(headers: IncomingHttpHeaders): number {
  if (headers['sec-ch-ua-mobile'] === '?1') return PHONE_WIDTH;
  const agent = String(headers['user-agent'] ?? '');
  if (/\bMobi|iPhone|iPod/.test(agent)) return PHONE_WIDTH;
  if (/iPad|Tablet|Android/.test(agent)) return TABLET_WIDTH;
  return DESKTOP_WIDTH;
}
