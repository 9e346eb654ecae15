import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabase } from '../../test/test-database';
import type { TDatabase } from './client';
import { sharedSecrets } from './app-secrets';

let database: TDatabase;
beforeAll(async () => {
  database = await testDatabase();
});
afterAll(() => database.close());

describe('shared secrets', () => {
  it('gives every process of one database the same secrets, whichever started first', async () => {
    const [a, b, c] = await Promise.all([sharedSecrets(database.db, {}), sharedSecrets(database.db, {}), sharedSecrets(database.db, {})]);
    expect(a.jwtSecret.length).toBeGreaterThanOrEqual(64);
    expect(b).toEqual(a);
    expect(c).toEqual(a);
    expect(await sharedSecrets(database.db, {})).toEqual(a);
  });

  it('lets the environment win', async () => {
    const stored = await sharedSecrets(database.db, {});
    expect(await sharedSecrets(database.db, { jwtSecret: 'from-env' })).toEqual({ jwtSecret: 'from-env', adminToken: stored.adminToken });
  });
});
