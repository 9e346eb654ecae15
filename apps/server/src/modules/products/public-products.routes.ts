import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zPaged } from '@venue/shared/common/paged.schema';
import { zId } from '@venue/shared/common/input';
import {
  ZProductsBatchQuery,
  ZProductsBatchResponse,
  ZPublicCategory,
  ZPublicCategoryList,
  ZPublicProduct,
  ZPublicProductsQuery,
} from '@venue/shared/booking/catalogue.schema';
import type { TContext } from '../../context';
import { pagedReply } from '../../lib/paging';
import { declareAccess } from '../../plugins/auth';
import { publicCategories, publicCategory, publicProduct, publicProductList, publicProductsByIds } from './products.service';

const ZParams = z.object({ id: zId('Not found.') });

/** The public catalogue the booking wizard reads (spec "Questionnaires and products"): active products only. */
export async function publicProductsRoutes(base: FastifyInstance, { ctx }: { ctx: TContext }) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  declareAccess(app, 'guest');

  app.get('/api/products/categories/', { schema: { response: { 200: ZPublicCategoryList } } }, () => publicCategories(ctx));
  app.get('/api/products/categories/:id/', { schema: { params: ZParams, response: { 200: ZPublicCategory } } }, (request) =>
    publicCategory(ctx, request.params.id),
  );
  app.get('/api/products/products/', { schema: { querystring: ZPublicProductsQuery, response: { 200: zPaged(ZPublicProduct) } } }, async (request) =>
    pagedReply(request.url, request.query, await publicProductList(ctx, request.query)),
  );
  app.get('/api/products/products/batch/', { schema: { querystring: ZProductsBatchQuery, response: { 200: ZProductsBatchResponse } } }, async (request) => ({
    products: await publicProductsByIds(ctx.db, request.query.ids),
  }));
  app.get('/api/products/products/:id/', { schema: { params: ZParams, response: { 200: ZPublicProduct } } }, (request) =>
    publicProduct(ctx, request.params.id),
  );
}
