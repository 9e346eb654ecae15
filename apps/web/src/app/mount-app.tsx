import { CacheProvider } from '@emotion/react';
import { startTransition, StrictMode, useEffect } from 'react';
import type { createRoot as TCreateRoot, hydrateRoot as THydrateRoot } from 'react-dom/client';
import type { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createBrowserEmotionCache } from '@/app/prerendered-styles';
import { Providers } from '@/app/providers';
import { DEFAULT_MONEY_DISPLAY } from '@venue/shared/browser/currency-settings';
import { pageSessionCookie } from '@/lib/auth/page-session-cookie';
import { storedSessionUser } from '@/lib/auth/stored-session';
import { adoptPageData, discardPageData, readPageData } from '@/lib/page-data';
import { markHydratingPrerendered } from '@/lib/prerendered';
import { currencySettingsStore } from '@/lib/currency-settings';
import { createQueryClient } from '@/lib/query-client';
import { setServerViewport } from '@/lib/server-viewport';
import { authStorage, newAccountMark } from '@/lib/storage';

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
  const page = readPageData();
  const stored = storedSessionUser();
  // The server draws a visitor's page (the public pages), or a signed-in page for the session its cookie names
  // (plugins/spa.ts). The markup is taken over only by a browser in the same state: one holding no session for a
  // visitor's page, that very session for a signed-in one. A signed-in browser renders a visitor's page afresh
  // (header, hero and guards differ from the first frame).
  // Amounts are drawn as the Display Preferences say, which only the browser knows: a browser that changed them
  // renders afresh too, rather than meet amounts written another way in the middle of hydration.
  const money = currencySettingsStore.get();
  const moneyAsDrawn = money.displayFormat === DEFAULT_MONEY_DISPLAY.displayFormat && money.decimalPlaces === DEFAULT_MONEY_DISPLAY.decimalPlaces;
  const samePerson = !!page && (page.user ? stored?.id === page.user.id : !stored);
  // The stored session is the truth and the page-session cookie follows it: a cookie left behind by a session this
  // browser no longer holds, or naming another one (cookies are shared across ports, storage is not), is put right.
  const tokens = authStorage.getTokens();
  if (stored && tokens) pageSessionCookie.write(tokens.access);
  else pageSessionCookie.clear();
  if (page?.user && !samePerson) discardPageData();
  // "Welcome" for an account made in this tab is known only here (sessionStorage): the server drew "Welcome back".
  const greetedAsDrawn = !(stored && newAccountMark.has(stored.id));
  // The answers the server drew the page with: hydration then matches its markup, and nothing is asked again.
  // Another person's answers are never adopted.
  const queryClient = createQueryClient();
  if (page && (samePerson || !page.user)) adoptPageData(queryClient, page);
  const app = (
    <StrictMode>
      <CacheProvider value={createBrowserEmotionCache()}>
        <Providers queryClient={queryClient} sessionUser={samePerson ? page.user : null}>
          <MarkHydrated />
          <RouterProvider router={router} />
        </Providers>
      </CacheProvider>
    </StrictMode>
  );
  if (container.hasChildNodes() && samePerson && moneyAsDrawn && greetedAsDrawn) {
    setServerViewport(() => page.viewportWidth);
    markHydratingPrerendered();
    // In a transition, hydration yields to the browser every few milliseconds instead of one long task.
    startTransition(() => {
      hydrateRoot(container, app, { onRecoverableError: (error) => console.error('[hydration]', error) });
    });
  } else {
    createRoot(container).render(app);
  }
}
