import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './processes';
import { session } from './session';

/**
 * Which pages bench:web measures. The public ones are the pages the server renders with the venue's data: the web
 * build's own list (apps/web/src/prerender/prerendered-pages.ts, written by the build to dist/.ssr/pages.json, the
 * file the server reads), so a page added there is measured without touching the bench. BENCH_WEB_PAGES
 * ("/,/terms") narrows the public pages to those, for a quick check.
 */
const only = process.env.BENCH_WEB_PAGES?.split(',')
  .map((p) => p.trim())
  .filter(Boolean);
const wanted = (path: string) => !only || only.includes(path);

export function publicPaths(): string[] {
  const file = join(repoRoot, 'apps/web/dist/.ssr/pages.json');
  const { pages } = JSON.parse(readFileSync(file, 'utf8')) as { pages: Record<string, { forRoles?: string[] }> };
  // The pages drawn for a signed-in role (the client's portal) are measured signed in, by signedInPaths.
  return Object.entries(pages)
    .filter(([path, page]) => !page.forRoles && wanted(path))
    .map(([path]) => path);
}

/**
 * The demo client's pages (apps/web/src/app/routes.tsx, the portal): the dashboard, one of their events (the first
 * the API lists) and /payments. Only three: BENCH_WEB_PAGES leaves them be.
 */
export async function signedInPaths(base: string): Promise<string[]> {
  const { access } = await session(base);
  const res = await fetch(`${base}/api/client/events/`, { headers: { authorization: `Bearer ${access}` } });
  const body = (await res.json()) as { results: { id: number }[] } | { id: number }[];
  const results = Array.isArray(body) ? body : body.results; // paged or not, as the portal reads it
  if (!results[0]) throw new Error('the demo client has no event to measure');
  return ['/dashboard', `/events/${results[0].id}`, '/payments'];
}
