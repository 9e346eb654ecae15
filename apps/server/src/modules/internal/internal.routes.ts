import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zEmail, zName } from '@venue/shared/accounts/fields';
import type { TContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { safeEqual } from '../../lib/secure-token';
import { createInvitation } from '../accounts/invitations.service';

export const ZCreateInvitation = z.object({ email: zEmail, first_name: zName('First name'), last_name: zName('Last name') });

/**
 * Staff-side calls used by the CLI while this server owns the embedded database (PGlite allows one process
 * per data directory). Guarded by the admin token kept in DATA_DIR/secrets.json.
 */
export async function internalRoutes(base: FastifyInstance, { ctx, queryCount }: { ctx: TContext; queryCount: { value: number } }) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization ?? '';
    if (!header.startsWith('Bearer ') || !safeEqual(header.slice(7), ctx.config.adminToken)) throw new AppError(403, 'Admin token required.');
  });
  // SQL statements run since start: the benchmark reads it around one request to count queries per request.
  app.get('/api/internal/metrics/', async () => ({ queries: queryCount.value }));

  app.post('/api/internal/invitations/', { schema: { body: ZCreateInvitation } }, async (request, reply) => {
    const { email, first_name, last_name } = request.body;
    return reply.code(201).send(await createInvitation(ctx, { email, firstName: first_name, lastName: last_name }));
  });
}

