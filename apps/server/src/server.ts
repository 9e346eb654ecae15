import { loadConfig } from './config';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { installCrashGuard } from './lib/crash-guard';
import { claimDataDir, releaseDataDir } from './lib/instance-lock';
import { checkStoredImages } from './modules/contracts/image-check';
import { seedIfEmpty, shouldSeedDemo } from './seed/seed-if-empty';

/** Listen, log, close gracefully; everything else lives in buildApp. */
async function main() {
  const started = performance.now();
  const config = loadConfig();
  if (!config.databaseUrl) claimDataDir(config.dataDir);
  const database = await openDatabase(config);
  await database.migrate();
  if (shouldSeedDemo(process.env, config.databaseUrl)) await seedIfEmpty(database.db, config);
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

  // A restart loses nothing (docs/deploy.md): readiness fails first, so the proxy's health check sends new
  // requests elsewhere (SHUTDOWN_DELAY_MS); then the server stops accepting, ends the live notification streams
  // with a retry hint (their browsers reconnect to another process and catch up), lets the requests in flight
  // finish, and lets the outbox finish the batch it holds; only then does the database close.
  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: draining for ${config.shutdownDelayMs} ms, then closing`);
    app.lifecycle.drain();
    // A request that never ends must not keep a restart waiting for ever (systemd would kill it later anyway).
    setTimeout(() => {
      app.log.error('still closing after 30 s: exiting');
      process.exit(1);
    }, 30_000).unref();
    if (config.shutdownDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, config.shutdownDelayMs));
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
