import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZPublicDiscountList, ZValidateDiscountRequest, ZValidateDiscountResponse } from '@venue/shared/booking/catalogue.schema';
import type { TContext } from '../../context';
import { declareAccess } from '../../plugins/auth';
import { publicDiscounts, validateDiscount } from './discounts.service';

/** Discount codes (spec "Questionnaires and products"): the advertised ones, and checking a typed one. */
export async function discountsRoutes(base: FastifyInstance, { ctx }: { ctx: TContext }) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  declareAccess(app, 'guest');
  app.get('/api/products/discounts/', { schema: { response: { 200: ZPublicDiscountList } } }, () => publicDiscounts(ctx));
  app.post('/api/products/discounts/validate/', { schema: { body: ZValidateDiscountRequest, response: { 200: ZValidateDiscountResponse } } }, (request) =>
    validateDiscount(ctx, request.body.code, request.ip, request.auth?.user.role === 'client' ? request.auth.user.id : null),
  );
}
