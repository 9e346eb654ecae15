import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zId } from '@venue/shared/common/input';
import { ZPaymentIdParams as ZParams, ZPaymentToConfirm, ZRejectPayment } from '@venue/shared/payments/offline-payments';
import { ZInvoiceFromQuote, ZIssueInvoice, zMoney } from '@venue/shared/payments/issue-invoice.schema';
import { ZEventMoney, ZInvoice, ZPayment } from '@venue/shared/payments/payments.schema';
import { ZRefund, ZRefundTermsOfPayment } from '@venue/shared/payments/refunds.schema';
import type { TContext } from '../../context';
import { allow } from '../../plugins/auth';
import { actorOfRequest } from '../../plugins/auth';
import { refundPayment } from './refunds.service';
import { refundTermsOfPayment } from './refund-terms.service';
import { cancelPaymentAttempt } from './cancel-attempt.service';
import { readRecordBody } from './record-upload';
import { invoiceQuote, issueInvoice } from './invoice-issue.service';
import { eventMoney, paymentsToConfirm, recordOfflinePayment, rejectOfflinePayment } from './venue-money.service';
import { ZVoidInvoiceRequest } from '@venue/shared/payments/credit-note';
import { voidInvoice } from './invoice-void.service';
import { creditNotePdfFor } from './credit-notes.service';

/**
 * The venue's money calls (staff and admins): issue an invoice, the payments to confirm (recorded as received or
 * rejected), refund. The staff console's money screens and the CLI call these.
 */
export async function venuePaymentsRoutes(base: FastifyInstance, { ctx }: { ctx: TContext }) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.post('/api/staff/invoices/', { ...allow('venue:write'), schema: { body: ZIssueInvoice, response: { 201: ZInvoice } } }, async (request, reply) =>
    reply.code(201).send(await issueInvoice(ctx, actorOfRequest(request), request.body, request.ip)),
  );
  app.post(
    '/api/staff/quotes/:id/invoice/',
    { ...allow('venue:write'), schema: { params: z.object({ id: zId('Quote not found.') }), body: ZInvoiceFromQuote, response: { 201: ZInvoice } } },
    async (request, reply) => reply.code(201).send(await invoiceQuote(ctx, actorOfRequest(request), request.params.id, request.body, request.ip)),
  );
  app.get(
    '/api/staff/events/:id/money/',
    { ...allow('venue:read'), schema: { params: z.object({ id: zId('Event not found.') }), response: { 200: ZEventMoney } } },
    (request) => eventMoney(ctx, actorOfRequest(request), request.params.id),
  );
  app.get('/api/staff/payments/to-confirm/', { ...allow('venue:read'), schema: { response: { 200: z.array(ZPaymentToConfirm) } } }, () =>
    paymentsToConfirm(ctx),
  );
  // JSON, or multipart with the proof (a deposit slip) as `file`: readRecordBody checks the fields either way.
  app.post('/api/staff/payments/:id/record/', { ...allow('venue:write'), schema: { params: ZParams } }, async (request) => {
    const { body, proof } = await readRecordBody(ctx, request);
    await recordOfflinePayment(ctx, actorOfRequest(request), request.params.id, body, proof, request.ip);
    return { detail: 'Payment recorded.' };
  });
  app.post('/api/staff/payments/:id/reject/', { ...allow('venue:write'), schema: { params: ZParams, body: ZRejectPayment } }, async (request) => {
    await rejectOfflinePayment(ctx, actorOfRequest(request), request.params.id, request.body.reason, request.ip);
    return { detail: 'Payment rejected.' };
  });
  app.post('/api/staff/payments/:id/cancel/', { ...allow('venue:write'), schema: { params: ZParams, response: { 200: ZPayment } } }, (request) =>
    cancelPaymentAttempt(ctx, actorOfRequest(request), request.params.id),
  );
  app.get(
    '/api/staff/payments/:id/refund_terms/',
    { ...allow('venue:read'), schema: { params: ZParams, response: { 200: ZRefundTermsOfPayment } } },
    (request) => refundTermsOfPayment(ctx, request.params.id),
  );
  app.post(
    '/api/staff/payments/:id/refund/',
    {
      ...allow('venue:write'),
      schema: {
        params: ZParams,
        body: z.object({ amount: zMoney('The refund'), reason: z.string().trim().min(1, 'A reason is required').max(500) }),
        response: { 201: ZRefund },
      },
    },
    async (request, reply) => reply.code(201).send(await refundPayment(ctx, actorOfRequest(request), request.params.id, request.body, request.ip)),
  );
  // Issue 41: a void keeps the invoice's number (nothing paid on it, else 409); a refund's credit note as a PDF.
  app.post(
    '/api/staff/invoices/:id/void/',
    { ...allow('venue:write'), schema: { params: z.object({ id: zId('Invoice not found.') }), body: ZVoidInvoiceRequest, response: { 200: ZInvoice } } },
    (request) => voidInvoice(ctx, actorOfRequest(request), request.params.id, request.body, request.ip),
  );
  app.get(
    '/api/staff/credit-notes/:id/download_pdf/',
    { ...allow('venue:read'), schema: { params: z.object({ id: zId('Credit note not found.') }) } },
    async (request, reply) => {
      const { pdf, filename } = await creditNotePdfFor(ctx, actorOfRequest(request), request.params.id);
      return reply.type('application/pdf').header('Content-Disposition', filename).header('Cache-Control', 'private, no-store').send(pdf);
    },
  );
}
