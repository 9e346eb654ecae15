import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import Fastify, { LogController, type FastifyServerOptions } from 'fastify';
import type { TConfig } from './config';
import { composeContext } from './compose-context';
import type { TContext } from './context';
import { sharedSecrets } from './db/app-secrets';
import type { TDatabase } from './db/client';
import { createMailer, type TMailer } from './lib/mailer';
import { createMetrics, sharedRead } from './lib/metrics';
import { createSmsSender, type TSmsSender } from './lib/sms';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { clientEventsRoutes } from './modules/events/client-events.routes';
import { publicEventsRoutes } from './modules/events/public-events.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { questionnairesRoutes } from './modules/questionnaires/questionnaires.routes';
import { questionnaireBuilderRoutes } from './modules/questionnaires/questionnaire-builder.routes';
import { quotesRoutes } from './modules/quotes/quotes.routes';
import { contractsRoutes } from './modules/contracts/contracts.routes';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { paymentMethodsRoutes } from './modules/payments/methods.routes';
import { gatewaysRoutes } from './modules/payments/gateways.routes';
import { venuePaymentsRoutes } from './modules/payments/venue-payments.routes';
import { productsRoutes } from './modules/products/products.routes';
import { pricesRoutes } from './modules/prices/prices.routes';
import { spacesRoutes } from './modules/spaces/spaces.routes';
import { bookingFlowsAdminRoutes } from './modules/booking-flows/booking-flows-admin.routes';
import { publicProductsRoutes } from './modules/products/public-products.routes';
import { bookingRoutes } from './modules/booking/booking.routes';
import { discountsRoutes } from './modules/booking/discounts.routes';
import { BOOKING_CLEANUP_MS, cleanUpBookings } from './modules/booking/cleanup.service';
import { staffQuotesRoutes } from './modules/quotes/staff-quotes.routes';
import { contractTemplatesRoutes } from './modules/contracts/contract-templates.routes';
import { staffContractsRoutes } from './modules/contracts/staff-contracts.routes';
import { internalRoutes } from './modules/internal/internal.routes';
import { staffRoutes } from './modules/staff/staff.routes';
import { staffEventsRoutes } from './modules/events/staff-events.routes';
import { eventSheetRoutes } from './modules/events/event-sheet.routes';
import { facilitiesRoutes } from './modules/facilities/facilities.routes';
import { calendarRoutes } from './modules/calendar/calendar.routes';
import { calendarFeedsRoutes } from './modules/calendar/calendar-feeds.routes';
import { inquiriesRoutes } from './modules/inquiries/inquiries.routes';
import { reportsRoutes } from './modules/reports/reports.routes';
import { adminRoutes } from './modules/admin/admin.routes';
import { communicationsRoutes } from './modules/communications/communications.routes';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { messagesRoutes } from './modules/messages/messages.routes';
import { privacyRoutes } from './modules/privacy/privacy.routes';
import { remindersRoutes } from './modules/reminders/reminders.routes';
import { REMINDER_TICK_MS, sendDueReminders } from './modules/reminders/reminders.service';
import { warmSanitizer } from './lib/sanitize-email-html';
import { ORPHAN_AGE_MS, sweepOrphanFiles } from './modules/maintenance/orphan-files.service';
import { settleStaleCharges } from './modules/payments/stale-charges.service';
import { NIGHTLY_CHECK_MS, nightlyBackup } from './modules/backup/nightly-backup.service';
import { createOutboxWorker, type TOutboxWorker } from './modules/outbox/outbox.worker';
import { outboxBacklog } from './modules/outbox/outbox.service';
import { siteRoutes } from './modules/site/site.routes';
import { venueRoutes } from './modules/venue/venue.routes';
import { setupRoutes } from './modules/setup/setup.routes';
import { pagesRoutes } from './modules/site/pages.routes';
import { reviewsRoutes } from './modules/events/reviews.routes';
import { healthRoutes } from './modules/health/health.routes';
import { createLifecycle, type TLifecycle } from './lib/lifecycle';
import { authPlugin } from './plugins/auth';
import { csrfPlugin } from './plugins/csrf';
import { errorHandlerPlugin } from './plugins/error-handler';
import { clientErrorHandler, frameworkErrors } from './plugins/client-errors';
import { guardedValidatorCompiler } from './plugins/input-guard';
import { responseSerializer } from './plugins/response-serializer';
import { securityPlugin } from './plugins/security';
import { spaPlugin } from './plugins/spa';
import { loadPageRenderer } from './lib/page-renderer';
import { readWebBuild } from './lib/web-build';
import { redactingLogger } from './lib/log-redact';

