import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { TDb } from '../../db/client';
import type { TLifecycle } from '../../lib/lifecycle';
import { allow } from '../../plugins/auth';
import { readiness } from './health.service';

export const ZHealth = z.object({ status: z.enum(['ok', 'closing', 'unavailable']) });

/**
 * Probes for a proxy, systemd or Docker (docs/deploy.md). Liveness: the process answers (restart it when it does
 * not). Readiness: it should be sent requests (not draining for a restart, and its database answers).
 * GET /api/health/ (site.routes.ts) stays as it was for whoever already watches it.
 */
export async function healthRoutes(app: FastifyInstance, { db, lifecycle }: { db: TDb; lifecycle: TLifecycle }) {
  const schema = { response: { 200: ZHealth, 503: ZHealth } };
  const noStore = { 'cache-control': 'no-store' };
  app.get('/api/health/live/', { ...allow('guest'), schema }, async (_request, reply) => reply.headers(noStore).send({ status: 'ok' }));
  app.get('/api/health/ready/', { ...allow('guest'), schema }, async (request, reply) => {
    const state = await readiness(db, lifecycle).catch((err: unknown) => {
      request.log.warn({ err }, 'readiness: the database did not answer');
      return { ready: false, reason: 'database' } as const;
    });
    if (state.ready) return reply.headers(noStore).send({ status: 'ok' });
    return reply
      .code(503)
      .headers(noStore)
      .send({ status: state.reason === 'closing' ? 'closing' : 'unavailable' });
  });
}
