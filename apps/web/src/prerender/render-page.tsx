import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import InitColorSchemeScript from '@mui/material/InitColorSchemeScript';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { Providers } from '@/app/providers';
import { routes } from '@/app/routes';
import { COLOR_SCHEME_OPTIONS } from '@/app/theme';

export { PRERENDERED_PAGES } from '@/prerender/prerendered-pages';

export interface TRenderedPage {
  /** The markup inside #root. */
  html: string;
  /** Emotion's <style> tags for that markup; the browser's emotion cache adopts them on hydration. */
  styles: string;
}

/** Renders one public page as a visitor first sees it (no session, default settings). Run at build time. */
export async function renderPage(path: string): Promise<TRenderedPage> {
  const { query, dataRoutes } = createStaticHandler(routes);
  const context = await query(new Request(`http://prerender.invalid${path}`));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status}: only plain pages can be prerendered`);
  const router = createStaticRouter(dataRoutes, context);
  // Emotion's default key, so the browser's default cache recognises these styles as its own.
  const cache = createCache({ key: 'css' });
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
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
  const everyClass = Object.keys(cache.inserted).map((id) => `${cache.key}-${id}`).join(' ');
  return { html, styles: constructStyleTagsFromChunks(extractCriticalToChunks(`${html} ${everyClass}`)) };
}

/** MUI's own pre-paint script: puts the stored or system colour scheme on <html> before anything is painted. */
export const colorSchemeScript = (): string => renderToStaticMarkup(<InitColorSchemeScript {...COLOR_SCHEME_OPTIONS} />);
