import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { DEFAULT_MAX_ADVANCE_DAYS, DEFAULT_MIN_ADVANCE_DAYS } from '@venue/shared/site/settings.schema';
import { repoRoot, webDistFolder } from './lib/paths';
import type { TS3Options } from './lib/s3-storage';
import type { TSemaphoreOptions } from './lib/sms';

export interface TConfig {
  port: number;
  host: string;
  dataDir: string;
  /** Absent: embedded PGlite under dataDir/db. */
  databaseUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  /** Where a client's answer to any e-mail goes; unset, the venue's own inbox from Venue Details, not the no-reply sender. */
  mailReplyTo?: string;
  publicUrl: string;
  jwtSecret: string;
  /** Lets the CLI reach a running server that owns the embedded database. */
  adminToken: string;
  booking: { min_advance_days: number; max_advance_days: number };
  outboxPollMs: number;
  /** The background jobs (outbox polling, sweeps, schedules) run here; RUN_JOBS=false leaves them to a worker process. */
  runJobs: boolean;
  /** On SIGTERM, how long readiness fails before the server stops accepting (the proxy's health check interval and more). */
  shutdownDelayMs: number;
  logLevel: string;
  /** LOG_REQUESTS=true: a log line per request (its URL scrubbed of tokens, lib/log-redact.ts). */
  logRequests: boolean;
  serveWeb: boolean;
  /** Uploads go to this S3-compatible bucket when STORAGE_S3_BUCKET is set, else under DATA_DIR/uploads. */
  s3?: TS3Options;
  /** The built SPA to serve (apps/web/dist unless WEB_DIST_DIR says otherwise). */
  webDistDir: string;
  payments: TPaymentsConfig;
  /** SMS through Semaphore when SEMAPHORE_API_KEY is set; otherwise SMS are written under DATA_DIR/mail. */
  sms?: TSemaphoreOptions;
  /** How often an open notification stream gets a keep-alive comment. */
  sseKeepAliveMs: number;
  /** The per-process copies that are switched off (CACHES_OFF=sign-in,flows,sessions): how `npm run bench` measures what each buys. */
  cachesOff: readonly TCacheName[];
  /** Set: the server writes a backup archive here every night (modules/backup), keeping backupKeepDays days of them. */
  backupDir?: string;
  backupKeepDays: number;
  /** BACKUP_SECRETS=false: the nightly archive leaves the JWT secret and admin token out (modules/backup/backup-secrets.ts). */
  backupSecrets: boolean;
}

/** The per-process copies the server keeps, each with a benchmark line of its gain (bench/caches.ts). */
export const CACHE_NAMES = ['sign-in', 'flows', 'sessions'] as const;
export type TCacheName = (typeof CACHE_NAMES)[number];
const cachesOff = (value: string | undefined): TCacheName[] =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s): s is TCacheName => (CACHE_NAMES as readonly string[]).includes(s));

/** Gateways are on when their keys are given; `*_API_BASE` points an SDK at a local fake (tests only). */
export interface TPaymentsConfig {
  stripe?: { secretKey: string; publishableKey: string; webhookSecret: string; apiBase?: string };
  paymongo?: { secretKey: string; publicKey: string; webhookSecret: string; apiBase?: string };
  /** PayPal's REST app: sandbox unless PAYPAL_ENVIRONMENT=live, which picks the SDK's production address. */
  paypal?: { clientId: string; clientSecret: string; webhookId: string; environment: 'sandbox' | 'live'; apiBase?: string };
  /** auto: the built-in test gateway is on while no real gateway is configured. */
  testGateway: 'auto' | 'on' | 'off';
}

export function loadPaymentsConfig(env: NodeJS.ProcessEnv): TPaymentsConfig {
  const mode = env.PAYMENTS_TEST_GATEWAY;
  return {
    stripe: env.STRIPE_SECRET_KEY
      ? {
          secretKey: env.STRIPE_SECRET_KEY,
          publishableKey: env.STRIPE_PUBLISHABLE_KEY || '',
          webhookSecret: env.STRIPE_WEBHOOK_SECRET || '',
          apiBase: env.STRIPE_API_BASE || undefined,
        }
      : undefined,
    paymongo: env.PAYMONGO_SECRET_KEY
      ? {
          secretKey: env.PAYMONGO_SECRET_KEY,
          publicKey: env.PAYMONGO_PUBLIC_KEY || '',
          webhookSecret: env.PAYMONGO_WEBHOOK_SECRET || '',
          apiBase: env.PAYMONGO_API_BASE || undefined,
        }
      : undefined,
    // Both halves are needed for a token, so one without the other leaves PayPal off rather than failing later.
    paypal:
      env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET
        ? {
            clientId: env.PAYPAL_CLIENT_ID,
            clientSecret: env.PAYPAL_CLIENT_SECRET,
            webhookId: env.PAYPAL_WEBHOOK_ID || '',
            environment: env.PAYPAL_ENVIRONMENT?.trim().toLowerCase() === 'live' ? 'live' : 'sandbox',
            apiBase: env.PAYPAL_API_BASE || undefined,
          }
        : undefined,
    testGateway: mode === 'on' || mode === 'off' ? mode : 'auto',
  };
}

