import type { TScope } from '@venue/shared/accounts/roles';
import type { TDb } from './client';

/**
 * A statement prepared once per database handle and actor scope (each server and each test file has its own
 * handle). Hot reads are prepared because PostgreSQL takes longer to plan their lateral joins than to run them;
 * the scope is part of the key because it changes the ownership filter's SQL, while the actor's id is a
 * placeholder (see ownedBy).
 */
export function preparedPerScope<T>(prepare: (db: TDb, scope: TScope) => T): (db: TDb, scope: TScope) => T {
  const byDb = new WeakMap<TDb, Map<TScope, T>>();
  return (db, scope) => {
    let byScope = byDb.get(db);
    if (!byScope) byDb.set(db, (byScope = new Map()));
    let statement = byScope.get(scope);
    if (!statement) byScope.set(scope, (statement = prepare(db, scope)));
    return statement;
  };
}

/** A statement prepared once per database handle (for statements with no ownership filter). */
export function preparedOnce<T>(prepare: (db: TDb) => T): (db: TDb) => T {
  const byDb = new WeakMap<TDb, T>();
  return (db) => {
    let statement = byDb.get(db);
    if (!statement) byDb.set(db, (statement = prepare(db)));
    return statement;
  };
}
