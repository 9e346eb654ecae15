import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zId } from '@venue/shared/common/input';
import { DISCOUNT_RULES } from '@venue/shared/booking/discount-rules';
import {
  ZCreateDiscountRequest,
  ZDiscountUse,
  ZStaffDiscount,
  ZStaffDiscountList,
  ZStaffPaymentSettings,
  ZUpdateDiscountRequest,
  ZUpdatePaymentSettingsRequest,
} from '@venue/shared/staff/prices.schema';
import type { TContext } from '../../context';
import { actorOfRequest, allow, declareAccess } from '../../plugins/auth';
import {
  changeDiscount,
  changePaymentSettings,
  createDiscount,
  deactivateDiscount,
  discountDetail,
  discountList,
  discountUses,
  staffPaymentSettings,
} from './prices.service';

const ZParams = z.object({ id: zId(DISCOUNT_RULES.notFound) });

/** Prices and policies in the staff console: staff read them, admins change them. */
export async function pricesRoutes(base: FastifyInstance, { ctx }: { ctx: TContext }) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  declareAccess(app, 'venue:read');
  const write = allow('admin:manage');

  app.get('/api/staff/discounts/', { schema: { response: { 200: ZStaffDiscountList } } }, () => discountList(ctx));
  app.get('/api/staff/discounts/:id/', { schema: { params: ZParams, response: { 200: ZStaffDiscount } } }, (request) => discountDetail(ctx, request.params.id));
  app.get('/api/staff/discounts/:id/uses/', { schema: { params: ZParams, response: { 200: z.array(ZDiscountUse) } } }, (request) =>
    discountUses(ctx, request.params.id),
  );
  app.post('/api/admin/discounts/', { ...write, schema: { body: ZCreateDiscountRequest, response: { 201: ZStaffDiscount } } }, async (request, reply) =>
    reply.code(201).send(await createDiscount(ctx, actorOfRequest(request), request.ip, request.body)),
  );
  app.patch(
    '/api/admin/discounts/:id/',
    { ...write, schema: { params: ZParams, body: ZUpdateDiscountRequest, response: { 200: ZStaffDiscount } } },
    (request) => changeDiscount(ctx, actorOfRequest(request), request.ip, request.params.id, request.body),
  );
  app.post('/api/admin/discounts/:id/deactivate/', { ...write, schema: { params: ZParams, response: { 200: ZStaffDiscount } } }, (request) =>
    deactivateDiscount(ctx, actorOfRequest(request), request.ip, request.params.id),
  );

  app.get('/api/staff/payment-settings/', { schema: { response: { 200: ZStaffPaymentSettings } } }, () => staffPaymentSettings(ctx));
  app.patch(
    '/api/admin/payment-settings/',
    { ...write, schema: { body: ZUpdatePaymentSettingsRequest, response: { 200: ZStaffPaymentSettings } } },
    (request) => changePaymentSettings(ctx, actorOfRequest(request), request.ip, request.body),
  );
}
