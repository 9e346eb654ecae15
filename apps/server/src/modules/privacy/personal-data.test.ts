import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textColumns } from '../../../test/forget-search';
import { createTestApp, type TTestApp } from '../../../test/test-app';
import { PERSONAL_DATA } from './personal-data';

/**
 * The checked-in list of what deletion does with every column that can hold text (personal-data.ts) against the
 * migrated schema: a new table or column fails here until someone says whether the anonymisation handles it,
 * it is a kept book, or it holds nobody.
 */
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the personal data list', () => {
  it('classifies every text and JSON column of every table, and names none that is gone', async () => {
    const columns = await textColumns(t.database.db);
    const inSchema = new Set(columns.map((c) => `${c.table}.${c.column}`));
    const listed = new Set(Object.entries(PERSONAL_DATA).flatMap(([table, cols]) => Object.keys(cols).map((c) => `${table}.${c}`)));
    expect(
      [...inSchema].filter((c) => !listed.has(c)),
      'columns personal-data.ts does not classify (handled / kept / none): add them, and handle them in anonymise.repo.ts if personal',
    ).toEqual([]);
    expect(
      [...listed].filter((c) => !inSchema.has(c)),
      'columns personal-data.ts lists that the schema no longer has',
    ).toEqual([]);
  });
});
