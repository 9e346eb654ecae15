import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * How a prerendered page's CSS is handed to the browser's app (scripts/prerender.ts writes it, this reads it).
 *
 * Moving or re-inserting a <style> element makes the browser parse it again and restyle the whole page, and
 * emotion's hydration does both: its default cache moves server styles to the end of <head>, and its sheets put
 * every adopted element (the component styles, each <Global>'s) back in place with insertBefore, which moves it
 * even where it already is. So a page's tags are written in emotion's order (theme variables, global styles,
 * component styles), marked `data-s` so the default cache leaves them alone, under a key of the app's own; and
 * the browser's cache inserts through a container that leaves an element already in <head> where it is.
 */
export const EMOTION_KEY = 'venue';

/** The theme's CSS variables (both colour schemes) travel as a plain stylesheet the app does not manage. */
export const THEME_VARS_ATTRIBUTE = 'data-theme-vars';

/** True in a page whose HTML carries the theme's variables: MUI then need not generate and insert them again. */
export function pageHasThemeVars(): boolean {
  return typeof document !== 'undefined' && document.querySelector(`style[${THEME_VARS_ATTRIBUTE}]`) !== null;
}

/** The browser's emotion cache: adopts a prerendered page's styles in place, or starts empty in the shell. */
export function createBrowserEmotionCache(): EmotionCache {
  const prerendered = document.querySelector(`style[data-emotion^="${EMOTION_KEY} "]`);
  const insertionPoint = prerendered?.previousElementSibling;
  return createCache({
    key: EMOTION_KEY,
    container: headKeepingAdoptedStyles() as unknown as Node,
    insertionPoint: insertionPoint instanceof HTMLElement ? insertionPoint : undefined,
  });
}

/** The two members of a container that emotion's sheets use; elements already in <head> stay put. */
function headKeepingAdoptedStyles(): Pick<Node, 'insertBefore' | 'firstChild'> {
  const head = document.head;
  return {
    insertBefore: <T extends Node>(node: T, before: Node | null): T => (node.parentNode === head ? node : head.insertBefore(node, before)),
    get firstChild() {
      return head.firstChild;
    },
  };
}