const intEnv = (value: string | undefined, fallback: number) => {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) ? n : fallback;
};

const publicUrlOf = (env: NodeJS.ProcessEnv, port: number) => (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, '');

/** "no-reply@" the host the venue's site answers on ("https://www.casalumina.ph" -> no-reply@casalumina.ph). */
export function defaultSender(publicUrl: string): string {
  let host = 'localhost';
  try {
    host = new URL(publicUrl).hostname.replace(/^www\./, '') || host;
  } catch {
    // A PUBLIC_URL that is not an address is refused where it is used; the sender stays local meanwhile.
  }
  return `no-reply@${host}`;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): TConfig {
  const dataDir = resolve(repoRoot, env.DATA_DIR || 'data');
  const port = intEnv(env.PORT, 3000);
  mkdirSync(dataDir, { recursive: true });
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    // The address only counts: the name before it is Venue Details' sender name (lib/mailer.ts). Without
    // MAIL_FROM, the site's own host sends (docs/decisions.md, "The sender of a new install").
    mailFrom: env.MAIL_FROM || defaultSender(publicUrlOf(env, port)),
    mailReplyTo: env.MAIL_REPLY_TO || undefined,
    publicUrl: publicUrlOf(env, port),
    // Empty unless given: buildApp takes them from the database, where every process finds the same ones.
    jwtSecret: env.JWT_SECRET || '',
    adminToken: env.ADMIN_TOKEN || '',
    booking: {
      min_advance_days: intEnv(env.BOOKING_MIN_ADVANCE_DAYS, DEFAULT_MIN_ADVANCE_DAYS),
      max_advance_days: intEnv(env.BOOKING_MAX_ADVANCE_DAYS, DEFAULT_MAX_ADVANCE_DAYS),
    },
    outboxPollMs: intEnv(env.OUTBOX_POLL_MS, 5000),
    runJobs: env.RUN_JOBS !== 'false',
    shutdownDelayMs: intEnv(env.SHUTDOWN_DELAY_MS, 0),
    logLevel: env.LOG_LEVEL || 'info',
    logRequests: env.LOG_REQUESTS === 'true',
    serveWeb: env.SERVE_WEB !== 'false',
    s3: env.STORAGE_S3_BUCKET
      ? {
          bucket: env.STORAGE_S3_BUCKET,
          endpoint: env.STORAGE_S3_ENDPOINT || undefined,
          region: env.STORAGE_S3_REGION || 'us-east-1',
          forcePathStyle: env.STORAGE_S3_FORCE_PATH_STYLE ? env.STORAGE_S3_FORCE_PATH_STYLE === 'true' : Boolean(env.STORAGE_S3_ENDPOINT),
          credentials:
            env.STORAGE_S3_ACCESS_KEY_ID && env.STORAGE_S3_SECRET_ACCESS_KEY
              ? { accessKeyId: env.STORAGE_S3_ACCESS_KEY_ID, secretAccessKey: env.STORAGE_S3_SECRET_ACCESS_KEY }
              : undefined,
        }
      : undefined,
    webDistDir: env.WEB_DIST_DIR ? resolve(repoRoot, env.WEB_DIST_DIR) : webDistFolder,
    payments: loadPaymentsConfig(env),
    sms: env.SEMAPHORE_API_KEY
      ? { apiKey: env.SEMAPHORE_API_KEY, senderName: env.SEMAPHORE_SENDER_NAME || undefined, apiBase: env.SEMAPHORE_API_BASE || undefined }
      : undefined,
    sseKeepAliveMs: intEnv(env.SSE_KEEPALIVE_MS, 25_000),
    cachesOff: cachesOff(env.CACHES_OFF),
    backupDir: env.BACKUP_DIR ? resolve(repoRoot, env.BACKUP_DIR) : undefined,
    backupKeepDays: intEnv(env.BACKUP_KEEP_DAYS, 14),
    backupSecrets: env.BACKUP_SECRETS !== 'false',
  };
}
