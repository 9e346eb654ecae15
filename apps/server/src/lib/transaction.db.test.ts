import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TDatabase } from '../db/client';
import { testDatabase } from '../../test/test-database';
import { AppError } from './app-error';
import { createTransact, TRANSACT_ATTEMPTS } from './transaction';

let database: TDatabase;
beforeAll(async () => {
  database = await testDatabase();
  await database.db.execute(sql`create table probe (n int)`);
});
afterAll(() => database.close());

const count = async () => ((await database.db.execute(sql`select count(*)::int as n from probe`)) as unknown as { rows: { n: number }[] }).rows[0]!.n;

describe('transact', () => {
  it('runs effects after the commit, in order, and sees the committed data', async () => {
    const transact = createTransact(database.db);
    const seen: string[] = [];
    const result = await transact(async (tx, effects) => {
      await tx.execute(sql`insert into probe values (1)`);
      effects.after(async () => void seen.push(`first saw ${await count()}`));
      effects.after(() => void seen.push('second'));
      seen.push('work done');
      return 'ok';
    });
    expect(result).toBe('ok');
    expect(seen).toEqual(['work done', 'first saw 1', 'second']);
  });

  it('never runs effects of a transaction that rolls back', async () => {
    const transact = createTransact(database.db);
    const effect = vi.fn();
    await expect(
      transact(async (tx, effects) => {
        await tx.execute(sql`insert into probe values (2)`);
        effects.after(effect);
        throw new AppError(409, 'Conflict.');
      }),
    ).rejects.toMatchObject({ status: 409, code: 'conflict' });
    expect(effect).not.toHaveBeenCalled();
    expect(await count()).toBe(1);
  });

  it('keeps the commit when an effect fails, and logs the failure', async () => {
    const log = { error: vi.fn() };
    const transact = createTransact(database.db, log);
    const later = vi.fn();
    await transact(async (tx, effects) => {
      await tx.execute(sql`insert into probe values (3)`);
      effects.after(() => {
        throw new Error('mail server down');
      });
      effects.after(later);
    });
    expect(await count()).toBe(2);
    expect(log.error).toHaveBeenCalledOnce();
    expect(later).toHaveBeenCalledOnce();
  });
});

/** An error as pg raises it, wrapped the way Drizzle wraps a failed query. */
const pgError = (code: string) => Object.assign(new Error('Failed query'), { cause: Object.assign(new Error(`sqlstate ${code}`), { code }) });

