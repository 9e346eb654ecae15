import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zPaged, ZPageQuery } from '@venue/shared/common/paged.schema';
import { zId } from '@venue/shared/common/input';
import { ZInvoice, ZInvoicesQuery, ZPayment, ZPaymentSummary, ZPaymentsQuery } from '@venue/shared/payments/payments.schema';
import { ZClientPaymentIntentRequest, ZPayInvoiceRequest, ZPaymentIntentRequest, ZPaymentResult } from '@venue/shared/payments/pay.schema';
import { ZInstallment } from '@venue/shared/payments/installment.schema';
import { ZPaymentPlan, ZPayInstallmentRequest, ZSetupPlanRequest } from '@venue/shared/payments/plans.schema';
import { ZRefund } from '@venue/shared/payments/refunds.schema';
import type { TContext } from '../../context';
import { pagedReply } from '../../lib/paging';
import { idempotencyKeyOf, withIdempotency } from '../../lib/idempotency';
import { actorOfRequest, declareAccess } from '../../plugins/auth';
import { charge, confirmPayment, createPaymentIntent } from './pay.service';
import { invoiceDetail, listInvoices, listPayments, paymentDetail, paymentSummary } from './payments.service';
import { installmentDetail, listInstallments, listPlans, payInstallment, payPlanInstallment, planDetail, setupPlan } from './plans.service';
import { listRefunds, refundDetail } from './refunds.service';
import { cancelPaymentAttempt } from './cancel-attempt.service';
import { invoicePdfFor, receiptPdfFor } from './documents.service';
import { creditNotePdfFor } from './credit-notes.service';

const ZParams = z.object({ id: zId('Not found.') });
const ZInstallmentsQuery = ZPageQuery.extend({
  plan: zId().optional(),
  status: z.enum(['PENDING', 'PAID', 'OVERDUE']).optional(),
  /** Every unpaid installment due within the next 30 days. */
  upcoming: z
    .enum(['true', 'false', '1', '0'], { error: 'upcoming must be true or false' })
    .optional()
    .transform((v) => v === 'true' || v === '1'),
});

