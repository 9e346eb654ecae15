import type { TUser } from '@venue/shared/accounts/user.schema';
import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { DESKTOP_WIDTH } from '@/lib/server-viewport';

/**
 * The data a server-rendered page was drawn with (prerender/render-page.tsx writes it after #root as JSON, which
 * the CSP allows because it is not a script the browser runs). The app starts its query cache from it, so its
 * first render is the page the person already sees and nothing is fetched again.
 */
export const PAGE_DATA_ID = 'page-data';

export interface TPageData {
  state: DehydratedState;
  /** Whose page it is: null for a page drawn for a visitor. */
  user: TUser | null;
  /** The screen width its layout was drawn for (lib/server-viewport.ts). */
  viewportWidth: number;
}

/** JSON safe inside <script>: no "</script>" or "<!--" can close or confuse the element. */
export const pageDataJson = (data: TPageData): string => JSON.stringify(data).replaceAll('<', '\\u003c');

/** The page's data, or null when the page came as the app's shell (or its data cannot be read). */
export function readPageData(): TPageData | null {
  const element = document.getElementById(PAGE_DATA_ID);
  if (!element?.textContent) return null;
  try {
    const data = JSON.parse(element.textContent) as Partial<TPageData> | null;
    return data?.state ? { state: data.state, user: data.user ?? null, viewportWidth: data.viewportWidth ?? DESKTOP_WIDTH } : null;
  } catch {
    return null; // the app then renders the page from the server's answers instead
  }
}

export function adoptPageData(queryClient: QueryClient, data: TPageData): void {
  hydrate(queryClient, data.state);
}

/** Removes another person's data from the page (the browser holds a different session): it is never read. */
export function discardPageData(): void {
  document.getElementById(PAGE_DATA_ID)?.remove();
}
