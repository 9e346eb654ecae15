/** next/previous links of a paged list, keeping the request's other query parameters. */
export function pageLinks(url: string, page: number, pageSize: number, count: number): { next: string | null; previous: string | null } {
  const u = new URL(url, 'http://x');
  const link = (p: number) => {
    u.searchParams.set('page', String(p));
    u.searchParams.set('page_size', String(pageSize));
    return `${u.pathname}?${u.searchParams.toString()}`;
  };
  return { next: page * pageSize < count ? link(page + 1) : null, previous: page > 1 ? link(page - 1) : null };
}

/** The one paged reply of every list route: {count, next, previous, results}. */
export function pagedReply<T>(url: string, q: { page: number; page_size: number }, list: { count: number; results: T[] }) {
  return { count: list.count, ...pageLinks(url, q.page, q.page_size, list.count), results: list.results };
}

/** pagedReply's answer, written around a page that is already JSON text (see sendJsonText). */
export function pagedJsonText(url: string, q: { page: number; page_size: number }, count: number, resultsJson: string): string {
  const { next, previous } = pageLinks(url, q.page, q.page_size, count);
  return `{"count":${count},"next":${JSON.stringify(next)},"previous":${JSON.stringify(previous)},"results":${resultsJson}}`;
}
