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

  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
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
