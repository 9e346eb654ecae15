import type { Config, DOMPurify, WindowLike } from 'dompurify';

/**
 * The server's sanitizer for HTML people write into communications (spec document 2, "Communication content"),
 * DOMPurify on a jsdom window, in the spec's two modes:
 * - strict: p, br, strong, b, em, i, u and no attributes (message bodies);
 * - email (also "content"): a broader set of text, list, table and image tags with only the attributes href,
 *   src, alt, title, class, width, height and align (e-mail bodies the venue writes).
 * In both, script, object, embed, form, input, button, iframe and svg go with their content, inline event
 * handlers and styles go, `javascript:` (any scheme but http, https, mailto, tel) is stripped, and every link
 * opens in a new tab with rel="noopener noreferrer". The browser sanitizes again before showing it.
 */
export type TSanitizeMode = 'strict' | 'email' | 'content';

/** HTML that came out of the sanitizer (or was built escaped): the only HTML a record or message stores. */
export type TSafeHtml = string & { readonly __safeHtml: true };

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
const SAFE_URI = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

const common: Config = {
  FORBID_TAGS: FORBIDDEN_TAGS,
  FORBID_ATTR: ['style'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  ALLOWED_URI_REGEXP: SAFE_URI,
  // data: images would let a sender embed anything the browser decodes; e-mail images are linked.
  ADD_DATA_URI_TAGS: [],
  RETURN_TRUSTED_TYPE: false,
};
const MODES: Record<'strict' | 'email', Config> = {
  strict: { ...common, ALLOWED_TAGS: STRICT_TAGS, ALLOWED_ATTR: [] },
  email: { ...common, ALLOWED_TAGS: EMAIL_TAGS, ALLOWED_ATTR: EMAIL_ATTRIBUTES },
};

// jsdom takes a few hundred milliseconds to load: one window per process, made on first use.
let purifier: Promise<DOMPurify> | undefined;
function purify(): Promise<DOMPurify> {
  purifier ??= (async () => {
    const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([import('jsdom'), import('dompurify')]);
    const instance = createDOMPurify(new JSDOM('').window as unknown as WindowLike);
    instance.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A') {
        if (node.hasAttribute('href')) {
          node.setAttribute('target', '_blank');
          node.setAttribute('rel', 'noopener noreferrer');
        }
      }
      // data: survives DOMPurify's URI check for images; an e-mail image must be an address.
      if (node.tagName === 'IMG' && /^\s*data:/i.test(node.getAttribute('src') ?? '')) node.removeAttribute('src');
    });
    return instance;
  })();
  return purifier;
}

/** Loads the sanitizer ahead of the first message (the server calls it at start, off the request path). */
export const warmSanitizer = () => purify().then(() => undefined);

export async function sanitizeHtml(html: string, mode: TSanitizeMode): Promise<TSafeHtml> {
  const config = MODES[mode === 'strict' ? 'strict' : 'email'];
  return (await purify()).sanitize(html, config) as TSafeHtml;
}
