import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TDatabase } from '../db/client';
import { testDatabase } from '../../test/test-database';
import { AppError } from './app-error';
import { createTransact } from './transaction';

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
