import { sql, type SQL, type Subquery } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Hot reads ask PostgreSQL for their answer as JSON: one row with one value per list instead of a row per
 * item and a driver conversion per column. A subquery selects jsonFields(...) (every column named as the API
 * spells it) and jsonRows() aggregates its rows. `json_agg` of whole rows is used rather than
 * `json_build_object`, which PostgreSQL re-inspects for every row and costs about twice as much.
 * Values keep JSON's types, so money is selected as text (money()) and instants as ISO text (isoInstant()).
 */
const KEY = /^[a-z][a-z0-9_]*$/;

/** A selection whose every field is named by its key, for a subquery that jsonRows() turns into JSON objects. */
export function jsonFields<T extends Record<string, AnyPgColumn | SQL>>(fields: T): { [K in keyof T]: SQL.Aliased<unknown> } {
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => {
      if (!KEY.test(key)) throw new Error(`bad JSON key ${key}`);
      return [key, sql`${value}`.as(key)];
    }),
  ) as { [K in keyof T]: SQL.Aliased<unknown> };
}

/** `orderBy` terms ('column', 'column desc nulls last') of a subquery's columns, checked, as SQL. */
function orderOf(alias: ReturnType<typeof sql.identifier>, orderBy: string[]): SQL {
  return sql.join(
    orderBy.map((term) => {
      const [column, ...direction] = term.split(' ');
      if (!KEY.test(column!) || !direction.every((d) => /^(asc|desc|nulls|first|last)$/.test(d))) throw new Error(`bad order ${term}`);
      return sql`${alias}.${sql.identifier(column!)}${sql.raw(direction.length ? ` ${direction.join(' ')}` : '')}`;
    }),
    sql`, `,
  );
}

/**
 * `(select json_agg(row order by ...) from (<subquery>) row)`: the subquery's rows as one JSON array of objects
 * keyed by its column names, `[]` when there are none. `orderBy` names the subquery's columns.
 */
export function jsonRows<T>(subquery: Subquery, orderBy: string[]): SQL<T[]> {
  const alias = sql.identifier(subquery._.alias);
  return sql<T[]>`(select coalesce(json_agg(${alias} order by ${orderOf(alias, orderBy)}), '[]'::json) from ${subquery})`;
}

/**
 * The same array as jsonRows, as text written the way JSON.stringify writes it (no spaces between rows, which
 * json_agg adds), for an answer sent as PostgreSQL wrote it.
 */
export function jsonRowsText(subquery: Subquery, orderBy: string[]): SQL<string> {
  const alias = sql.identifier(subquery._.alias);
  return sql<string>`(select '[' || coalesce(string_agg(row_to_json(${alias})::text, ',' order by ${orderOf(alias, orderBy)}), '') || ']' from ${subquery})`;
}

/** A timestamptz as JavaScript's toISOString() writes it (UTC, milliseconds truncated, Z). */
export const isoInstant = (column: AnyPgColumn | SQL): SQL => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A numeric amount as its exact decimal text ("385000.00"): JSON numbers would make it a float. */
export const money = (column: AnyPgColumn | SQL): SQL => sql`${column}::text`;
