import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { TScope } from '@venue/shared/accounts/roles';
import type { TTx } from './client';

/** What drizzle's `.prepare(name)` answers: a statement built once, run with its placeholders' values. */
interface TPrepared<R> {
  execute(values?: Record<string, unknown>): Promise<R>;
}

/** The parts of drizzle's session and prepared query (node-postgres and PGlite alike) that say where a statement runs. */
interface TWhere {
  constructor?: unknown;
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
 * given and is counted). One is built per kind of driver (node-postgres and PGlite prepare differently; a test
 * process may open both), and kept without its first handle's connection, which it must not hold alive. `build`
 * must not depend on anything but the handle: its text is fixed at the first call.
 */
export function compiled<R>(name: string, build: (tx: TTx, name: string) => TPrepared<R>): (tx: TTx, values?: Record<string, unknown>) => Promise<R> {
  const templates = new Map<unknown, TPrepared<R>>();
  const moved = (statement: TPrepared<R>, where: TWhere): TPrepared<R> =>
    Object.assign(Object.create(Object.getPrototypeOf(statement) as object) as TPrepared<R>, statement, {
      client: where.client,
      logger: where.logger,
      cache: where.cache,
    });
  return (tx, values) => {
    const where = sessionOf(tx);
    const driver = where.constructor;
    let template = templates.get(driver);
    if (!template) templates.set(driver, (template = moved(build(tx, name), { client: undefined, logger: undefined, cache: undefined })));
    return moved(template, where).execute(values);
  };
}

/**
 * `compiled` for a statement whose text depends on the actor's scope (the ownership filter's SQL): one statement per
 * scope, named `${name}_own` and `${name}_all`; the actor's id is a placeholder (see ownedBy).
 */
export function compiledPerScope<R>(
  name: string,
  build: (tx: TTx, name: string, scope: TScope) => TPrepared<R>,
): (tx: TTx, scope: TScope, values?: Record<string, unknown>) => Promise<R> {
  const byScope = {
    own: compiled(`${name}_own`, (tx, named) => build(tx, named, 'own')),
    all: compiled(`${name}_all`, (tx, named) => build(tx, named, 'all')),
  } satisfies Record<TScope, unknown>;
  return (tx, scope, values) => byScope[scope](tx, values);
}

interface TQuery {
  sql: string;
  params: unknown[];
}
interface TSession extends TWhere {
  prepareQuery(query: TQuery, fields: undefined, name: string | undefined, arrayMode: false): TPrepared<unknown>;
}

const namesByText = new Map<string, string>();
/** Texts given a name at most: a statement of an unforeseen shape past them runs unnamed, parsed each time. */
const MOST_NAMED_TEXTS = 200;

/**
 * `tx.execute(query)` under a name made from its text, so each PostgreSQL connection parses and plans it once: for
 * a hot raw statement whose shape varies with its caller (the receipt's numbering with the write that needs the
 * number), where one fixed `compiled` statement cannot be written. Values must be parameters, never spliced text
 * (`sql.raw`), or each value would be a statement of its own; past MOST_NAMED_TEXTS shapes, new ones run unnamed,
 * so no connection keeps an unbounded number of prepared statements.
 */
export async function executeNamed(tx: TTx, query: SQL): Promise<unknown> {
  const session = sessionOf(tx) as TSession;
  const built = (tx as unknown as { dialect: { sqlToQuery(q: SQL): TQuery } }).dialect.sqlToQuery(query);
  let name = namesByText.get(built.sql);
  if (!name && namesByText.size < MOST_NAMED_TEXTS) {
    name = `named_${createHash('sha256').update(built.sql).digest('base64url').slice(0, 22)}`;
    namesByText.set(built.sql, name);
  }
  return session.prepareQuery(built, undefined, name, false).execute();
}
