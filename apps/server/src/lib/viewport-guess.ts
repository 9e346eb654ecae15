import type { IncomingHttpHeaders } from 'node:http';
import { VIEWPORT_WIDTHS } from '@venue/shared/browser/viewport';

/**
 * The screen width a page request most likely comes from, as the browser says of itself: a phone, a tablet or a
 * computer. The server draws that layout (web lib/server-viewport.ts), and the browser hydrates it as drawn; a wrong
 * guess (a narrow window on a computer) costs one redraw once the page is taken over.
 */
export function viewportWidthOf(headers: IncomingHttpHeaders): number {
  if (headers['sec-ch-ua-mobile'] === '?1') return VIEWPORT_WIDTHS.phone;
  const agent = String(headers['user-agent'] ?? '');
  if (/\bMobi|iPhone|iPod/.test(agent)) return VIEWPORT_WIDTHS.phone;
  if (/iPad|Tablet|Android/.test(agent)) return VIEWPORT_WIDTHS.tablet;
  return VIEWPORT_WIDTHS.desktop;
}
