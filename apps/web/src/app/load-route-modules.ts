import { matchRoutes, type RouteObject } from 'react-router';
import { nextTask } from '@/lib/next-task';

/**
 * Loads the lazy modules of the routes that match `pathname` and puts them on the route objects, before the
 * router is created. The router then starts initialized and renders the page in its first pass: prerendered
 * markup hydrates without passing through the fallback, and a browser-only render skips one empty frame.
 * All are requested at once; each is run in a task of its own.
 */
export async function loadRouteModules(routes: RouteObject[], pathname: string): Promise<void> {
  const lazyMatches = (matchRoutes(routes, pathname) ?? []).filter((m) => typeof m.route.lazy === 'function');
  // A chunk that fails to load stays lazy: the router then meets the failure itself and shows its error page.
  const modules = lazyMatches.map(({ route }) => (route.lazy as () => Promise<Partial<RouteObject>>)().catch(() => null));
  for (const [i, { route }] of lazyMatches.entries()) {
    const loaded = await modules[i];
    if (loaded) Object.assign(route, { ...loaded, lazy: undefined });
    await nextTask();
  }
}
