import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DEFAULT_MAX_ADVANCE_DAYS, DEFAULT_MIN_ADVANCE_DAYS } from '@venue/shared/site/settings.schema';
import { repoRoot, webDistFolder } from './lib/paths';

export interface TConfig {
  port: number;
  host: string;
  dataDir: string;
  /** Absent: embedded PGlite under dataDir/db. */
  databaseUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  publicUrl: string;
  jwtSecret: string;
  /** Lets the CLI reach a running server that owns the embedded database. */
  adminToken: string;
  booking: { min_advance_days: number; max_advance_days: number };
  outboxPollMs: number;
  logLevel: string;
  serveWeb: boolean;
  /** The built SPA to serve (apps/web/dist unless WEB_DIST_DIR says otherwise). */
  webDistDir: string;
}

interface TSecrets {
  jwtSecret: string;
  adminToken: string;
}

/** Secrets not given in the environment are generated once and kept under DATA_DIR. */
export function loadSecrets(dataDir: string, env: NodeJS.ProcessEnv): TSecrets {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'secrets.json');
  let stored: Partial<TSecrets> = {};
  if (existsSync(file)) stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<TSecrets>;
  const secrets: TSecrets = {
    jwtSecret: stored.jwtSecret ?? randomBytes(48).toString('base64url'),
    adminToken: stored.adminToken ?? randomBytes(32).toString('base64url'),
  };
  if (stored.jwtSecret !== secrets.jwtSecret || stored.adminToken !== secrets.adminToken) {
    writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
  return { jwtSecret: env.JWT_SECRET || secrets.jwtSecret, adminToken: env.ADMIN_TOKEN || secrets.adminToken };
}

const intEnv = (value: string | undefined, fallback: number) => {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) ? n : fallback;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): TConfig {
  const dataDir = resolve(repoRoot, env.DATA_DIR || 'data');
  const port = intEnv(env.PORT, 3000);
  const secrets = loadSecrets(dataDir, env);
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Venue Portal <no-reply@venue.test>',
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    ...secrets,
    booking: {
      min_advance_days: intEnv(env.BOOKING_MIN_ADVANCE_DAYS, DEFAULT_MIN_ADVANCE_DAYS),
      max_advance_days: intEnv(env.BOOKING_MAX_ADVANCE_DAYS, DEFAULT_MAX_ADVANCE_DAYS),
    },
    outboxPollMs: intEnv(env.OUTBOX_POLL_MS, 5000),
    logLevel: env.LOG_LEVEL || 'info',
    serveWeb: env.SERVE_WEB !== 'false',
    webDistDir: env.WEB_DIST_DIR ? resolve(repoRoot, env.WEB_DIST_DIR) : webDistFolder,
  };
}
