import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { createPglite, fromPglite, fromPostgres, type TDatabase } from '../src/db/client';

/** A fresh, migrated database for one test file: PGlite from the snapshot, or a PostgreSQL clone. */
export async function testDatabase(): Promise<TDatabase & { url?: string }> {
  if (process.env.TEST_DB === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!;
    const name = `venue_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await cloneTemplate(admin, name, inject('postgresTemplate'));
    const u = new URL(url);
    u.pathname = `/${name}`;
    const database = fromPostgres(u.toString());
    return {
      ...database,
      url: u.toString(),
      async close() {
        await database.close();
        await admin.query(`DROP DATABASE IF EXISTS ${name}`);
        await admin.end();
      },
    };
  }
  const snapshot = readFileSync(inject('pgliteSnapshot'));
  return fromPglite(await createPglite({ loadDataDir: new Blob([snapshot]) }));
}

/** PostgreSQL refuses to copy a template two sessions copy at once (55006): test files retry in turn. */
async function cloneTemplate(admin: pg.Client, name: string, template: string) {
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
      return;
    } catch (err) {
      if ((err as { code?: string }).code !== '55006' || attempt > 50) throw err;
      await new Promise((r) => setTimeout(r, 50 + Math.random() * 150));
    }
  }
}
