import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zId } from '@venue/shared/common/input';
import { zPaged } from '@venue/shared/common/paged.schema';
import {
  PRODUCT_NOT_FOUND,
  ZCreateProductRequest,
  ZProduct,
  ZProductCategory,
  ZProductsQuery,
  ZUpdateProductRequest,
} from '@venue/shared/products/product.schema';
import type { TContext } from '../../context';
import { pagedReply } from '../../lib/paging';
import { actorOfRequest, allow, declareAccess } from '../../plugins/auth';
import { changeProduct, createProduct, productCategories, productDetail, productList } from './products.service';

const ZParams = z.object({ id: zId(PRODUCT_NOT_FOUND) });

/** The venue's catalogue in the staff console (the booking wizard's public reads come with the booking work). */
export async function productsRoutes(base: FastifyInstance, { ctx }: { ctx: TContext }) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  declareAccess(app, 'venue:read');

  app.get('/api/staff/products/', { schema: { querystring: ZProductsQuery, response: { 200: zPaged(ZProduct) } } }, async (request) =>
    pagedReply(request.url, request.query, await productList(ctx, request.query)),
  );
  app.get('/api/staff/products/:id/', { schema: { params: ZParams, response: { 200: ZProduct } } }, (request) => productDetail(ctx, request.params.id));
  app.post('/api/staff/products/', { ...allow('venue:write'), schema: { body: ZCreateProductRequest, response: { 201: ZProduct } } }, async (request, reply) =>
    reply.code(201).send(await createProduct(ctx, actorOfRequest(request), request.ip, request.body)),
  );
  app.patch(
    '/api/staff/products/:id/',
    { ...allow('venue:write'), schema: { params: ZParams, body: ZUpdateProductRequest, response: { 200: ZProduct } } },
    (request) => changeProduct(ctx, actorOfRequest(request), request.ip, request.params.id, request.body),
  );
  app.get('/api/staff/product-categories/', { schema: { response: { 200: z.array(ZProductCategory) } } }, () => productCategories(ctx));
}
