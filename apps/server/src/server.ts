import { loadConfig } from './config';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { firstStart } from './db/first-start-lock';
import { installCrashGuard } from './lib/crash-guard';
import { claimDataDir, releaseDataDir } from './lib/instance-lock';
import { waitUntilQuiet } from './lib/drain';
import { checkStoredImages } from './modules/contracts/image-check';
import { seedIfEmpty, shouldSeedDemo } from './seed/seed-if-empty';

/** Listen, log, close gracefully; everything else lives in buildApp. */
async function main() {
  const started = performance.now();
  const config = loadConfig();
  if (!config.databaseUrl) claimDataDir(config.dataDir);
  const database = await openDatabase(config);
  // Once per database, under one lock: processes started together on an empty database take turns (db/first-start-lock.ts).
  await firstStart(database, config.databaseUrl, async () => {
    if (shouldSeedDemo(process.env, config.databaseUrl)) await seedIfEmpty(database.db, config);
  });
  const app = await buildApp({ config, database, startOutbox: true, logger: { level: config.logLevel } });
  installCrashGuard(app, async () => {
    await app.close();
    await database.close();
    if (!config.databaseUrl) releaseDataDir(config.dataDir);
  });
  await app.listen({ port: config.port, host: config.host });
  // Images stored before uploads were re-encoded, checked once each (image-check.ts); in the background, since
  // every PDF decodes its images safely anyway and a big table must not hold up the start.
  void checkStoredImages(app.ctx, app.log).catch((err: unknown) => app.log.warn({ err }, 'stored image check failed'));
  if (!config.databaseUrl) claimDataDir(config.dataDir, { port: config.port });
  const ms = Math.round(performance.now() - started);
  app.log.info(`Venue Portal ready in ${ms} ms on ${config.databaseUrl ? 'PostgreSQL' : `embedded PGlite (${config.dataDir})`}`);
  console.log(`\n  Venue Portal is running at ${config.publicUrl}\n`);

  // A restart loses nothing (docs/deploy.md), with no variable set: readiness fails first, so a proxy's health
  // check sends new requests elsewhere (for SHUTDOWN_DELAY_MS at least); the listener stays open until no
  // connection has arrived for a moment, every answer meanwhile saying `Connection: close`, so nothing already
  // sent to this process is reset (lib/drain.ts). Then the server stops accepting, ends the live notification
  // streams with a retry hint (their browsers reconnect to another process and catch up), lets the requests in
  // flight finish, and lets the outbox finish the batch it holds; only then does the database close.
  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: draining (at least ${config.shutdownDelayMs} ms, then until no new connection arrives), then closing`);
    app.lifecycle.drain();
    // A request that never ends must not keep a restart waiting for ever (systemd would kill it later anyway).
    setTimeout(() => {
      app.log.error('still closing after 30 s: exiting');
      process.exit(1);
    }, 30_000).unref();
    await waitUntilQuiet(app.server, { minMs: config.shutdownDelayMs });
    await app.close();
    await database.close();
    if (!config.databaseUrl) releaseDataDir(config.dataDir);
    process.exit(0);
  };
  process.on('SIGINT', () => void close('SIGINT'));
  process.on('SIGTERM', () => void close('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