describe('inserts at the end of a transaction', () => {
  it('writes them together in one statement before the commit, and hands each its RETURNING rows', async () => {
    const transact = createTransact(database.db);
    const before = await count();
    const statements = database.queryCount.value;
    const seen: unknown[] = [];
    await transact(async (tx, effects) => {
      effects.insertAtEnd(sql`insert into probe values (10), (11) returning n`, (rows) => seen.push(rows));
      effects.insertAtEnd(sql`insert into probe values (12)`);
      effects.insertAtEnd(sql`insert into probe values (13) returning n * 2 as twice`, (rows) => seen.push(rows));
      // Held until the work ends: a read inside the work does not see them yet.
      const inside = (await tx.execute(sql`select count(*)::int as n from probe where n >= 10`)) as unknown as { rows: { n: number }[] };
      seen.push(inside.rows[0]!.n);
    });
    const withInserts = database.queryCount.value - statements;
    expect(seen).toEqual([0, [{ n: 10 }, { n: 11 }], [{ twice: 26 }]]);
    expect(await count()).toBe(before + 4);
    // The same transaction without the inserts makes one statement fewer.
    const alone = database.queryCount.value;
    await transact((tx) => tx.execute(sql`select count(*)::int as n from probe where n >= 10`));
    expect(withInserts - (database.queryCount.value - alone)).toBe(1);
    await database.db.execute(sql`delete from probe where n >= 10`);
  });

  it('sends the ones held so far at once when asked (before a lock), and the rest at the end', async () => {
    const transact = createTransact(database.db);
    const seen: number[] = [];
    const n = async (tx: Parameters<Parameters<typeof transact>[0]>[0]) =>
      ((await tx.execute(sql`select count(*)::int as n from probe where n >= 40`)) as unknown as { rows: { n: number }[] }).rows[0]!.n;
    await transact(async (tx, effects) => {
      effects.insertAtEnd(sql`insert into probe values (40), (41)`);
      await effects.sendInserts();
      seen.push(await n(tx));
      effects.insertAtEnd(sql`insert into probe values (42)`);
      seen.push(await n(tx));
    });
    expect(seen).toEqual([2, 2]);
    expect(((await database.db.execute(sql`select count(*)::int as n from probe where n >= 40`)) as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(3);
    await database.db.execute(sql`delete from probe where n >= 40`);
  });

  it('refuses an insert held once the transaction has ended (it would never be written)', async () => {
    const log = { error: vi.fn() };
    const transact = createTransact(database.db, log);
    await transact(async (_tx, effects) => {
      effects.after(() => effects.insertAtEnd(sql`insert into probe values (50)`));
    });
    expect(log.error).toHaveBeenCalledOnce();
    expect(String((log.error.mock.calls[0]![0] as { err: Error }).err.message)).toBe('An insert was held for a transaction that has ended.');
  });

  it('writes none of them when the work fails', async () => {
    const transact = createTransact(database.db);
    const before = await count();
    await expect(
      transact(async (_tx, effects) => {
        effects.insertAtEnd(sql`insert into probe values (20)`);
        throw new AppError(409, 'Conflict.');
      }),
    ).rejects.toThrow('Conflict.');
    expect(await count()).toBe(before);
  });

  it('fails the whole transaction, and runs no effect, when one of them fails', async () => {
    const transact = createTransact(database.db);
    const effect = vi.fn();
    const before = await count();
    await expect(
      transact(async (tx, effects) => {
        await tx.execute(sql`insert into probe values (30)`);
        effects.insertAtEnd(sql`insert into probe values (31)`);
        effects.insertAtEnd(sql`insert into probe values ('not a number')`);
        effects.after(effect);
      }),
    ).rejects.toThrow();
    expect(await count()).toBe(before);
    expect(effect).not.toHaveBeenCalled();
  });
});

describe('transact after a deadlock or a serialization failure', () => {
  it.each(['40P01', '40001'])('runs the work again after %s, keeps only the last run, and runs its effects once', async (code) => {
    const log = { error: vi.fn(), warn: vi.fn() };
    const transact = createTransact(database.db, log);
    const effect = vi.fn();
    let runs = 0;
    const before = await count();
    const result = await transact(async (tx, effects) => {
      runs++;
      await tx.execute(sql`insert into probe values (10)`);
      effects.after(effect);
      if (runs === 1) throw pgError(code);
      return runs;
    });
    expect(result).toBe(2);
    expect(effect).toHaveBeenCalledOnce();
    expect(await count()).toBe(before + 1);
    expect(log.warn).toHaveBeenCalledOnce();
  });

  it('gives up after a bounded number of runs, with the conflict itself and no effect run', async () => {
    const transact = createTransact(database.db);
    const effect = vi.fn();
    let runs = 0;
    await expect(
      transact(async (_tx, effects) => {
        runs++;
        effects.after(effect);
        throw pgError('40P01');
      }),
    ).rejects.toMatchObject({ cause: { code: '40P01' } });
    expect(runs).toBe(TRANSACT_ATTEMPTS);
    expect(effect).not.toHaveBeenCalled();
  });

  it('never runs the work again for any other error', async () => {
    const transact = createTransact(database.db);
    let runs = 0;
    await expect(
      transact(async () => {
        runs++;
        throw pgError('23505');
      }),
    ).rejects.toMatchObject({ cause: { code: '23505' } });
    expect(runs).toBe(1);
  });

  it.runIf(process.env.TEST_DB === 'postgres')('lets both of two transactions that deadlock on PostgreSQL commit', async () => {
    await database.db.execute(sql`create table pair (id int primary key, n int not null)`);
    await database.db.execute(sql`insert into pair values (1, 0), (2, 0)`);
    const transact = createTransact(database.db);
    // Each holds one row and then asks for the other's: PostgreSQL ends one of them with 40P01 (deadlock_timeout, 1 s).
    const both = [1, 2].map((first) =>
      transact(async (tx) => {
        await tx.execute(sql`update pair set n = n + 1 where id = ${first}`);
        await new Promise((r) => setTimeout(r, 200));
        await tx.execute(sql`update pair set n = n + 1 where id = ${3 - first}`);
      }),
    );
    await Promise.all(both);
    const rows = (await database.db.execute(sql`select n from pair order by id`)) as unknown as { rows: { n: number }[] };
    expect(rows.rows.map((r) => r.n)).toEqual([2, 2]);
  });
});
