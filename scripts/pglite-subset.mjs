// The API test files npm test also runs on PGlite when the whole API suite runs on PostgreSQL
// (TEST_DATABASE_URL set, as in CI). They cover where the two databases differ; docs/testing.md says why each
// is here. Without TEST_DATABASE_URL the whole API suite runs on PGlite and this list is not used.
// The migrations themselves run on PGlite in every pass (global-setup.ts migrates once and snapshots).
export const PGLITE_SUBSET = [
  // Database behaviour that PGlite implements apart or by other means
  { file: 'apps/server/src/db/app-secrets.db.test.ts', covers: 'shared secrets written once under concurrent first starts (ON CONFLICT)' },
  { file: 'apps/server/src/lib/transaction.db.test.ts', covers: 'the transaction helper: rollback, side effects only after commit' },
  { file: 'apps/server/src/modules/booking/holds.test.ts', covers: 'holds: exclusion constraint (btree_gist), FOR UPDATE / SKIP LOCKED sweeps' },
  { file: 'apps/server/src/modules/events/staff-events.test.ts', covers: 'facility exclusion constraint (23P01 mapped to 409), AT TIME ZONE dates' },
  { file: 'apps/server/src/modules/booking/session-races.test.ts', covers: 'racing saves of one session: row locks, xmin checks' },
  { file: 'apps/server/src/modules/booking/session-cache.test.ts', covers: 'sessions kept per process by xmin, jsonb state, prepared statements' },
  { file: 'apps/server/src/modules/outbox/outbox-lease.test.ts', covers: 'outbox claims with FOR UPDATE SKIP LOCKED and leases' },
  { file: 'apps/server/src/modules/outbox/outbox.test.ts', covers: 'the outbox delivery pass (one prepared statement), retries' },
  { file: 'apps/server/src/modules/notifications/stream.test.ts', covers: 'the change bus: in-process on PGlite, LISTEN/NOTIFY on PostgreSQL' },
  { file: 'apps/server/src/modules/notifications/notifications.test.ts', covers: 'notifications published on the change bus after commit' },
  { file: 'apps/server/src/modules/events/client-events.test.ts', covers: 'prepared per-scope reads with lateral joins and JSON aggregates' },
  { file: 'apps/server/src/fuzz.test.ts', covers: 'hostile input: the database refuses it with the same SQLSTATE classes (22xxx, 54000)' },
  { file: 'apps/server/src/modules/accounts/sessions.test.ts', covers: 'accounts smoke: register, login, CSRF, timestamps with time zone' },
  { file: 'apps/server/src/modules/payments/payments.test.ts', covers: 'payments smoke: invoices and payments read with JSON aggregates' },
  { file: 'apps/server/src/modules/payments/parallel-charges.test.ts', covers: 'parallel deposits, installments: invoice row lock' },
  { file: 'apps/server/src/modules/booking/completion-answers.test.ts', covers: 'booking answers into the event: jsonb_set, the client row lock, Today' },
  { file: 'apps/server/src/modules/staff/journey.test.ts', covers: 'staff smoke: an empty database holds only the migrations reference data' },
  {
    file: 'apps/server/src/modules/privacy/forget.test.ts',
    covers: 'account deletion: append-only logs opened by a transaction-local setting, regex searches of every table',
  },
  { file: 'apps/server/src/modules/backup/backup.test.ts', covers: "backup and restore: PGlite's own data directory dump, where PostgreSQL uses pg_dump" },
];
