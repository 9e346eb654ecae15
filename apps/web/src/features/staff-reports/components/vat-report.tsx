import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import { useQuery } from '@tanstack/react-query';
import type { TReportRange, TVatReport } from '@venue/shared/reports/reports.schema';
import { loadError, QueryState } from '@/components/feedback/query-state';
import { ResponsiveTable, type TColumn } from '@/components/tables/responsive-table';
import { reportQuery } from '@/features/staff-reports/api/staff-reports.queries';
import { BarsChart } from '@/features/staff-reports/components/bars-chart';
import { ChartBeside, ComparisonTable, coversWords, ReportSection, TableTitle } from '@/features/staff-reports/components/report-frame';
import { displayMoney } from '@/lib/money-display';

const money = (amount: string) => displayMoney(amount, 'PHP', { centavos: 'always' });
type TRow = TVatReport['months'][number];

const columns = (period: string): TColumn<TRow>[] => [
  { header: period, card: 'title', cell: (row) => row.label, sx: { whiteSpace: 'nowrap' } },
  { header: 'VATable sales', align: 'right', cell: (row) => money(row.vatable) },
  { header: 'VAT', align: 'right', cell: (row) => money(row.vat) },
  { header: 'VAT-exempt', align: 'right', cell: (row) => money(row.exempt) },
  { header: 'Zero-rated', align: 'right', cell: (row) => money(row.zero_rated) },
  { header: 'Total', align: 'right', cell: (row) => money(row.total) },
];

/** The VAT summary for the quarterly return: sales of invoices issued less credit notes, by month and by calendar quarter. */
export function VatReport({ range }: { range: TReportRange }) {
  const report = useQuery(reportQuery('vat', range));
  return (
    <ReportSection report="vat" query={range} covers={coversWords(report.data)}>
      <QueryState query={report} loading="Loading the VAT summary..." error={loadError('the VAT summary')}>
        {(r) => (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              Sales on the invoices issued, less the credit notes issued for refunds, by the day each was issued.
            </Typography>
            {!r.vat_registered && (
              <Alert severity="info" sx={{ mb: 2 }}>
                The venue is not VAT-registered in its Venue Details: its invoices charge no VAT.
              </Alert>
            )}
            <ChartBeside
              wide
              chart={
                <BarsChart
                  label="Chart of VATable sales, VAT, VAT-exempt and zero-rated sales by month; the tables beside it have the figures."
                  rows={r.months.map((m) => ({ label: m.label, values: m }))}
                  series={[
                    { key: 'vatable', label: 'VATable sales' },
                    { key: 'vat', label: 'VAT' },
                    { key: 'exempt', label: 'VAT-exempt' },
                    { key: 'zero_rated', label: 'Zero-rated' },
                  ]}
                  format="money"
                />
              }
            >
              <TableTitle>By month</TableTitle>
              <ResponsiveTable<TRow>
                label="VAT summary by month"
                size="small"
                rows={[...r.months, { key: 'total', label: 'Total', ...r.totals }]}
                rowKey={(row) => row.key}
                columns={columns('Month')}
              />
              <TableTitle>By quarter (each quarter whole, for the quarterly return)</TableTitle>
              <ResponsiveTable<TRow> label="VAT summary by quarter" size="small" rows={r.quarters} rowKey={(row) => row.key} columns={columns('Quarter')} />
              <TableTitle>Compared with the previous range</TableTitle>
              <ComparisonTable
                label="VAT summary compared with the previous range"
                rows={[
                  { figure: 'VATable sales', current: r.totals.vatable, previous: r.previous_totals.vatable, show: money },
                  { figure: 'VAT', current: r.totals.vat, previous: r.previous_totals.vat, show: money },
                  { figure: 'VAT-exempt', current: r.totals.exempt, previous: r.previous_totals.exempt, show: money },
                  { figure: 'Zero-rated', current: r.totals.zero_rated, previous: r.previous_totals.zero_rated, show: money },
                  { figure: 'Total', current: r.totals.total, previous: r.previous_totals.total, show: money },
                ]}
              />
            </ChartBeside>
          </>
        )}
      </QueryState>
    </ReportSection>
  );
}
