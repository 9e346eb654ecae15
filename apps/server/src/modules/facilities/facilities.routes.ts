import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZFacility } from '@venue/shared/staff/facility.schema';
import type { TContext } from '../../context';
import { allow } from '../../plugins/auth';
import { listFacilities } from './facilities.service';

/** The places events book; the booking wizard will read the same table. */
export async function facilitiesRoutes(base: FastifyInstance, { ctx }: { ctx: TContext }) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get('/api/staff/facilities/', { ...allow('venue:read'), schema: { response: { 200: z.array(ZFacility) } } }, () => listFacilities(ctx));
}
