/**
 * Spec document 2, "Communication content": what HTML a communication may carry, in the spec's two modes. The
 * lists live here so the server (DOMPurify on jsdom, when storing) and the browser (DOMPurify on the page, when
 * showing) sanitize with the same rules; each side builds its own DOMPurify, since shared imports zod only.
 * - strict: p, br, strong, b, em, i, u and no attributes (message bodies);
 * - email (also "content"): text, list, table and image tags with href, src, alt, title, class, width, height
 *   and align (e-mail bodies the venue writes).
 */
export type TSanitizeMode = 'strict' | 'email' | 'content';

export const STRICT_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u'];
export const EMAIL_TAGS = [
  ...STRICT_TAGS,
  'a',
  'span',
  'div',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'blockquote',
  'pre',
  'code',
  'hr',
  's',
  'sub',
  'sup',
  'small',
  'img',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
];
export const EMAIL_ATTRIBUTES = ['href', 'src', 'alt', 'title', 'class', 'width', 'height', 'align'];
/** Named so that no future widening of the allowed lists can let them in. */
export const FORBIDDEN_TAGS = [
  'script',
  'object',
  'embed',
  'form',
  'input',
  'button',
  'iframe',
  'svg',
  'math',
  'style',
  'link',
  'meta',
  'base',
  'textarea',
  'select',
];
/** http(s), mailto and tel, or a relative address; anything else (javascript:, data:, vbscript:) is dropped. */
export const SAFE_URI = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/** A DOMPurify configuration (structurally; shared does not import DOMPurify's types). */
export function sanitizeConfig(mode: TSanitizeMode) {
  const strict = mode === 'strict';
  return {
    ALLOWED_TAGS: strict ? STRICT_TAGS : EMAIL_TAGS,
    ALLOWED_ATTR: strict ? [] : EMAIL_ATTRIBUTES,
    FORBID_TAGS: FORBIDDEN_TAGS,
    FORBID_ATTR: ['style'],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
    ALLOWED_URI_REGEXP: SAFE_URI,
    // data: images would let a sender embed anything the browser decodes; e-mail images are linked.
    ADD_DATA_URI_TAGS: [] as string[],
    RETURN_TRUSTED_TYPE: false as const,
  };
}

/** The part of a DOM element the hook touches (shared has no DOM types). */
export interface TSanitizedNode {
  tagName: string;
  hasAttribute(name: string): boolean;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
}

/** What every link and image gets after sanitizing (DOMPurify's afterSanitizeAttributes hook, on both sides). */
export function finishSanitizedNode(node: TSanitizedNode) {
  if (node.tagName === 'A' && node.hasAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
  // data: survives DOMPurify's URI check for images; an e-mail image must be an address.
  if (node.tagName === 'IMG' && /^\s*data:/i.test(node.getAttribute('src') ?? '')) node.removeAttribute('src');
}
