import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zId } from '@venue/shared/common/input';
import { ZCreatePaymentMethod, ZPaymentMethod, ZSetupIntentRequest, ZSetupIntentResponse, ZUpdatePaymentMethod } from '@venue/shared/payments/methods.schema';
import type { TContext } from '../../context';
import { actorOfRequest, declareAccess } from '../../plugins/auth';
import { createMethod, deleteMethod, listMethods, methodDetail, setupIntent, updateMethod } from './methods.service';

const ZParams = z.object({ id: zId('Payment method not found.') });

/** Saved payment methods of the signed-in client (guests cannot load or save any: spec section 6). */
export async function paymentMethodsRoutes(base: FastifyInstance, { ctx }: { ctx: TContext }) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  declareAccess(app, 'portal:use');
  const me = actorOfRequest;

  app.get('/api/payments/client/payment-methods/', { schema: { response: { 200: z.array(ZPaymentMethod) } } }, (request) => listMethods(ctx, me(request)));
  app.post('/api/payments/client/payment-methods/', { schema: { body: ZCreatePaymentMethod, response: { 201: ZPaymentMethod } } }, async (request, reply) =>
    reply.code(201).send(await createMethod(ctx, me(request), request.body)),
  );
  app.post(
    '/api/payments/client/payment-methods/setup_intent/',
    { schema: { body: ZSetupIntentRequest, response: { 200: ZSetupIntentResponse } } },
    (request) => setupIntent(ctx, me(request), request.body.gateway_code),
  );
  app.get('/api/payments/client/payment-methods/:id/', { schema: { params: ZParams, response: { 200: ZPaymentMethod } } }, (request) =>
    methodDetail(ctx, me(request), request.params.id),
  );
  app.patch(
    '/api/payments/client/payment-methods/:id/',
    { schema: { params: ZParams, body: ZUpdatePaymentMethod, response: { 200: ZPaymentMethod } } },
    (request) => updateMethod(ctx, me(request), request.params.id, request.body),
  );
  app.delete('/api/payments/client/payment-methods/:id/', { schema: { params: ZParams } }, async (request, reply) => {
    await deleteMethod(ctx, me(request), request.params.id);
    return reply.code(204).send();
  });
}
