import { PgTransaction } from 'drizzle-orm/pg-core';
import type { TTx } from './client';

type TResults<T extends readonly (() => Promise<unknown>)[]> = { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };

/**
 * Several reads for one answer: side by side on the pool (each takes its own connection), one after another inside
 * a transaction. A transaction has one connection, and node-postgres queues a query sent while another runs on it
 * with a deprecation warning (an error from pg 9), so there they gain nothing by being sent together.
 */
export async function readsTogether<const T extends readonly (() => Promise<unknown>)[]>(tx: TTx, reads: T): Promise<TResults<T>> {
  if (!(tx instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as TResults<T>;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as TResults<T>;
}
