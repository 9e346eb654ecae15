import type { FastifyBaseLogger } from 'fastify';
import { defaultErrorCode, statusMessage } from '@venue/shared/errors';
import { isDatabaseUnavailable } from './db-errors';

/**
 * The last line of defence (server.ts only, never the test apps): an exception thrown where no `try` reaches (a
 * library's callback, an unhandled rejection) leaves the process in an unknown state, so it is not swallowed.
 * The error is logged, every request still in flight is answered 500 in the catalogue shape (the crash cannot
 * be traced to one request, and all of them would otherwise hang until the socket dies), the server closes
 * for up to CLOSE_MS, and the process exits with code 1 so the process manager (scripts/start.mjs, systemd,
 * a container runtime) starts it again. One kind is let through: a lost database connection (a PostgreSQL restart),
 * which the pool recovers from and a restart would not.
 */
const CLOSE_MS = 3000;
export const CRASH_EXIT_CODE = 1;

/** What the guard needs of a Fastify reply (structural, so any server flavour's reply fits). */
interface TReplyLike {
  sent: boolean;
  raw: { headersSent: boolean; once(event: 'close', listener: () => void): unknown; destroy(): unknown };
  code(status: number): { header(name: string, value: string): { send(body: unknown): unknown } };
}
interface TGuardedApp {
  log: FastifyBaseLogger;
  addHook(name: 'onRequest', hook: (request: unknown, reply: TReplyLike) => Promise<void>): unknown;
}

export function installCrashGuard(app: TGuardedApp, close: () => Promise<void>) {
  const inFlight = new Set<TReplyLike>();
  app.addHook('onRequest', async (_request, reply) => {
    inFlight.add(reply);
    reply.raw.once('close', () => inFlight.delete(reply));
  });

  let dying = false;
  const fatal = (kind: string) => (reason: unknown) => {
    const err = reason instanceof Error ? reason : new Error(String(reason));
    // A lost database connection that slipped past every listener: the state is known (one connection is gone, the
    // pool opens another), and a restart would not bring the database back sooner, only take the site down with it.
    if (isDatabaseUnavailable(reason)) {
      app.log.error({ err: { type: err.name, message: err.message } }, `${kind}: a lost database connection; the server stays up`);
      return;
    }
    app.log.fatal({ err: { type: err.name, message: err.message, stack: err.stack }, inFlight: inFlight.size }, `${kind}: the server exits to be restarted`);
    if (dying) return;
    dying = true;
    for (const reply of inFlight) {
      if (reply.sent || reply.raw.headersSent) continue;
      try {
        reply
          .code(500)
          .header('connection', 'close')
          .send({ detail: statusMessage(500), code: defaultErrorCode(500) });
      } catch {
        reply.raw.destroy();
      }
    }
    setTimeout(() => process.exit(CRASH_EXIT_CODE), CLOSE_MS);
    close().then(
      () => process.exit(CRASH_EXIT_CODE),
      () => process.exit(CRASH_EXIT_CODE),
    );
  };
  process.on('uncaughtException', fatal('uncaught exception'));
  process.on('unhandledRejection', fatal('unhandled promise rejection'));
}
