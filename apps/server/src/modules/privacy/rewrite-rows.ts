import { sql, type SQL } from 'drizzle-orm';
import type { TTx } from '../../db/client';
import { replaceInJson, type TForgetTerms } from './forget-terms';

/**
 * Rewrites the person out of free-text columns of the rows `where` selects: each string (and each string inside
 * a JSON column) has the person's terms replaced; rows that did not change are not written. Table and column
 * names come from this module's code, never from input.
 */
export async function rewriteRows(
  tx: TTx,
  table: string,
  columns: { text?: string[]; json?: string[] },
  where: SQL,
  replace: (s: string) => string,
): Promise<number> {
  const text = columns.text ?? [];
  const json = columns.json ?? [];
  const all = [...text, ...json];
  const rows = (
    (await tx.execute(sql`select id, ${sql.raw(all.map((c) => `"${c}"`).join(', '))} from ${sql.identifier(table)} where ${where}`)) as unknown as {
      rows: Record<string, unknown>[];
    }
  ).rows;
  let changed = 0;
  for (const row of rows) {
    const sets: SQL[] = [];
    for (const c of text) {
      const before = row[c];
      if (typeof before !== 'string') continue;
      const after = replace(before);
      if (after !== before) sets.push(sql`${sql.identifier(c)} = ${after}`);
    }
    for (const c of json) {
      const before = row[c];
      if (before === null || before === undefined) continue;
      const value = typeof before === 'string' ? (JSON.parse(before) as unknown) : before;
      const after = JSON.stringify(replaceInJson(value, replace));
      if (after !== JSON.stringify(value)) sets.push(sql`${sql.identifier(c)} = ${after}::jsonb`);
    }
    if (!sets.length) continue;
    await tx.execute(sql`update ${sql.identifier(table)} set ${sql.join(sets, sql`, `)} where id = ${row.id}`);
    changed++;
  }
  return changed;
}

/** Rows whose columns name the person by a strong term (full name, e-mail, phone): a search of the whole table. */
export function mentions(terms: TForgetTerms, columns: { text?: string[]; json?: string[] }): SQL {
  const exprs = [
    ...(columns.text ?? []).map((c) => sql`coalesce(${sql.identifier(c)}, '')`),
    ...(columns.json ?? []).map((c) => sql`coalesce(${sql.identifier(c)}::text, '')`),
  ];
  if (!terms.sqlPatterns.length || !exprs.length) return sql`false`;
  const tests = exprs.flatMap((e) => terms.sqlPatterns.map((p) => sql`${e} ~* ${p}`));
  return sql`(${sql.join(tests, sql` or `)})`;
}

/** The ids of the rows `where` selects whose columns `replace` would change: the rows that really name the person. */
export async function rowsNaming(
  tx: TTx,
  table: string,
  columns: { text?: string[]; json?: string[] },
  where: SQL,
  replace: (s: string) => string,
): Promise<number[]> {
  const all = [...(columns.text ?? []), ...(columns.json ?? [])];
  const rows = (
    (await tx.execute(
      sql`select id, ${sql.raw(all.map((c) => `"${c}"::text as "${c}"`).join(', '))} from ${sql.identifier(table)} where ${where}`,
    )) as unknown as {
      rows: Record<string, unknown>[];
    }
  ).rows;
  return rows.filter((row) => all.some((c) => typeof row[c] === 'string' && replace(row[c]) !== row[c])).map((row) => Number(row.id));
}
