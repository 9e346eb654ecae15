import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZBookingStatus, ZSetupState } from '@venue/shared/staff/setup.schema';
import type { TContext } from '../../context';
import { allow } from '../../plugins/auth';
import { bookingStatus, setupState } from './setup.service';

/**
 * First run: staff and admins read the setup checklist (admins complete it on each item's own screen); anyone reads
 * whether the public booking is open, never cached (an admin's last save opens it at the visitor's next page).
 */
export async function setupRoutes(base: FastifyInstance, { ctx }: { ctx: TContext }) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get('/api/staff/setup/', { ...allow('venue:read'), schema: { response: { 200: ZSetupState } } }, () => setupState(ctx));

  app.get('/api/site/booking-status/', { ...allow('guest'), schema: { response: { 200: ZBookingStatus } } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return bookingStatus(ctx);
  });
}
