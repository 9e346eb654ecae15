import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { TTx } from './client';

/** What drizzle's `.prepare(name)` answers: a statement built once, run with its placeholders' values. */
interface TPrepared<R> {
  execute(values?: Record<string, unknown>): Promise<R>;
}

/** The parts of drizzle's session and prepared query (node-postgres and PGlite alike) that say where a statement runs. */
interface TWhere {
  client: unknown;
  logger: unknown;
  cache: unknown;
}

const sessionOf = (tx: TTx) => (tx as unknown as { session: TWhere }).session;

/**
 * A statement built by drizzle once per process and run on whatever handle it is given: the pool or a transaction.
 * Drizzle's own `.prepare(name)` binds the statement to the handle that built it, and a transaction is a new handle
 * each time, so a statement inside a transaction was built again on every call: on the pay call about a fifth of
 * the server's CPU went into drizzle turning the same query into the same text (bench/results/payments.md). Here
 * the first call builds it (values as `sql.placeholder`s, prepared under the `name` it is given) and later calls run
 * that statement where they are, under its name, so each connection of PostgreSQL also parses it once.
 *
 * The statement is moved to another handle by copying it with that handle's client, logger and cache, the fields
 * drizzle's prepared queries keep for where they run (db/compiled.db.test.ts proves it runs inside the transaction
 * given and is counted). `build` must not depend on anything but the handle: its text is fixed at the first call.
 */
export function compiled<R>(name: string, build: (tx: TTx, name: string) => TPrepared<R>): (tx: TTx, values?: Record<string, unknown>) => Promise<R> {
  let template: (TPrepared<R> & TWhere) | undefined;
  return (tx, values) => {
    const where = sessionOf(tx);
    template ??= build(tx, name) as TPrepared<R> & TWhere;
    const statement: TPrepared<R> =
      template.client === where.client && template.logger === where.logger
        ? template
        : Object.assign(Object.create(Object.getPrototypeOf(template) as object) as object, template, {
            client: where.client,
            logger: where.logger,
            cache: where.cache,
          });
    return statement.execute(values);
  };
}

interface TQuery {
  sql: string;
  params: unknown[];
}
interface TSession extends TWhere {
  prepareQuery(query: TQuery, fields: undefined, name: string, arrayMode: false): TPrepared<unknown>;
}

const namesByText = new Map<string, string>();
/** Names are kept for this many texts at most: a statement of an unforeseen shape is then only parsed each time. */
const MOST_NAMED_TEXTS = 200;

/**
 * `tx.execute(query)` under a name made from its text, so each PostgreSQL connection parses and plans it once: for
 * a hot raw statement whose shape varies with its caller (the receipt's numbering with the write that needs the
 * number), where one fixed `compiled` statement cannot be written. Values must be parameters, never spliced text
 * (`sql.raw`), or each value would be a statement of its own.
 */
export async function executeNamed(tx: TTx, query: SQL): Promise<unknown> {
  const session = sessionOf(tx) as TSession;
  const built = (tx as unknown as { dialect: { sqlToQuery(q: SQL): TQuery } }).dialect.sqlToQuery(query);
  let name = namesByText.get(built.sql);
  if (!name) {
    name = `named_${createHash('sha256').update(built.sql).digest('base64url').slice(0, 22)}`;
    if (namesByText.size < MOST_NAMED_TEXTS) namesByText.set(built.sql, name);
  }
  return session.prepareQuery(built, undefined, name, false).execute();
}
