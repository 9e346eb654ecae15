import pino from 'pino';
import { loadConfig, type TConfig } from '../config';
import { composeContext } from '../compose-context';
import type { TContext } from '../context';
import { openDatabase, type TDatabase } from '../db/client';
import { firstStart } from '../db/first-start-lock';
import { createMailer } from '../lib/mailer';
import { createSmsSender } from '../lib/sms';
import { createOutboxWorker } from '../modules/outbox/outbox.worker';

/**
 * Opens the database the same way the server does, with a context for the services. The caller must make
 * sure no server holds an embedded database (see lib/instance-lock.ts). close() delivers queued e-mail first.
 */
export async function openCliContext(config: TConfig = loadConfig()): Promise<{ ctx: TContext; database: TDatabase; close(): Promise<void> }> {
  const database = await openDatabase(config);
  await firstStart(database, config.databaseUrl);
  const log = pino({ level: 'warn' });
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, replyTo: config.mailReplyTo, dataDir: config.dataDir });
  const sms = createSmsSender({ semaphore: config.sms, dataDir: config.dataDir });
  const outbox = createOutboxWorker({ db: database.db, mailer, sms, log, pollMs: 60_000 });
  const ctx = composeContext(database, config, () => undefined);
  return {
    ctx,
    database,
    async close() {
      const sent = await outbox.drain();
      if (sent) console.log(`${sent} e-mail(s) delivered through ${mailer.describe}.`);
      await database.close();
    },
  };
}
