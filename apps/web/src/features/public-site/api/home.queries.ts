import { queryOptions, useQuery } from '@tanstack/react-query';
import type { THomeContent } from '@venue/shared/site/home-content';
import { api } from '@/lib/api-client';
import { QUERY_ROOTS } from '@/lib/query-roots';

const texts = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
const str = (v: unknown) => (typeof v === 'string' ? v : '');
const obj = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' ? (v as Record<string, unknown>) : {});
const objs = (v: unknown) => (Array.isArray(v) ? v.map(obj) : []);

/** The answer checked by hand, not with the shared zod schema: zod would weigh on the landing page's first load. */
export function parseHomeContent(body: unknown): THomeContent {
  const b = obj(body);
  const hero = obj(b.hero);
  const trust = obj(b.trust);
  const quote = obj(b.footer_quote);
  return {
    hero: { overline: str(hero.overline), title: str(hero.title), subtitle: str(hero.subtitle) },
    grounds_intro: str(b.grounds_intro),
    highlights: texts(b.highlights),
    trust: { overline: str(trust.overline), title: str(trust.title), text: str(trust.text) },
    figures: objs(b.figures).map((f) => ({ label: str(f.label), value: str(f.value) })),
    testimonials: objs(b.testimonials).map((q) => ({ quote: str(q.quote), name: str(q.name), event: str(q.event) })),
    closing: str(b.closing),
    tagline: str(b.tagline),
    services: objs(b.services).map((c) => ({ title: str(c.title), description: str(c.description), link: str(c.link) })),
    footer_quote: { text: str(quote.text), reference: str(quote.reference) },
  };
}

/**
 * The home page's words as the venue wrote them (GET /api/site/home/), in the page the server renders; a page
 * rendered only in the browser shows none of them before the answer, never claims the venue did not make.
 */
export const publicHomeQuery = () =>
  queryOptions({
    queryKey: [...QUERY_ROOTS.sitePages, 'home'] as const,
    queryFn: async ({ signal }) => parseHomeContent(await api.get('/site/home/', { signal })),
    staleTime: 5 * 60_000,
  });

/** The home page's words, or null while a page rendered afresh waits for them. */
export function useHomeContent(): THomeContent | null {
  return useQuery(publicHomeQuery()).data ?? null;
}
