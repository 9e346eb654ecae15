import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zId } from '@venue/shared/common/input';
import { GATEWAY_NOT_FOUND, ZGateway, ZGatewayHealth, ZGatewayList, ZGatewayQuery } from '@venue/shared/payments/gateways.schema';
import { ZPaymentSettings } from '@venue/shared/payments/settings.schema';
import { ZTestAuthenticateRequest, ZTestCardToken, ZTestCardTokenRequest } from '@venue/shared/payments/methods.schema';
import type { TContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { allow } from '../../plugins/auth';
import { gatewayById, gatewaysHealth, listGateways, paymentSettings } from './gateways.service';
import { authenticateCharge, confirmPreparedCharge, tokenizeCard } from './test-gateway.service';
import { receiveWebhook } from './webhooks.service';

const ZParams = z.object({ id: zId(GATEWAY_NOT_FOUND) });

/**
 * Gateways and settings: public (the booking wizard needs them before sign-in), plus the webhooks the gateways
 * call and the built-in test gateway's stand-ins for what a provider's browser script does.
 */
export async function gatewaysRoutes(base: FastifyInstance, { ctx }: { ctx: TContext }) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const list = () => listGateways(ctx);

  app.get('/api/payments/client/gateways/available/', { ...allow('portal:use'), schema: { response: { 200: ZGatewayList } } }, list);
  app.get('/api/payments/client/gateways/health/', { ...allow('portal:use'), schema: { response: { 200: ZGatewayHealth } } }, () => gatewaysHealth(ctx));
  app.get('/api/payments/client/gateways/', { ...allow('portal:use'), schema: { response: { 200: ZGatewayList } } }, list);
  app.get('/api/payments/public/gateways/', { ...allow('guest'), schema: { response: { 200: ZGatewayList } } }, list);
  // Only active gateways are ever listed: is_active=false answers an empty list.
  app.get('/api/payments/gateways/', { ...allow('guest'), schema: { querystring: ZGatewayQuery, response: { 200: ZGatewayList } } }, async (request) =>
    request.query.is_active === 'false' ? [] : list(),
  );
  const one = async (id: number) => {
    const g = await gatewayById(ctx, id);
    if (!g) throw new AppError(404, GATEWAY_NOT_FOUND);
    return g;
  };
  app.get('/api/payments/gateways/:id/', { ...allow('guest'), schema: { params: ZParams, response: { 200: ZGateway } } }, (request) => one(request.params.id));
  app.get(
    '/api/payments/gateways/:id/public-config/',
    { ...allow('guest'), schema: { params: ZParams, response: { 200: z.record(z.string(), z.unknown()) } } },
    async (request) => (await one(request.params.id)).public_config,
  );

  app.get('/api/payments/settings/', { ...allow('signed-in'), schema: { response: { 200: ZPaymentSettings } } }, () => paymentSettings(ctx));
  app.get(
    '/api/payments/public/settings/:id/',
    { ...allow('guest'), schema: { params: z.object({ id: zId('Not found.') }), response: { 200: ZPaymentSettings } } },
    async (request) => {
      if (request.params.id !== 1) throw new AppError(404, 'Not found.');
      return paymentSettings(ctx);
    },
  );

  // The test gateway's browser-side calls (guests too: the booking wizard validates a card before sign-in).
  app.post(
    '/api/payments/test-gateway/tokens/',
    { ...allow('guest'), schema: { body: ZTestCardTokenRequest, response: { 201: ZTestCardToken } } },
    async (request, reply) => reply.code(201).send(await tokenizeCard(ctx, request.body)),
  );
  const ZRef = z.object({ ref: z.string().regex(/^tpi_[0-9a-f]{24}$/, 'Payment intent not initialized') });
  app.post('/api/payments/test-gateway/authenticate/:ref/', { ...allow('guest'), schema: { params: ZRef, body: ZTestAuthenticateRequest } }, (request) =>
    authenticateCharge(ctx, request.params.ref, request.body.outcome),
  );
  app.post(
    '/api/payments/test-gateway/confirm/:ref/',
    { ...allow('guest'), schema: { params: ZRef, body: z.object({ payment_method_token: z.string().max(2000) }) } },
    (request) => confirmPreparedCharge(ctx, request.params.ref, request.body.payment_method_token),
  );

  // Webhooks: the raw body is what the signature covers, so it is read as bytes, never re-serialised.
  await app.register(async (hooks) => {
    hooks.removeAllContentTypeParsers();
    hooks.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_request, body, done) => done(null, body));
    hooks.post('/api/payments/webhooks/:provider/', { config: { access: 'guest', csrfExempt: true } }, async (request) => {
      const { provider } = request.params as { provider: string };
      return receiveWebhook(ctx, provider, Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0), request.headers);
    });
  });
}
