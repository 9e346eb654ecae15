import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { REVENUE_GROUPS, type TRevenueReport } from '@venue/shared/reports/reports.schema';
import { loadError, QueryState } from '@/components/feedback/query-state';
import { ResponsiveTable } from '@/components/tables/responsive-table';
import { reportQuery } from '@/features/staff-reports/api/staff-reports.queries';
import { BarsChart } from '@/features/staff-reports/components/bars-chart';
import { ChartBeside, ComparisonTable, coversWords, ReportSection, TableTitle } from '@/features/staff-reports/components/report-frame';
import type { TReportRange } from '@venue/shared/reports/reports.schema';
import { displayMoney } from '@/lib/money-display';

export type TRevenueGroup = (typeof REVENUE_GROUPS)[number];
export const GROUP_LABELS: Record<TRevenueGroup, string> = { month: 'Month', event_type: 'Event type', space: 'Space' };

const money = (amount: string) => displayMoney(amount, 'PHP', { centavos: 'always' });
type TRow = TRevenueReport['rows'][number] | { key: 'total'; label: string; bookings: number; booked: string; invoiced: string; collected: string };

/** Bookings and revenue by month, event type or space: booked, invoiced and collected, against the previous range. */
export function RevenueReport({ range, by, onGroup }: { range: TReportRange; by: TRevenueGroup; onGroup: (by: TRevenueGroup) => void }) {
  const query = { ...range, by };
  const report = useQuery(reportQuery('revenue', query));
  const groupBy = (
    <TextField
      select
      size="small"
      label="Group by"
      value={by}
      onChange={(e) => onGroup(e.target.value as TRevenueGroup)}
      sx={{ width: { xs: '100%', sm: 160 } }}
    >
      {REVENUE_GROUPS.map((g) => (
        <MenuItem key={g} value={g}>
          {GROUP_LABELS[g]}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <ReportSection report="revenue" query={query} controls={groupBy} covers={coversWords(report.data)}>
      <QueryState query={report} loading="Loading bookings and revenue..." error={loadError('the bookings and revenue')}>
        {(r) => {
          const rows: TRow[] = [...r.rows, { key: 'total', label: 'Total', ...r.totals }];
          const groupLabel = GROUP_LABELS[r.by];
          return (
            <ChartBeside
              chart={
                <BarsChart
                  label={`Chart of booked, invoiced and collected amounts by ${groupLabel.toLowerCase()}; the table beside it has the figures.`}
                  rows={r.rows.map((row) => ({ label: row.label, values: row }))}
                  series={[
                    { key: 'booked', label: 'Booked' },
                    { key: 'invoiced', label: 'Invoiced' },
                    { key: 'collected', label: 'Collected' },
                  ]}
                  format="money"
                />
              }
            >
              <TableTitle>By {groupLabel.toLowerCase()}</TableTitle>
              <ResponsiveTable<TRow>
                label={`Bookings and revenue by ${groupLabel.toLowerCase()}`}
                size="small"
                rows={rows}
                rowKey={(row) => row.key}
                columns={[
                  { header: groupLabel, card: 'title', cell: (row) => row.label, sx: { whiteSpace: 'nowrap' } },
                  { header: 'Bookings', align: 'right', cell: (row) => row.bookings },
                  { header: 'Booked', align: 'right', cell: (row) => money(row.booked) },
                  { header: 'Invoiced', align: 'right', cell: (row) => money(row.invoiced) },
                  { header: 'Collected', align: 'right', cell: (row) => money(row.collected) },
                ]}
              />
              <TableTitle>Compared with the previous range</TableTitle>
              <ComparisonTable
                label="Bookings and revenue compared with the previous range"
                rows={[
                  { figure: 'Bookings', current: r.totals.bookings, previous: r.previous_totals.bookings, show: (v) => v },
                  { figure: 'Booked', current: r.totals.booked, previous: r.previous_totals.booked, show: money },
                  { figure: 'Invoiced', current: r.totals.invoiced, previous: r.previous_totals.invoiced, show: money },
                  { figure: 'Collected', current: r.totals.collected, previous: r.previous_totals.collected, show: money },
                ]}
              />
            </ChartBeside>
          );
        }}
      </QueryState>
    </ReportSection>
  );
}
