import { finishSanitizedNode, sanitizeConfig, type TSanitizeMode } from '@venue/shared/communications/sanitize-rules';
import DOMPurify, { type DOMPurify as TDOMPurify } from 'dompurify';

// An instance of our own: the link hook must not reach the contract screens, which use DOMPurify's default one.
let purifier: TDOMPurify | undefined;
function purify(): TDOMPurify {
  if (!purifier) {
    purifier = DOMPurify(window);
    purifier.addHook('afterSanitizeAttributes', finishSanitizedNode);
  }
  return purifier;
}

/**
 * Communication HTML (e-mail records, message bodies) sanitized again in the browser with the server's rules,
 * whatever the server stored: links open in a new tab with noopener, scripts, handlers and styles go.
 */
export function safeHtml(html: string, mode: TSanitizeMode): string {
  return purify().sanitize(html, sanitizeConfig(mode)) as string;
}
