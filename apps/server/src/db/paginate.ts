import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

export interface TPageRequest {
  page: number;
  page_size: number;
}

/**
 * One page of a list and the total count, the way every repo pages. A first page shorter than the page size
 * is the whole list, so it needs no count query; other pages run both queries at once, so both must read the pool
 * (inside a transaction, use readsTogether's order instead: a transaction has one connection).
 */
export async function paginate<T>(
  page: TPageRequest,
  rows: (window: { limit: number; offset: number }) => Promise<T[]>,
  count: () => Promise<number>,
): Promise<{ rows: T[]; count: number }> {
  const window = { limit: page.page_size, offset: (page.page - 1) * page.page_size };
  if (page.page === 1) {
    const first = await rows(window);
    return { rows: first, count: first.length < page.page_size ? first.length : await count() };
  }
  const [found, total] = await Promise.all([rows(window), count()]);
  return { rows: found, count: total };
}

/** `count(*)` as a number, for paginate's count query. */
export const countAll = sql<number>`count(*)::int`;

/** Escapes LIKE's wildcards so a search for "50%_off" matches those characters, not any text. */
export const escapeLike = (text: string) => text.replace(/[%_\\]/g, (c) => `\\${c}`);

/** Case-insensitive "contains" on a column, with the search text taken literally. */
export const containsText = (column: AnyPgColumn | SQL, text: string): SQL => sql`${column} ilike ${`%${escapeLike(text)}%`}`;
