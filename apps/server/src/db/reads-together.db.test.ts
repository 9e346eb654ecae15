import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDatabase } from './client';
import { readsTogether } from './reads-together';
import { testDatabase } from '../../test/test-database';

/** Reads for one answer: side by side on the pool, in turn inside a transaction (one connection, no queue on it). */
let database: TDatabase;
beforeAll(async () => {
  database = await testDatabase();
});
afterAll(() => database.close());

const value = async (tx: Parameters<typeof readsTogether>[0], n: number) =>
  ((await tx.execute(sql`select ${n}::int as n`)) as unknown as { rows: { n: number }[] }).rows[0]!.n;

describe('readsTogether', () => {
  it('answers in the order asked, on the pool and inside a transaction', async () => {
    expect(await readsTogether(database.db, [() => value(database.db, 1), () => value(database.db, 2)])).toEqual([1, 2]);
    const inside = await database.db.transaction((tx) => readsTogether(tx, [() => value(tx, 3), () => value(tx, 4), () => value(tx, 5)]));
    expect(inside).toEqual([3, 4, 5]);
  });

  it('inside a transaction, starts a read only once the one before has answered', async () => {
    const running: number[] = [];
    let most = 0;
    const read = (tx: Parameters<typeof readsTogether>[0], n: number) => async () => {
      running.push(n);
      most = Math.max(most, running.length);
      const v = await value(tx, n);
      running.splice(running.indexOf(n), 1);
      return v;
    };
    await database.db.transaction((tx) => readsTogether(tx, [read(tx, 1), read(tx, 2), read(tx, 3)]));
    expect(most).toBe(1);
  });
});
