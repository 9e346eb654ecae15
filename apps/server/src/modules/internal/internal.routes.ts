import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { TMetrics } from '../../lib/metrics';
import { allow } from '../../plugins/auth';

export const ZMetrics = z.object({ queries: z.number().int() });

/** Operational figures for admins (and the benchmark, through the admin token). */
export async function internalRoutes(app: FastifyInstance, { queryCount, metrics }: { queryCount: { value: number }; metrics: TMetrics }) {
  // SQL statements run since start: the benchmark reads it around one request to count queries per request.
  app.get('/api/internal/metrics/', { ...allow('admin:metrics'), schema: { response: { 200: ZMetrics } } }, async () => ({ queries: queryCount.value }));
  // Prometheus's text format, for a scraper holding the admin token (or an admin signed in).
  app.get('/metrics', { ...allow('admin:metrics') }, async (_request, reply) => reply.type(metrics.contentType).send(await metrics.text()));
}
