import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';

/**
 * The data a server-rendered page was drawn with (prerender/render-page.tsx writes it after #root as JSON, which
 * the CSP allows because it is not a script the browser runs). The app starts its query cache from it, so its
 * first render is the page the visitor already sees and nothing is fetched again.
 */
export const PAGE_DATA_ID = 'page-data';

/** JSON safe inside <script>: no "</script>" or "<!--" can close or confuse the element. */
export const pageDataJson = (state: DehydratedState): string => JSON.stringify(state).replaceAll('<', '\\u003c');

export function adoptPageData(queryClient: QueryClient): void {
  const element = document.getElementById(PAGE_DATA_ID);
  if (!element?.textContent) return;
  try {
    hydrate(queryClient, JSON.parse(element.textContent) as DehydratedState);
  } catch {
    // A page whose data cannot be read is rendered from the server's answers instead.
  }
}