export interface TBuildOptions {
  config: TConfig;
  database: TDatabase;
  /** Defaults to the mailer the config describes (SMTP or .eml files). */
  mailer?: TMailer;
  /** Defaults to Semaphore when SEMAPHORE_API_KEY is set, else SMS files under DATA_DIR/mail. */
  sms?: TSmsSender;
  logger?: FastifyServerOptions['logger'];
  /** Start the outbox's polling timer (the server does; tests drain by hand). */
  startOutbox?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    outbox: TOutboxWorker;
    ctx: TContext;
    /** Draining for a restart (server.ts): readiness fails while requests in flight finish. */
    lifecycle: TLifecycle;
  }
}

/** A request id a caller (a proxy) may pass on: letters, digits and - _ . only, at most 64. */
const REQUEST_ID = /^[\w.-]{1,64}$/;

/** Plugins first, then modules. Used by server.ts and by every API test. */
export async function buildApp(opts: TBuildOptions) {
  const { database } = opts;
  const config: TConfig = { ...opts.config, ...(await sharedSecrets(database.db, opts.config)) };
  // Behind a reverse proxy (Caddy, nginx): the client's address and the request id come from its headers.
  const behindProxy = process.env.TRUST_PROXY === 'true';
  const app = Fastify({
    logger: opts.logger && typeof opts.logger === 'object' ? redactingLogger(opts.logger) : (opts.logger ?? false),
    trustProxy: behindProxy,
    // One line per request is noise at this scale; errors are still logged by the error handler. Every log line
    // of a request carries its id as `request_id` (docs/deploy.md).
    logController: new LogController({ disableRequestLogging: !config.logRequests, requestIdLogLabel: 'request_id' }),
    bodyLimit: 1024 * 1024,
    // What the router and Node's parser refuse before any handler runs answers in the catalogue's shape too.
    frameworkErrors,
    clientErrorHandler,
    // Every answer and every log line of a request carry its id: behind a trusted proxy, the proxy's X-Request-Id
    // when it is a plain token; otherwise a fresh one. A browser's own header is never taken into the logs.
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return behindProxy && typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
  });
  app.setValidatorCompiler(guardedValidatorCompiler);
  app.setSerializerCompiler(responseSerializer(process.env.VALIDATE_RESPONSES === 'true'));

  const mailer = opts.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, replyTo: config.mailReplyTo, dataDir: config.dataDir });
  const sms = opts.sms ?? createSmsSender({ semaphore: config.sms, dataDir: config.dataDir });
  const outbox = createOutboxWorker({ db: database.db, mailer, sms, log: app.log, pollMs: config.outboxPollMs });
  const ctx = composeContext(database, config, () => outbox.kick(), app.log);
  app.decorate('outbox', outbox);
  app.decorate('ctx', ctx);
  const lifecycle = createLifecycle();
  app.decorate('lifecycle', lifecycle);
  app.addHook('preClose', async () => lifecycle.drain());
  // A restart of PostgreSQL is an expected event: one line per burst, the process stays up (db/client.ts).
  database.reportConnectionErrors((err, suppressed) =>
    app.log.warn({ err: { message: err.message, code: (err as { code?: string }).code }, suppressed }, 'database connection lost; reconnecting on demand'),
  );

  const metrics = createMetrics();
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // Draining for a restart: a keep-alive client is told to open its next connection elsewhere (lib/drain.ts).
    if (lifecycle.draining) reply.header('connection', 'close');
  });
  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern ("/api/staff/events/:id/"); a request no route matched counts as one series.
    metrics.observeRequest(request.method, request.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000);
  });
  metrics.labelledGauge('db_pool_connections', 'Database connections: the most opened, open, idle, and callers waiting for one', 'state', () =>
    database.poolUse(),
  );
  const backlog = sharedRead(() => outboxBacklog(database.db));
  metrics.gauge('outbox_backlog_messages', 'E-mails and SMS not yet handed to their channel', async () => (await backlog()).count);
  metrics.gauge(
    'outbox_oldest_message_age_seconds',
    'How long the oldest message not yet handed to its channel has waited',
    async () => (await backlog()).oldestAgeSeconds,
  );
  /** A background job's run, counted by outcome; a failure is logged and waits for the next run. */
  const runJob = (job: string, work: () => Promise<unknown>) =>
    work().then(
      (result) => {
        metrics.jobRan(job, 'ok');
        return result;
      },
      (err: unknown) => {
        metrics.jobRan(job, 'failed');
        app.log.warn({ err }, `${job} failed`);
        return undefined;
      },
    );

  await app.register(errorHandlerPlugin);
  const web = config.serveWeb ? readWebBuild(config.webDistDir) : null;
  if (config.serveWeb && !web) app.log.warn(`no built web app in ${config.webDistDir}: serving the API only (run npm run build)`);
  await app.register(securityPlugin, { scriptHashes: web?.scriptHashes ?? [], stripe: Boolean(config.payments.stripe) });
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 20 } });
  await app.register(csrfPlugin);
  await app.register(authPlugin, { ctx });

  await app.register(siteRoutes, { ctx });
  await app.register(venueRoutes, { ctx });
  await app.register(setupRoutes, { ctx });
  await app.register(pagesRoutes, { ctx });
  await app.register(reviewsRoutes, { ctx });
  await app.register(healthRoutes, { db: database.db, lifecycle });
  await app.register(accountsRoutes, { ctx });
  await app.register(publicEventsRoutes, { ctx });
  await app.register(clientEventsRoutes, { ctx });
  await app.register(questionnairesRoutes, { ctx });
  await app.register(questionnaireBuilderRoutes, { ctx });
  await app.register(quotesRoutes, { ctx });
  await app.register(contractsRoutes, { ctx });
  await app.register(paymentsRoutes, { ctx });
  await app.register(paymentMethodsRoutes, { ctx });
  await app.register(gatewaysRoutes, { ctx });
  await app.register(venuePaymentsRoutes, { ctx });
  // The staff console's sales side: catalogue, quotes, contract templates, contracts.
  await app.register(productsRoutes, { ctx });
  await app.register(pricesRoutes, { ctx });
  await app.register(spacesRoutes, { ctx });
  await app.register(bookingFlowsAdminRoutes, { ctx });
  await app.register(staffQuotesRoutes, { ctx });
  await app.register(contractTemplatesRoutes, { ctx });
  await app.register(staffContractsRoutes, { ctx });
  await app.register(dashboardRoutes, { ctx });
  await app.register(staffRoutes, { ctx });
  await app.register(staffEventsRoutes, { ctx });
  // The event sheet (issue 41): the venue's run sheet and PDF, the client's version to confirm.
  await app.register(eventSheetRoutes, { ctx });
  await app.register(facilitiesRoutes, { ctx });
  await app.register(calendarRoutes, { ctx });
  // Each person's private iCalendar feed: the venue's calendar for staff, a client's own events.
  await app.register(calendarFeedsRoutes, { ctx });
  await app.register(inquiriesRoutes, { ctx });
  // The venue's reports (issue 41): figures computed in SQL, CSV downloads, which ones staff may read.
  await app.register(reportsRoutes, { ctx });
  await app.register(adminRoutes, { ctx });
  await app.register(communicationsRoutes, { ctx });
  await app.register(notificationsRoutes, { ctx, metrics });
  await app.register(messagesRoutes, { ctx });
  // Data Privacy Act requests: the client's data export and account deletion, decided by admins.
  await app.register(privacyRoutes, { ctx });
  await app.register(remindersRoutes, { ctx });
  // The booking wizard: flows, sessions, holds, completion; the public catalogue and discount codes it reads.
  await app.register(bookingRoutes, { ctx });
  await app.register(publicProductsRoutes, { ctx });
  await app.register(discountsRoutes, { ctx });
  await app.register(internalRoutes, { queryCount: database.queryCount, metrics });

  // The public pages are rendered with the venue's data on each request (plugins/spa.ts); without the renderer
  // (a web build from before it) every page is the app's shell.
  if (web) await app.register(spaPlugin, { build: web, renderer: web.pages ? await loadPageRenderer(web.pages) : null });

  // RUN_JOBS=false: a web process behind the proxy leaves the timers to the worker process (docs/deploy.md).
  if (opts.startOutbox && config.runJobs) {
    app.addHook('onReady', async () => outbox.start());
    // Uploads a kill or a rollback left without a row: swept at start and hourly.
    let sweeper: NodeJS.Timeout | undefined;
    const sweep = () =>
      runJob('orphan sweep', async () => {
        const n = await sweepOrphanFiles(ctx);
        if (n) app.log.info(`${n} orphan upload(s) removed`);
      });
    app.addHook('onReady', async () => {
      void sweep();
      // jsdom loads in a few hundred milliseconds: before the first message a person writes, not during it.
      void warmSanitizer().catch((err: unknown) => app.log.warn({ err }, 'HTML sanitizer failed to load'));
      sweeper = setInterval(sweep, ORPHAN_AGE_MS).unref();
    });
    // Charges the payer walked away from give their held balance back (stale-charges.service.ts).
    const stale = setInterval(() => void runJob('stale charge sweep', () => settleStaleCharges(ctx)), 5 * 60_000).unref();
    // Expired booking holds and long-ended sessions (cleanup.service.ts; SKIP LOCKED, any process may run it).
    const bookings = setInterval(() => void runJob('booking clean-up', () => cleanUpBookings(ctx)), BOOKING_CLEANUP_MS).unref();
    // BACKUP_DIR set: an archive a night from 02:00 Manila, made by one process (nightly-backup.service.ts).
    const { backupDir, backupKeepDays, databaseUrl } = config;
    const backups = backupDir
      ? setInterval(
          () =>
            void runJob('nightly backup', () =>
              nightlyBackup(
                { database, databaseUrl, storage: ctx.storage },
                { dir: backupDir, keepDays: backupKeepDays, secrets: config.backupSecrets, warn: (message) => app.log.warn(message) },
              ),
            ),
          NIGHTLY_CHECK_MS,
        ).unref()
      : undefined;
    // Reminders due today, at start and every 10 minutes; every process ticks, a job's key lets one send (reminders.service.ts).
    const remind = () => runJob('reminders', () => sendDueReminders(ctx));
    app.addHook('onReady', async () => void remind());
    const reminders = setInterval(() => void remind(), REMINDER_TICK_MS).unref();
    app.addHook('onClose', async () => {
      clearInterval(sweeper);
      clearInterval(stale);
      clearInterval(bookings);
      clearInterval(backups);
      clearInterval(reminders);
    });
  }
  app.addHook('onClose', async () => outbox.stop());
  return app;
}
export type TApp = Awaited<ReturnType<typeof buildApp>>;
