import type { Config, DOMPurify, WindowLike } from 'dompurify';
import { finishSanitizedNode, sanitizeConfig, type TSanitizeMode } from '@venue/shared/communications/sanitize-rules';

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

export type { TSanitizeMode };

/** HTML that came out of the sanitizer (or was built escaped): the only HTML a record or message stores. */
export type TSafeHtml = string & { readonly __safeHtml: true };

const MODES: Record<'strict' | 'email', Config> = { strict: sanitizeConfig('strict'), email: sanitizeConfig('email') };

// jsdom takes a few hundred milliseconds to load: one window per process, made on first use.
let purifier: Promise<DOMPurify> | undefined;
function purify(): Promise<DOMPurify> {
  purifier ??= (async () => {
    const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([import('jsdom'), import('dompurify')]);
    const instance = createDOMPurify(new JSDOM('').window as unknown as WindowLike);
    instance.addHook('afterSanitizeAttributes', finishSanitizedNode);
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
