import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleServer, ready, startServer, type TServerProcess } from '../test/server-process';
import { DEMO_EMAIL } from './seed/demo-data';

/**
 * Issue 38: three processes started at once on an empty PostgreSQL database used to race through the migrations,
 * and two died on a duplicate key in pg_type. Now the first-start work (migrations, the demo seed) runs under one
 * advisory lock (db/first-start-lock.ts): all three come up, and the demo data is loaded once.
 */
const onPostgres = process.env.TEST_DB === 'postgres';
let admin: pg.Client;
let name: string;
let url: string;
let bundle: Awaited<ReturnType<typeof bundleServer>>;
const servers: TServerProcess[] = [];
const dirs: string[] = [];

describe.runIf(onPostgres)('three processes started at once on an empty database', () => {
  beforeAll(async () => {
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    name = `venue_first_${randomBytes(5).toString('hex')}`;
    await admin.query(`CREATE DATABASE ${name}`);
    const u = new URL(process.env.TEST_DATABASE_URL!);
    u.pathname = `/${name}`;
    url = u.toString();
    bundle = await bundleServer();
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    bundle?.remove();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    await admin?.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin?.end();
  }, 30_000);

  it('all answer readiness, and the demo data is loaded once', async () => {
    for (let i = 0; i < 3; i++) {
      const dataDir = mkdtempSync(join(tmpdir(), 'venue-first-'));
      dirs.push(dataDir);
      servers.push(startServer(bundle.entry, { DATABASE_URL: url, DATA_DIR: dataDir, SEED_DEMO: 'true' }));
    }
    // A cold start on a busy 2-core machine, three at once: generous, since a crash fails at once anyway.
    await Promise.all(servers.map((s) => ready(s, 150_000)));
    for (const s of servers) {
      expect(s.alive()).toBe(true);
      expect(s.output()).not.toMatch(/duplicate key|uncaught/i);
    }
    const db = new pg.Client({ connectionString: url });
    await db.connect();
    try {
      const { rows } = await db.query<{ n: number }>('select count(*)::int as n from users where email = $1', [DEMO_EMAIL]);
      expect(rows[0]!.n).toBe(1);
    } finally {
      await db.end();
    }
  }, 180_000);
});
