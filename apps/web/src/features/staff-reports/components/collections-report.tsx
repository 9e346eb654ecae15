import { useQuery } from '@tanstack/react-query';
import type { TCollectionsReport, TReportRange } from '@venue/shared/reports/reports.schema';
import { loadError, QueryState } from '@/components/feedback/query-state';
import { ResponsiveTable } from '@/components/tables/responsive-table';
import { reportQuery } from '@/features/staff-reports/api/staff-reports.queries';
import { BarsChart } from '@/features/staff-reports/components/bars-chart';
import { ChartBeside, ComparisonTable, coversWords, ReportSection, TableTitle } from '@/features/staff-reports/components/report-frame';
import { displayMoney } from '@/lib/money-display';

const money = (amount: string) => displayMoney(amount, 'PHP', { centavos: 'always' });
type TRow = TCollectionsReport['rows'][number];

/** Deposits, balances and refunds by month, and what was collected net of refunds. */
export function CollectionsReport({ range }: { range: TReportRange }) {
  const report = useQuery(reportQuery('collections', range));
  return (
    <ReportSection report="collections" query={range} covers={coversWords(report.data)}>
      <QueryState query={report} loading="Loading deposits, balances and refunds..." error={loadError('the deposits, balances and refunds')}>
        {(r) => (
          <ChartBeside
            wide
            chart={
              <BarsChart
                label="Chart of deposits, balances and refunds by month; the table beside it has the figures."
                rows={r.rows.map((row) => ({ label: row.label, values: row }))}
                series={[
                  { key: 'deposits', label: 'Deposits' },
                  { key: 'balances', label: 'Balances' },
                  { key: 'refunds', label: 'Refunds' },
                ]}
                format="money"
              />
            }
          >
            <TableTitle>By month</TableTitle>
            <ResponsiveTable<TRow>
              label="Deposits, balances and refunds by month"
              size="small"
              rows={[...r.rows, { key: 'total', label: 'Total', ...r.totals }]}
              rowKey={(row) => row.key}
              columns={[
                { header: 'Month', card: 'title', cell: (row) => row.label, sx: { whiteSpace: 'nowrap' } },
                { header: 'Deposits', align: 'right', cell: (row) => money(row.deposits) },
                { header: 'Balances', align: 'right', cell: (row) => money(row.balances) },
                { header: 'Refunds', align: 'right', cell: (row) => money(row.refunds) },
                { header: 'Net', align: 'right', cell: (row) => money(row.net) },
              ]}
            />
            <TableTitle>Compared with the previous range</TableTitle>
            <ComparisonTable
              label="Deposits, balances and refunds compared with the previous range"
              rows={[
                { figure: 'Deposits', current: r.totals.deposits, previous: r.previous_totals.deposits, show: money },
                { figure: 'Balances', current: r.totals.balances, previous: r.previous_totals.balances, show: money },
                { figure: 'Refunds', current: r.totals.refunds, previous: r.previous_totals.refunds, show: money },
                { figure: 'Net collected', current: r.totals.net, previous: r.previous_totals.net, show: money },
              ]}
            />
          </ChartBeside>
        )}
      </QueryState>
    </ReportSection>
  );
}
