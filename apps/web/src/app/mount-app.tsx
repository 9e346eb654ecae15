import { CacheProvider } from '@emotion/react';
import { startTransition, StrictMode, useEffect } from 'react';
import type { createRoot as TCreateRoot, hydrateRoot as THydrateRoot } from 'react-dom/client';
import type { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createBrowserEmotionCache } from '@/app/prerendered-styles';
import { Providers } from '@/app/providers';
import { hasStoredSession } from '@/lib/auth/stored-session';
import { adoptPageData } from '@/lib/page-data';
import { markHydratingPrerendered } from '@/lib/prerendered';
import { createQueryClient } from '@/lib/query-client';

/** Says the app has taken the page over (prerendered markup hydrated, or rendered afresh); tests wait for it. */
function MarkHydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

interface TMount {
  createRoot: typeof TCreateRoot;
  hydrateRoot: typeof THydrateRoot;
  router: ReturnType<typeof createBrowserRouter>;
  container: HTMLElement;
}

/** Renders the app into #root: hydrating a page the server rendered, or rendering afresh. */
export function mountApp({ createRoot, hydrateRoot, router, container }: TMount): void {
  // The answers the server drew the page with: hydration then matches its markup, and nothing is asked again.
  const queryClient = createQueryClient();
  adoptPageData(queryClient);
  const app = (
    <StrictMode>
      <CacheProvider value={createBrowserEmotionCache()}>
        <Providers queryClient={queryClient}>
          <MarkHydrated />
          <RouterProvider router={router} />
        </Providers>
      </CacheProvider>
    </StrictMode>
  );
  // Public pages arrive rendered by the server for a visitor (plugins/spa.ts). A stored session renders differently
  // from the first frame (header, hero, guarded pages), so it renders afresh instead of hydrating.
  if (container.hasChildNodes() && !hasStoredSession()) {
    markHydratingPrerendered();
    // In a transition, hydration yields to the browser every few milliseconds instead of one long task.
    startTransition(() => {
      hydrateRoot(container, app, { onRecoverableError: (error) => console.error('[hydration]', error) });
    });
  } else {
    createRoot(container).render(app);
  }
}
