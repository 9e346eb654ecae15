import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TContext } from '../context';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Any write request by a signed-in client drops that client's cached reads. onSend runs after the handler,
 * whose transaction has committed, and before the answer leaves: the client's next read sees the write.
 */
export const clientWritesPlugin = fp(async (app: FastifyInstance, opts: { ctx: TContext }) => {
  app.addHook('onSend', async (request, _reply, payload) => {
    if (UNSAFE.has(request.method) && request.auth) opts.ctx.reads.invalidate(request.auth.user.id);
    return payload;
  });
});
