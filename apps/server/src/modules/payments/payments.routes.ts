import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zPaged } from '@venue/shared/common/paged.schema';
import { ZInvoice, ZInvoicesQuery, ZPayment, ZPaymentSummary, ZPaymentsQuery } from '@venue/shared/payments/payments.schema';
import { zId } from '@venue/shared/common/input';
import type { TContext } from '../../context';
import { pagedReply } from '../../lib/paging';
import { actorOfRequest, declareAccess } from '../../plugins/auth';
import { invoiceDetail, listInvoices, listPayments, paymentDetail, paymentSummary } from './payments.service';

const ZParams = z.object({ id: zId('Not found.') });

/** The client's payment history and invoices (read side; paying arrives with the payments work). */
export async function paymentsRoutes(base: FastifyInstance, { ctx }: { ctx: TContext }) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  declareAccess(app, 'portal:use');
  const me = actorOfRequest;

  app.get('/api/payments/client/payments/', { schema: { querystring: ZPaymentsQuery, response: { 200: zPaged(ZPayment) } } }, async (request) => {
    return pagedReply(request.url, request.query, await listPayments(ctx, me(request), request.query));
  });
  app.get('/api/payments/client/payments/summary/', { schema: { response: { 200: ZPaymentSummary } } }, (request) => paymentSummary(ctx, me(request)));
  app.get('/api/payments/client/payments/:id/', { schema: { params: ZParams, response: { 200: ZPayment } } }, (request) =>
    paymentDetail(ctx, me(request), request.params.id),
  );

  app.get('/api/payments/client/invoices/', { schema: { querystring: ZInvoicesQuery, response: { 200: zPaged(ZInvoice) } } }, async (request) => {
    return pagedReply(request.url, request.query, await listInvoices(ctx, me(request), request.query));
  });
  app.get('/api/payments/client/invoices/:id/', { schema: { params: ZParams, response: { 200: ZInvoice } } }, (request) =>
    invoiceDetail(ctx, me(request), request.params.id),
  );
}
