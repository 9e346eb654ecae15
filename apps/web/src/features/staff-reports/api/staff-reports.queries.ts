import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { reportFileName } from '@venue/shared/reports/report-rules';
import {
  ZAgingReport,
  ZCollectionsReport,
  ZFunnelReport,
  ZOccupancyReport,
  ZReportAccess,
  ZReportList,
  ZRevenueReport,
  ZVatReport,
  type TReport,
  type TReportAccess,
  type TReportRange,
} from '@venue/shared/reports/reports.schema';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { fetchAuthorizedBlob, saveBlob } from '@/lib/authorized-download';
import { QUERY_ROOTS } from '@/lib/query-roots';
import { useAuth } from '@/lib/auth/auth-context';

const MINUTE = 60_000;

/** What each report's call answers: the same shared schema the server's route declares. */
const REPORT_SCHEMAS = {
  revenue: ZRevenueReport,
  collections: ZCollectionsReport,
  aging: ZAgingReport,
  occupancy: ZOccupancyReport,
  funnel: ZFunnelReport,
  vat: ZVatReport,
} satisfies Record<TReport, z.ZodType>;
export type TReportAnswer<R extends TReport> = z.infer<(typeof REPORT_SCHEMAS)[R]>;

/** `?from&to` and, for revenue, `&by`: the query every report call (and its CSV) takes. */
export type TReportQuery = TReportRange & { by?: string };

const searchOf = (q: TReportQuery) => {
  const params = new URLSearchParams({ from: q.from, to: q.to });
  if (q.by) params.set('by', q.by);
  return params.toString();
};

export const staffReportKeys = {
  all: QUERY_ROOTS.staffReports,
  list: () => [...staffReportKeys.all, 'list'] as const,
  detail: (report: TReport, q: TReportQuery) => [...staffReportKeys.all, 'detail', report, q] as const,
  access: () => [...staffReportKeys.all, 'access'] as const,
};

/** The reports the caller may read (admins: all; staff: those an admin shared). Changes only when an admin shares. */
export const reportListQuery = () =>
  queryOptions({
    queryKey: staffReportKeys.list(),
    queryFn: ({ signal }) => api.get('/staff/reports/', { signal, schema: ZReportList }),
    staleTime: 5 * MINUTE,
  });

/**
 * One report for a range. Figures move as payments arrive, but a manager reading a month compares it with itself:
 * a minute's freshness, and the previous range's answer stays on screen while another range loads.
 */
export const reportQuery = <R extends TReport>(report: R, q: TReportQuery) =>
  queryOptions({
    queryKey: staffReportKeys.detail(report, q),
    queryFn: async ({ signal }) =>
      (REPORT_SCHEMAS[report] as z.ZodType).parse(await api.get(`/staff/reports/${report}/?${searchOf(q)}`, { signal })) as TReportAnswer<R>,
    staleTime: MINUTE,
    placeholderData: (previous) => previous,
  });

/** Which reports staff may read (admins only). */
export const reportAccessQuery = () =>
  queryOptions({
    queryKey: staffReportKeys.access(),
    queryFn: ({ signal }) => api.get('/admin/reports/access/', { signal, schema: ZReportAccess }),
  });

/** Sharing a report changes what staff see listed (and the console's menu): the whole feature is asked again. */
export function useSaveReportAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { invalidates: [staffReportKeys.all] },
    mutationFn: (body: TReportAccess) => api.put('/admin/reports/access/', body, { schema: ZReportAccess }),
    // The switch moves at once; a refusal puts it back (the invalidation above reads the saved state again).
    onMutate: (body) => queryClient.setQueryData(staffReportKeys.access(), body),
    onError: () => queryClient.invalidateQueries({ queryKey: staffReportKeys.access() }),
  });
}

/**
 * The CSV comes from an authorized address, so it is fetched as a blob with the bearer token and then saved under
 * the name the server gives it (the shared reportFileName).
 */
export function useDownloadReportCsv() {
  return useMutation({
    mutationFn: async ({ report, q }: { report: TReport; q: TReportQuery }) =>
      saveBlob(await fetchAuthorizedBlob(`/staff/reports/${report}.csv?${searchOf(q)}`), reportFileName(report, q.from, q.to)),
  });
}

/**
 * Whether the console's menu lists Reports: admins read them all; a staff member only when an admin has shared one.
 * A list that cannot be read (an older server) shows the entry to admins only.
 */
export function useMayReadReports(): boolean {
  const { user } = useAuth();
  const isAdmin = user?.role === 'admin';
  const list = useQuery({ ...reportListQuery(), enabled: Boolean(user) && !isAdmin });
  return isAdmin || (list.data?.reports.length ?? 0) > 0;
}
