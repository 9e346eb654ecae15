import { eq, sql } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPglite, fromPglite, type TDatabase } from './client';
import { compiled } from './compiled';
import { eventTypes } from './schema';
import { testDatabase } from '../../test/test-database';

/**
 * A compiled statement (db/compiled.ts) is built once and moved to each handle it is given: it must run where it
 * is told (inside that transaction, seeing its writes, undone with it), be counted by that database's counter, and
 * take new values every call.
 */
let database: TDatabase;
const p = sql.placeholder;

const insertType = compiled('compiled_test_insert', (tx, name) =>
  tx
    .insert(eventTypes)
    .values({ name: p('name'), description: '' })
    .returning({ id: eventTypes.id })
    .prepare(name),
);
const typeNamed = compiled('compiled_test_read', (tx, name) =>
  tx
    .select({ id: eventTypes.id, name: eventTypes.name })
    .from(eventTypes)
    .where(eq(eventTypes.name, p('name')))
    .prepare(name),
);

beforeAll(async () => {
  database = await testDatabase();
});
afterAll(() => database.close());

describe('compiled statements', () => {
  it('run on the pool, then inside a transaction that sees them and undoes them', async () => {
    await insertType(database.db, { name: 'Compiled on the pool' });
    expect(await typeNamed(database.db, { name: 'Compiled on the pool' })).toHaveLength(1);

    const rollback = new Error('undo');
    await expect(
      database.db.transaction(async (tx) => {
        await insertType(tx, { name: 'Compiled in a transaction' });
        // Seen inside (the statement ran on the transaction's connection)...
        expect(await typeNamed(tx, { name: 'Compiled in a transaction' })).toHaveLength(1);
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    // ...and gone with its rollback.
    expect(await typeNamed(database.db, { name: 'Compiled in a transaction' })).toEqual([]);
  });

  it('is counted by the database it runs on, one statement a call', async () => {
    let before = database.queryCount.value;
    await typeNamed(database.db, { name: 'anything' });
    await typeNamed(database.db, { name: 'anything else' });
    expect(database.queryCount.value - before).toBe(2);
    await database.db.transaction(async (tx) => {
      before = database.queryCount.value;
      await typeNamed(tx, { name: 'anything' });
      await typeNamed(tx, { name: 'anything else' });
      expect(database.queryCount.value - before).toBe(2);
    });
  });

  it('runs on a second database of another driver in the same process, each seeing its own rows', { timeout: 60_000 }, async () => {
    // PGlite beside this file's database (PostgreSQL under api-postgres): a test process may open both.
    const snapshot = inject('pgliteSnapshot');
    const other = fromPglite(await createPglite(snapshot ? { loadDataDir: new Blob([readFileSync(snapshot)]) } : {}));
    if (!snapshot) await other.migrate();
    try {
      await insertType(other.db, { name: 'Only in the other database' });
      expect(await typeNamed(other.db, { name: 'Only in the other database' })).toHaveLength(1);
      expect(await typeNamed(database.db, { name: 'Only in the other database' })).toEqual([]);
      await other.db.transaction(async (tx) => expect(await typeNamed(tx, { name: 'Only in the other database' })).toHaveLength(1));
    } finally {
      await other.close();
    }
    expect(await typeNamed(database.db, { name: 'Compiled on the pool' })).toHaveLength(1);
  });

  it('takes each call its own values', async () => {
    const ids = await Promise.all(['One', 'Two', 'Three'].map(async (name) => (await insertType(database.db, { name: `Compiled ${name}` }))[0]!.id));
    expect(new Set(ids).size).toBe(3);
    for (const name of ['One', 'Two', 'Three']) expect((await typeNamed(database.db, { name: `Compiled ${name}` }))[0]?.name).toBe(`Compiled ${name}`);
  });
});
