import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import InitColorSchemeScript from '@mui/material/InitColorSchemeScript';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { Providers } from '@/app/providers';
import { routes } from '@/app/routes';
import { EMOTION_KEY, THEME_VARS_ATTRIBUTE } from '@/app/prerendered-styles';
import { COLOR_SCHEME_OPTIONS, CSS_VAR_PREFIX } from '@/app/theme';

export { PRERENDERED_PAGES } from '@/prerender/prerendered-pages';

export interface TRenderedPage {
  /** The markup inside #root. */
  html: string;
  /** The theme's CSS variables as a static <style>, the same for every page (the shell carries it too). */
  themeVars: string;
  /**
   * Emotion's <style> tags for that markup, in the order the browser's emotion cache expects them (see
   * app/prerendered-styles.ts): the global styles, then the component styles. They follow themeVars.
   */
  styles: string;
}

/** Renders one public page as a visitor first sees it (no session, default settings). Run at build time. */
export async function renderPage(path: string): Promise<TRenderedPage> {
  const { query, dataRoutes } = createStaticHandler(routes);
  const context = await query(new Request(`http://prerender.invalid${path}`));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status}: only plain pages can be prerendered`);
  const router = createStaticRouter(dataRoutes, context);
  const cache = createCache({ key: EMOTION_KEY });
  const { extractCriticalToChunks } = createEmotionServer(cache);
  const html = renderToString(
    <CacheProvider value={cache}>
      <Providers>
        {/* No hydration data: there are no loaders, and its inline script would break the CSP. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </CacheProvider>,
  );
  // Besides the classes in the markup, emotion made the intermediate styles of composed components (MUI's
  // styled(Typography) and the like), which the browser would otherwise compile again while hydrating.
  const everyClass = Object.keys(cache.inserted)
    .map((id) => `${cache.key}-${id}`)
    .join(' ');
  return { html, ...styleTags(extractCriticalToChunks(`${html} ${everyClass}`).styles) };
}

type TStyleChunk = { key: string; ids: string[]; css: string };

function styleTags(chunks: TStyleChunk[]): Pick<TRenderedPage, 'themeVars' | 'styles'> {
  const emotionTag = (c: TStyleChunk) => `<style data-emotion="${c.key} ${c.ids.join(' ')}" data-s="">${c.css}</style>`;
  const globals = chunks.filter((c) => c.key === `${EMOTION_KEY}-global`);
  // MUI's CSS-variables stylesheet is the global that defines the theme's spacing variable.
  const themeVars = globals.filter((c) => c.css.includes(`--${CSS_VAR_PREFIX}-spacing:`));
  if (themeVars.length !== 1) throw new Error('prerender: expected one stylesheet of theme variables');
  return {
    themeVars: `<style ${THEME_VARS_ATTRIBUTE}>${themeVars[0]!.css}</style>`,
    styles: [...globals.filter((c) => c !== themeVars[0]), ...chunks.filter((c) => c.key === EMOTION_KEY)].map(emotionTag).join(''),
  };
}

/** MUI's own pre-paint script: puts the stored or system colour scheme on <html> before anything is painted. */
export const colorSchemeScript = (): string => renderToStaticMarkup(<InitColorSchemeScript {...COLOR_SCHEME_OPTIONS} />);
