import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZDashboard } from '@venue/shared/dashboard/dashboard.schema';
import type { TContext } from '../../context';
import { actorOfRequest, allow } from '../../plugins/auth';
import { dashboardFor } from './dashboard.service';

export async function dashboardRoutes(base: FastifyInstance, { ctx }: { ctx: TContext }) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get('/api/client/dashboard/', { ...allow('portal:use'), schema: { response: { 200: ZDashboard } } }, (request) =>
    dashboardFor(ctx, actorOfRequest(request)),
  );
}
