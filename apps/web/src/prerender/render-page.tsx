import { AsyncLocalStorage } from 'node:async_hooks';
import type { TUser } from '@venue/shared/accounts/user.schema';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import InitColorSchemeScript from '@mui/material/InitColorSchemeScript';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from 'react-router';
import { Providers } from '@/app/providers';
import { routes } from '@/app/routes';
import { EMOTION_KEY, THEME_VARS_ATTRIBUTE } from '@/app/prerendered-styles';
import { COLOR_SCHEME_OPTIONS, CSS_VAR_PREFIX } from '@/app/theme';
import { publicVenueQuery } from '@/features/public-site/api/venue.queries';
import { setServerTransport } from '@/lib/api-client';
import { pageDataJson } from '@/lib/page-data';
import { DESKTOP_WIDTH, setServerViewport } from '@/lib/server-viewport';

export { PRERENDERED_PAGES } from '@/prerender/prerendered-pages';
export { PAGE_DATA_ID } from '@/lib/page-data';

/**
 * Renders a public page on the server with the venue's own data (apps/server/src/plugins/spa.ts calls it on each
 * request). The app's queries reach the server's routes through the transport the server passes in, in process;
 * each render has its transport in an async context, so two renders never share one.
 */
export type TTransport = typeof fetch;
const renders = new AsyncLocalStorage<{ transport: TTransport; viewportWidth: number }>();
setServerTransport((input, init) => {
  const transport = renders.getStore()?.transport;
  if (!transport) return Promise.reject(new Error('render-page: a request outside renderPage'));
  return transport(input, init);
});
setServerViewport(() => renders.getStore()?.viewportWidth ?? DESKTOP_WIDTH);

export interface TRenderFor {
  /** The signed-in person the page is drawn for, whose credentials the transport carries (checked by the server). */
  sessionUser?: TUser | null;
  /** The screen width the browser is expected to have (its media queries pick the same layout). */
  viewportWidth?: number;
}

export interface TRenderedPage {
  /** The markup inside #root. */
  html: string;
  /** The theme's CSS variables as a static <style>, the same for every page (the page template carries it). */
  themeVars: string;
  /**
   * Emotion's <style> tags for that markup, in the order the browser's emotion cache expects them (see
   * app/prerendered-styles.ts): the global styles, then the component styles. They follow themeVars.
   */
  styles: string;
  /** The queries' answers the markup was drawn with (lib/page-data.ts), as JSON safe inside <script>. */
  data: string;
  /** The venue's name for the tab's title, once known. */
  title: string | null;
}

/** Renders with what the queries have answered so far; a query a component asks for is left pending in the cache. */
function renderOnce(
  queryClient: QueryClient,
  sessionUser: TUser | null,
  context: StaticHandlerContext,
  dataRoutes: ReturnType<typeof createStaticHandler>['dataRoutes'],
) {
  const cache = createCache({ key: EMOTION_KEY });
  // Made before the render, so the render keeps its styles in the cache instead of writing them into the markup.
  const { extractCriticalToChunks } = createEmotionServer(cache);
  const html = renderToString(
    <CacheProvider value={cache}>
      <Providers queryClient={queryClient} sessionUser={sessionUser}>
        {/* No hydration data: there are no loaders, and its inline script would break the CSP. */}
        <StaticRouterProvider router={createStaticRouter(dataRoutes, context)} context={context} hydrate={false} />
      </Providers>
    </CacheProvider>,
  );
  return { html, cache, extractCriticalToChunks };
}

/** A page asks for its data as it renders: render, answer what it asked, render again, until it asks for nothing new. */
const MAX_PASSES = 4;

/** The route table compiled once per process: the same for every request, with its lazy modules resolved once. */
const { query, dataRoutes } = createStaticHandler(routes);

/**
 * One page as it first shows (default display settings), drawn with the venue's data: for a visitor, or for the
 * signed-in `sessionUser` whose credentials `transport` carries (the server checked them: plugins/spa.ts).
 */
export function renderPage(
  path: string,
  transport: TTransport,
  { sessionUser = null, viewportWidth = DESKTOP_WIDTH }: TRenderFor = {},
): Promise<TRenderedPage> {
  return renders.run({ transport, viewportWidth }, async () => {
    const context = await query(new Request(`http://render.invalid${path}`));
    if (context instanceof Response) throw new Error(`${path} answered ${context.status}: only plain pages are rendered on the server`);
    // No retries (an answer the server could not give now will not come in a second) and no garbage-collection
    // timers: the client lives for one render.
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity, staleTime: Infinity } } });
    let rendered = renderOnce(queryClient, sessionUser, context, dataRoutes);
    for (let pass = 1; pass < MAX_PASSES; pass++) {
      const asked = queryClient.getQueryCache().findAll({ predicate: (q) => q.state.status === 'pending' && q.state.fetchStatus === 'idle' });
      if (asked.length === 0) break;
      // A query that fails stays unanswered: the browser asks again once the page is running.
      await Promise.all(asked.map((q) => q.fetch().catch(() => undefined)));
      rendered = renderOnce(queryClient, sessionUser, context, dataRoutes);
    }
    const { html, cache, extractCriticalToChunks } = rendered;
    // Besides the classes in the markup, emotion made the intermediate styles of composed components (MUI's
    // styled(Typography) and the like), which the browser would otherwise compile again while hydrating.
    const everyClass = Object.keys(cache.inserted)
      .map((id) => `${cache.key}-${id}`)
      .join(' ');
    const title = queryClient.getQueryData(publicVenueQuery().queryKey)?.name || null;
    const data = pageDataJson({ state: dehydrate(queryClient), user: sessionUser, viewportWidth });
    queryClient.clear();
    return { html, ...styleTags(extractCriticalToChunks(`${html} ${everyClass}`).styles), data, title };
  });
}

type TStyleChunk = { key: string; ids: string[]; css: string };

function styleTags(chunks: TStyleChunk[]): Pick<TRenderedPage, 'themeVars' | 'styles'> {
  const emotionTag = (c: TStyleChunk) => `<style data-emotion="${c.key} ${c.ids.join(' ')}" data-s="">${c.css}</style>`;
  const globals = chunks.filter((c) => c.key === `${EMOTION_KEY}-global`);
  // MUI's CSS-variables stylesheet is the global that defines the theme's spacing variable.
  const themeVars = globals.filter((c) => c.css.includes(`--${CSS_VAR_PREFIX}-spacing:`));
  if (themeVars.length !== 1) throw new Error('render-page: expected one stylesheet of theme variables');
  return {
    themeVars: `<style ${THEME_VARS_ATTRIBUTE}>${themeVars[0]!.css}</style>`,
    styles: [...globals.filter((c) => c !== themeVars[0]), ...chunks.filter((c) => c.key === EMOTION_KEY)].map(emotionTag).join(''),
  };
}

/** MUI's own pre-paint script: puts the stored or system colour scheme on <html> before anything is painted. */
export const colorSchemeScript = (): string => renderToStaticMarkup(<InitColorSchemeScript {...COLOR_SCHEME_OPTIONS} />);
