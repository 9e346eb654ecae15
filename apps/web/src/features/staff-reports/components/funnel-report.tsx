import { useQuery } from '@tanstack/react-query';
import type { TFunnelReport, TReportRange } from '@venue/shared/reports/reports.schema';
import { loadError, QueryState } from '@/components/feedback/query-state';
import { ResponsiveTable } from '@/components/tables/responsive-table';
import { reportQuery } from '@/features/staff-reports/api/staff-reports.queries';
import { BarsChart } from '@/features/staff-reports/components/bars-chart';
import { ChartBeside, ComparisonTable, coversWords, ReportSection, TableTitle } from '@/features/staff-reports/components/report-frame';
import { percentText } from '@/features/staff-reports/report-range';

type TSource = TFunnelReport['sources'][number];

/** Inquiries received in the range: where they stand in the pipeline now, and where they came from. */
export function FunnelReport({ range }: { range: TReportRange }) {
  const report = useQuery(reportQuery('funnel', range));
  return (
    <ReportSection report="funnel" query={range} covers={coversWords(report.data)}>
      <QueryState query={report} loading="Loading the inquiry funnel..." error={loadError('the inquiry funnel')}>
        {(r) => (
          <ChartBeside
            chart={
              <BarsChart
                horizontal
                label="Chart of inquiries received in the range by the stage they are in now; the table beside it has the figures."
                rows={r.stages.map((s) => ({ label: s.label, values: { count: s.count } }))}
                series={[{ key: 'count', label: 'Inquiries' }]}
                format="count"
              />
            }
          >
            <TableTitle>By stage</TableTitle>
            <ResponsiveTable
              label="Inquiries by stage"
              size="small"
              rows={r.stages}
              rowKey={(s) => s.stage}
              columns={[
                { header: 'Stage', card: 'title', cell: (s) => s.label },
                { header: 'Inquiries', align: 'right', cell: (s) => s.count },
              ]}
            />
            <TableTitle>By source</TableTitle>
            <ResponsiveTable<TSource>
              label="Inquiries by source"
              size="small"
              rows={r.sources}
              rowKey={(s) => s.source}
              columns={[
                { header: 'Source', card: 'title', cell: (s) => s.label },
                { header: 'Received', align: 'right', cell: (s) => s.count },
                { header: 'Won', align: 'right', cell: (s) => s.won },
              ]}
            />
            <TableTitle>Compared with the previous range</TableTitle>
            <ComparisonTable
              label="Inquiry funnel compared with the previous range"
              rows={[
                { figure: 'Received', current: r.totals.received, previous: r.previous_totals.received, show: (v) => v },
                { figure: 'Won', current: r.totals.won, previous: r.previous_totals.won, show: (v) => v },
                { figure: 'Lost', current: r.totals.lost, previous: r.previous_totals.lost, show: (v) => v },
                { figure: 'Still open', current: r.totals.open, previous: r.previous_totals.open, show: (v) => v },
                { figure: 'Won share', current: r.totals.won_share, previous: r.previous_totals.won_share, show: percentText },
              ]}
            />
          </ChartBeside>
        )}
      </QueryState>
    </ReportSection>
  );
}