/** The client's money: history, invoices, paying (exactly once per Idempotency-Key when one is sent), plans, refunds. */
export async function paymentsRoutes(base: FastifyInstance, { ctx }: { ctx: TContext }) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  declareAccess(app, 'portal:use');
  const me = actorOfRequest;

  app.get('/api/payments/client/payments/', { schema: { querystring: ZPaymentsQuery, response: { 200: zPaged(ZPayment) } } }, async (request) =>
    pagedReply(request.url, request.query, await listPayments(ctx, me(request), request.query)),
  );
  app.get('/api/payments/client/payments/summary/', { schema: { response: { 200: ZPaymentSummary } } }, (request) => paymentSummary(ctx, me(request)));
  app.get('/api/payments/client/payments/:id/', { schema: { params: ZParams, response: { 200: ZPayment } } }, (request) =>
    paymentDetail(ctx, me(request), request.params.id),
  );
  // An unfinished card or wallet payment given up, so its invoice can be paid again at once.
  app.post('/api/payments/client/payments/:id/cancel/', { schema: { params: ZParams, response: { 200: ZPayment } } }, (request) =>
    cancelPaymentAttempt(ctx, me(request), request.params.id),
  );
  app.get('/api/payments/client/payments/:id/download_receipt/', { schema: { params: ZParams } }, async (request, reply) => {
    const { pdf, filename } = await receiptPdfFor(ctx, me(request), request.params.id);
    return reply.type('application/pdf').header('Content-Disposition', filename).header('Cache-Control', 'private, no-store').send(pdf);
  });

  app.get('/api/payments/client/invoices/', { schema: { querystring: ZInvoicesQuery, response: { 200: zPaged(ZInvoice) } } }, async (request) =>
    pagedReply(request.url, request.query, await listInvoices(ctx, me(request), request.query)),
  );
  app.get('/api/payments/client/invoices/:id/', { schema: { params: ZParams, response: { 200: ZInvoice } } }, (request) =>
    invoiceDetail(ctx, me(request), request.params.id),
  );
  app.get('/api/payments/client/invoices/:id/download_pdf/', { schema: { params: ZParams } }, async (request, reply) => {
    const { pdf, filename } = await invoicePdfFor(ctx, me(request), request.params.id);
    return reply.type('application/pdf').header('Content-Disposition', filename).header('Cache-Control', 'private, no-store').send(pdf);
  });

  // Every call that can charge: a key, when sent, is checked first, then the work runs once and its answer is kept
  // (a repeat gets the stored answer, status included, so these routes send it as stored). Without a key the
  // work runs each time; the amount reserved under the invoice's row lock still bounds what can be charged.
  const once = (request: FastifyRequest, scope: string, work: () => Promise<{ status: number; body: unknown }>) =>
    withIdempotency(ctx.db, me(request).userId, idempotencyKeyOf(request.headers['idempotency-key']), scope, request.body, work);
  const send = (reply: FastifyReply, answer: { status: number; body: unknown }) => reply.code(answer.status).send(answer.body);

  app.post('/api/payments/client/invoices/:id/pay/', { schema: { params: ZParams, body: ZPayInvoiceRequest } }, async (request, reply) => {
    const { payment_type, amount, ...source } = request.body;
    const target = { kind: 'invoice' as const, paymentType: payment_type, customAmount: amount === undefined ? undefined : String(amount) };
    return send(reply, await once(request, `invoice-pay:${request.params.id}`, () => charge(ctx, me(request), request.params.id, target, source)));
  });
  app.post('/api/payments/client/invoices/:id/create_payment_intent/', { schema: { params: ZParams, body: ZPaymentIntentRequest } }, async (request, reply) =>
    send(
      reply,
      await once(request, `invoice-intent:${request.params.id}`, async () => ({
        status: 201,
        body: await createPaymentIntent(ctx, me(request), request.params.id, request.body),
      })),
    ),
  );
  app.post('/api/payments/client/create-payment-intent/', { schema: { body: ZClientPaymentIntentRequest } }, async (request, reply) => {
    const { invoice_id, ...body } = request.body;
    return send(
      reply,
      await once(request, `invoice-intent:${invoice_id}`, async () => ({ status: 201, body: await createPaymentIntent(ctx, me(request), invoice_id, body) })),
    );
  });
  app.post('/api/payments/client/confirm-payment-intent/:id/', { schema: { params: ZParams, response: { 200: ZPaymentResult } } }, (request) =>
    confirmPayment(ctx, me(request), request.params.id),
  );

  app.post(
    '/api/payments/client/invoices/:id/setup_payment_plan/',
    { schema: { params: ZParams, body: ZSetupPlanRequest, response: { 201: ZPaymentPlan } } },
    async (request, reply) => reply.code(201).send(await setupPlan(ctx, me(request), request.params.id, request.body)),
  );
  app.get('/api/payments/client/payment-plans/', { schema: { querystring: ZPageQuery, response: { 200: zPaged(ZPaymentPlan) } } }, async (request) =>
    pagedReply(request.url, request.query, await listPlans(ctx, me(request), request.query)),
  );
  app.get('/api/payments/client/payment-plans/:id/', { schema: { params: ZParams, response: { 200: ZPaymentPlan } } }, (request) =>
    planDetail(ctx, me(request), request.params.id),
  );
  app.post('/api/payments/client/payment-plans/:id/pay_installment/', { schema: { params: ZParams, body: ZPayInstallmentRequest } }, async (request, reply) =>
    send(reply, await once(request, `plan-pay:${request.params.id}`, () => payPlanInstallment(ctx, me(request), request.params.id, request.body))),
  );
  app.get('/api/payments/client/installments/', { schema: { querystring: ZInstallmentsQuery, response: { 200: zPaged(ZInstallment) } } }, async (request) =>
    pagedReply(request.url, request.query, await listInstallments(ctx, me(request), request.query)),
  );
  app.get('/api/payments/client/installments/:id/', { schema: { params: ZParams, response: { 200: ZInstallment } } }, (request) =>
    installmentDetail(ctx, me(request), request.params.id),
  );
  app.post('/api/payments/client/installments/:id/create_payment/', { schema: { params: ZParams, body: ZPayInstallmentRequest } }, async (request, reply) =>
    send(reply, await once(request, `installment-pay:${request.params.id}`, () => payInstallment(ctx, me(request), request.params.id, request.body))),
  );

  app.get('/api/payments/client/refunds/', { schema: { querystring: ZPageQuery, response: { 200: zPaged(ZRefund) } } }, async (request) =>
    pagedReply(request.url, request.query, await listRefunds(ctx, me(request), request.query)),
  );
  app.get('/api/payments/client/refunds/:id/', { schema: { params: ZParams, response: { 200: ZRefund } } }, (request) =>
    refundDetail(ctx, me(request), request.params.id),
  );
  // The credit note a refund against the client's invoice issued (issue 41).
  app.get('/api/payments/client/credit-notes/:id/download_pdf/', { schema: { params: ZParams } }, async (request, reply) => {
    const { pdf, filename } = await creditNotePdfFor(ctx, me(request), request.params.id);
    return reply.type('application/pdf').header('Content-Disposition', filename).header('Cache-Control', 'private, no-store').send(pdf);
  });
}
