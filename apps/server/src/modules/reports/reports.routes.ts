import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { reportFileName } from '@venue/shared/reports/report-rules';
import {
  REPORTS,
  ZAgingReport,
  ZCollectionsReport,
  ZFunnelReport,
  ZOccupancyReport,
  ZReportAccess,
  ZReportList,
  ZReportRange,
  ZRevenueQuery,
  ZRevenueReport,
  ZVatReport,
} from '@venue/shared/reports/reports.schema';
import type { TContext } from '../../context';
import { actorOfRequest, allow } from '../../plugins/auth';
import { reportCsv } from './reports-csv';
import {
  agingReport,
  assertMayRead,
  changeReportAccess,
  collectionsReport,
  funnelReport,
  occupancyReport,
  reportAccess,
  reportAnswer,
  reportList,
  revenueReport,
  vatReport,
} from './reports.service';

const BASE = '/api/staff/reports';

/**
 * The venue's reports (issue 41): the venue's side reads them (clients are refused, guests must sign in), and the
 * service refuses a staff member a report no admin has shared. Which reports staff may read is an admin setting.
 */
export async function reportsRoutes(base: FastifyInstance, { ctx }: { ctx: TContext }) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const read = allow('venue:read');

  app.get(`${BASE}/`, { ...read, schema: { response: { 200: ZReportList } } }, (request) => reportList(ctx, actorOfRequest(request)));

  app.get(`${BASE}/revenue/`, { ...read, schema: { querystring: ZRevenueQuery, response: { 200: ZRevenueReport } } }, async (request) => {
    await assertMayRead(ctx, actorOfRequest(request), 'revenue');
    return revenueReport(ctx, request.query);
  });
  app.get(`${BASE}/collections/`, { ...read, schema: { querystring: ZReportRange, response: { 200: ZCollectionsReport } } }, async (request) => {
    await assertMayRead(ctx, actorOfRequest(request), 'collections');
    return collectionsReport(ctx, request.query);
  });
  app.get(`${BASE}/aging/`, { ...read, schema: { querystring: ZReportRange, response: { 200: ZAgingReport } } }, async (request) => {
    await assertMayRead(ctx, actorOfRequest(request), 'aging');
    return agingReport(ctx, request.query);
  });
  app.get(`${BASE}/occupancy/`, { ...read, schema: { querystring: ZReportRange, response: { 200: ZOccupancyReport } } }, async (request) => {
    await assertMayRead(ctx, actorOfRequest(request), 'occupancy');
    return occupancyReport(ctx, request.query);
  });
  app.get(`${BASE}/funnel/`, { ...read, schema: { querystring: ZReportRange, response: { 200: ZFunnelReport } } }, async (request) => {
    await assertMayRead(ctx, actorOfRequest(request), 'funnel');
    return funnelReport(ctx, request.query);
  });
  app.get(`${BASE}/vat/`, { ...read, schema: { querystring: ZReportRange, response: { 200: ZVatReport } } }, async (request) => {
    await assertMayRead(ctx, actorOfRequest(request), 'vat');
    return vatReport(ctx, request.query);
  });

  // The same answers as CSV files; `by` is read by the revenue report and ignored by the others.
  for (const report of REPORTS) {
    app.get(`${BASE}/${report}.csv`, { ...read, schema: { querystring: ZRevenueQuery } }, async (request, reply) => {
      const answer = await reportAnswer(ctx, actorOfRequest(request), report, request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${reportFileName(report, request.query.from, request.query.to)}"`)
        .send(reportCsv(answer));
    });
  }

  app.get('/api/admin/reports/access/', { ...allow('admin:manage'), schema: { response: { 200: ZReportAccess } } }, () => reportAccess(ctx));
  app.put('/api/admin/reports/access/', { ...allow('admin:manage'), schema: { body: ZReportAccess, response: { 200: ZReportAccess } } }, (request) =>
    changeReportAccess(ctx, actorOfRequest(request), request.ip, request.body),
  );
}
