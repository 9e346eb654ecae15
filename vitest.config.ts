import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const apiProject = (name: string, db: 'pglite' | 'postgres') => ({
  test: {
    name,
    // Pure lib/ and db/ helpers are unit tests; those that need a database are named *.db.test.ts.
    include: ['apps/server/src/**/*.test.ts'],
    exclude: ['apps/server/src/{lib,db}/**/!(*.db).test.ts'],
    globalSetup: ['apps/server/test/global-setup.ts'],
    // Cheap password hashing keeps the suite fast; production uses the argon2id defaults.
    // Every booking is completed from one address (127.0.0.1): the per-address limit has its own test, which sets
    // it for itself (completion-known-address.test.ts). Set here, not in a test file: the files share process.env.
    env: { TEST_DB: db, ARGON2_MEMORY_KIB: '1024', ARGON2_TIME_COST: '1', VALIDATE_RESPONSES: 'true', BOOKING_COMPLETIONS_PER_HOUR: '1000' },
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // A test that passes only on a second try is a bug to fix, not to hide (docs/testing.md).
    retry: 0,
    // Every file imports the whole server (Fastify, Drizzle, pdfkit, sharp, the S3 client): re-importing it for each
    // of 60 files was most of the suite's time (209 s of imports in a 242 s PostgreSQL run). Files stay apart by
    // their own database, built in their beforeAll; no API test mocks a module or installs process-wide handlers.
    isolate: false,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
        test: {
          name: 'unit',
          include: ['packages/shared/src/**/*.test.ts', 'apps/server/src/{lib,db}/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}', 'tools/**/*.test.ts'],
          exclude: ['**/*.db.test.ts'],
          retry: 0,
          // A timeout catches a hang, not slowness: a PDF or sanitizer test's first call loads its library and
          // took over 5 s (the default) on a loaded 2-core machine.
          testTimeout: 15_000,
        },
      },
      apiProject('api-pglite', 'pglite'),
      // The same API suite again on a PostgreSQL server when one is given (.ci/run sets it).
      ...(process.env.TEST_DATABASE_URL ? [apiProject('api-postgres', 'postgres')] : []),
    ],
  },
});
