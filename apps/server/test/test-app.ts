import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import type { TRole } from '@venue/shared/accounts/roles';
import type { FastifyServerOptions, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig, type TConfig } from '../src/config';
import type { TDatabase } from '../src/db/client';
import type { TMail, TMailer } from '../src/lib/mailer';
import { testDatabase } from './test-database';
import { passwordWork } from '../src/lib/passwords';
import { clearSetupComplete } from '../src/modules/setup/setup.repo';
import { resetVenueDetails } from '../src/seed/demo-venue';

export interface TTestApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  database: TDatabase;
  config: TConfig;
  /** E-mails delivered so far (after drainMail). */
  mails: TMail[];
  drainMail(): Promise<TMail[]>;
  api: ReturnType<typeof apiClient>;
  close(): Promise<void>;
}

/** Captures mail instead of sending it; tests read `mails` after drainMail(). */
function captureMailer(mails: TMail[]): TMailer {
  return { describe: 'memory', send: async (m) => (mails.push(m), `memory:${m.id}`) };
}

/**
 * A test's app on a fresh migrated database, counted as set up (test/global-setup.ts) so the public booking is
 * open; `firstRun: true` starts it as a new install whose admin has not set the venue up yet (modules/setup), with
 * the starter venue details of migration 0038.
 */
export async function createTestApp(
  opts: { env?: Record<string, string>; mailer?: TMailer; database?: TDatabase; firstRun?: boolean; logger?: FastifyServerOptions['logger'] } = {},
): Promise<TTestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'venue-test-'));
  const config = loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'http://portal.test', SERVE_WEB: 'false', ...opts.env });
  const database = opts.database ?? (await testDatabase());
  if (opts.firstRun) {
    await clearSetupComplete(database.db);
    await resetVenueDetails(database.db);
  }
  const mails: TMail[] = [];
  const app = await buildApp({ config, database, mailer: opts.mailer ?? captureMailer(mails), logger: opts.logger });
  await app.ready();
  return {
    app,
    database,
    // With the shared secrets buildApp read from the database.
    config: app.ctx.config,
    mails,
    async drainMail() {
      await app.outbox.drain();
      return mails;
    },
    api: apiClient(app),
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

type TReq = { token?: string; headers?: Record<string, string>; csrf?: boolean; query?: Record<string, string>; ip?: string };

/** inject() with the browser's habits: JSON bodies, the CSRF pair on unsafe calls, an optional bearer token. */
export function apiClient(app: TTestApp['app']) {
  const send = (method: InjectOptions['method'], url: string, body?: unknown, o: TReq = {}): Promise<LightMyRequestResponse> => {
    const headers: Record<string, string> = { ...o.headers };
    if (o.token) headers.authorization = `Bearer ${o.token}`;
    const cookies: Record<string, string> = {};
    if (o.csrf !== false && !o.token && method !== 'GET') {
      cookies.csrftoken = 'test-csrf-token';
      headers['x-csrftoken'] = 'test-csrf-token';
    }
    return app.inject({
      method,
      url,
      headers,
      cookies,
      query: o.query,
      remoteAddress: o.ip ?? '127.0.0.1',
      ...(body === undefined ? {} : { payload: body as object }),
    });
  };
  return {
    get: (url: string, o?: TReq) => send('GET', url, undefined, o),
    post: (url: string, body?: unknown, o?: TReq) => send('POST', url, body, o),
    put: (url: string, body?: unknown, o?: TReq) => send('PUT', url, body, o),
    patch: (url: string, body?: unknown, o?: TReq) => send('PATCH', url, body, o),
    delete: (url: string, o?: TReq) => send('DELETE', url, undefined, o),
  };
}

export const strongPassword = 'Sampaguita#2026';

/** Registers a client through the API and answers its session. */
export async function registerClient(t: TTestApp, email = 'client@example.test', extra: Record<string, unknown> = {}) {
  const res = await t.api.post('/api/users/register/', {
    first_name: 'Liza',
    last_name: 'Soberano',
    email,
    password: strongPassword,
    confirm_password: strongPassword,
    ...extra,
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  return res.json() as { user: { id: number; email: string; first_name: string }; tokens: { access: string; refresh: string } };
}

/** Raw SQL for assertions on what the API cannot show (expiry times, outbox rows). */
export async function queryRows<T>(t: TTestApp, query: SQL): Promise<T[]> {
  const result = (await t.database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Registers an account and gives it a role (staff and admins are never self-registered); answers its session. */
export async function accountWithRole(t: TTestApp, role: TRole, email = `${role}-${Math.random().toString(36).slice(2, 8)}@venue.test`) {
  const session = await registerClient(t, email);
  await t.database.db.execute(sql`update users set role = ${role} where id = ${session.user.id}`);
  return session;
}

/** Counts the password hashes and checks run from now on (both are the expensive work limits guard). */
export function passwordChecks() {
  const start = { ...passwordWork };
  return {
    count: () => passwordWork.verifies - start.verifies,
    hashes: () => passwordWork.hashes - start.hashes,
  };
}

/** A 1x1 PNG. */
export const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** inject() options for a one-file multipart upload, as a browser form sends it. */
export function fileUpload(token: string, file: { field: string; filename: string; data: Buffer; type?: string }) {
  const boundary = '----venue-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.type ?? 'image/png'}\r\n\r\n`,
    ),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${token}` } };
}
