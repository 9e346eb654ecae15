import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { TDb } from '../src/db/client';
import { pgTool } from '../src/modules/backup/backup-tools';

/**
 * The searches of forget.test.ts, kept beside it: where a deleted person's words still are. Patterns are
 * PostgreSQL regular expressions (case-insensitive); file and dump searches use the JavaScript twins.
 */
export interface TSearchTerm {
  label: string;
  sql: string;
  js: RegExp;
}

/** Every column that can hold text, as information_schema lists it: a new table is searched without a word here. */
export async function textColumns(db: TDb): Promise<{ table: string; column: string }[]> {
  const rows = (await db.execute(
    sql`select table_name as "table", column_name as "column" from information_schema.columns
        where table_schema = 'public' and data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY')
        order by table_name, ordinal_position`,
  )) as unknown as { rows: { table: string; column: string }[] };
  return rows.rows;
}

/**
 * "table.column (term)" for every column holding a term in more rows than `baseline` counted (the installation's
 * own example texts, such as a template's "Santos Wedding", are there before any person is).
 */
export async function tableHits(db: TDb, terms: TSearchTerm[], baseline = new Map<string, number>()): Promise<string[]> {
  const counts = await tableCounts(db, terms);
  return [...counts].filter(([hit, n]) => n > (baseline.get(hit) ?? 0)).map(([hit]) => hit);
}

/** How many rows of each column hold each term: "table.column (term)" -> rows. */
export async function tableCounts(db: TDb, terms: TSearchTerm[]): Promise<Map<string, number>> {
  const hits = new Map<string, number>();
  for (const { table, column } of await textColumns(db)) {
    for (const term of terms) {
      const found = (await db.execute(
        sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)}::text ~* ${term.sql}`,
      )) as unknown as { rows: { n: number }[] };
      if (found.rows[0]!.n > 0) hits.set(`${table}.${column} (${term.label})`, found.rows[0]!.n);
    }
  }
  return hits;
}

/** Files under `root` holding a term, as "relative/path (term)". */
export function fileHits(root: string, terms: TSearchTerm[], skip: (path: string) => boolean): string[] {
  const hits: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (!skip(path)) {
        const text = readFileSync(path).toString('latin1') + readFileSync(path).toString('utf8');
        for (const term of terms) if (term.js.test(text)) hits.push(`${path.slice(root.length + 1)} (${term.label})`);
      }
    }
  };
  walk(root);
  return hits;
}

/** A plain pg_dump of the data, searched line by line: "table.column (term)" -> rows, read from the COPY blocks. */
export function dumpCounts(databaseUrl: string, terms: TSearchTerm[]): Map<string, number> {
  const dump = execFileSync(pgTool('pg_dump'), ['--data-only', '--format=plain', '--no-owner', databaseUrl], { maxBuffer: 512 * 1024 * 1024 }).toString('utf8');
  const hits = new Map<string, number>();
  const add = (hit: string) => hits.set(hit, (hits.get(hit) ?? 0) + 1);
  let table = '';
  let columns: string[] = [];
  for (const line of dump.split('\n')) {
    const copy = /^COPY public\.("?[\w]+"?) \(([^)]*)\) FROM stdin;$/.exec(line);
    if (copy) {
      table = copy[1]!.replace(/"/g, '');
      columns = copy[2]!.split(', ').map((c) => c.replace(/"/g, ''));
      continue;
    }
    if (line === '\\.') {
      table = '';
      continue;
    }
    for (const term of terms) {
      if (!term.js.test(line)) continue;
      if (!table) {
        add(`(outside table data) (${term.label})`);
        continue;
      }
      line.split('\t').forEach((value, i) => {
        if (term.js.test(value)) add(`${table}.${columns[i]} (${term.label})`);
      });
    }
  }
  return hits;
}

/** The dump's hits beyond the baseline's counts, as tableHits. */
export const dumpHits = (databaseUrl: string, terms: TSearchTerm[], baseline = new Map<string, number>()) =>
  [...dumpCounts(databaseUrl, terms)].filter(([hit, n]) => n > (baseline.get(hit) ?? 0)).map(([hit]) => hit);
