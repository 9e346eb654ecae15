import { useQuery } from '@tanstack/react-query';
import type { TOccupancyReport, TReportRange } from '@venue/shared/reports/reports.schema';
import { loadError, QueryState } from '@/components/feedback/query-state';
import { ResponsiveTable } from '@/components/tables/responsive-table';
import { reportQuery } from '@/features/staff-reports/api/staff-reports.queries';
import { BarsChart } from '@/features/staff-reports/components/bars-chart';
import { ChangeText, ChartBeside, coversWords, ReportSection, TableTitle } from '@/features/staff-reports/components/report-frame';
import { hoursText, percentText } from '@/features/staff-reports/report-range';

type TSpace = TOccupancyReport['spaces'][number];
type TRow = Pick<TSpace, 'booked_hours' | 'open_hours' | 'share' | 'previous'> & { key: string; name: string };

/** Booked hours over open hours per space, against the previous range, and how each weekday fills. */
export function OccupancyReport({ range }: { range: TReportRange }) {
  const report = useQuery(reportQuery('occupancy', range));
  return (
    <ReportSection report="occupancy" query={range} covers={coversWords(report.data)}>
      <QueryState query={report} loading="Loading occupancy..." error={loadError('the occupancy')}>
        {(r) => {
          const weekdays = r.spaces[0]?.by_weekday.map((d) => ({ weekday: d.weekday, label: d.label })) ?? [];
          const rows: TRow[] = [
            ...r.spaces.map((s) => ({ ...s, key: String(s.space.id), name: s.space.name })),
            { key: 'total', name: 'All spaces', ...r.totals, previous: r.previous_totals },
          ];
          return (
            <ChartBeside
              wide
              chart={
                <>
                  <BarsChart
                    horizontal
                    label="Chart of the share of open hours booked, per space; the table beside it has the figures."
                    rows={r.spaces.map((s) => ({ label: s.space.name, values: { share: s.share, previous: s.previous.share } }))}
                    series={[
                      { key: 'share', label: 'This range' },
                      { key: 'previous', label: 'Previous range' },
                    ]}
                    format="percent"
                  />
                  <BarsChart
                    label="Chart of the share of open hours booked, by weekday and space; the table beside it has the figures."
                    rows={weekdays.map((d) => ({
                      label: d.label,
                      values: Object.fromEntries(r.spaces.map((s) => [String(s.space.id), s.by_weekday.find((w) => w.weekday === d.weekday)?.share ?? '0'])),
                    }))}
                    series={r.spaces.map((s) => ({ key: String(s.space.id), label: s.space.name }))}
                    format="percent"
                  />
                </>
              }
            >
              <TableTitle>By space</TableTitle>
              <ResponsiveTable<TRow>
                label="Occupancy by space"
                size="small"
                rows={rows}
                rowKey={(row) => row.key}
                columns={[
                  { header: 'Space', card: 'title', cell: (row) => row.name },
                  { header: 'Booked', align: 'right', cell: (row) => hoursText(row.booked_hours) },
                  { header: 'Open', align: 'right', cell: (row) => hoursText(row.open_hours) },
                  { header: 'Share', align: 'right', cell: (row) => percentText(row.share) },
                  { header: 'Previous', align: 'right', cell: (row) => percentText(row.previous.share) },
                  { header: 'Change', align: 'right', cell: (row) => <ChangeText current={row.share} previous={row.previous.share} /> },
                ]}
              />
              <TableTitle>By weekday</TableTitle>
              <ResponsiveTable<TSpace>
                label="Share of open hours booked, by weekday"
                size="small"
                rows={r.spaces}
                rowKey={(s) => s.space.id}
                columns={[
                  { header: 'Space', card: 'title', cell: (s) => s.space.name },
                  ...weekdays.map((d) => ({
                    header: d.label,
                    align: 'right' as const,
                    cell: (s: TSpace) => {
                      const day = s.by_weekday.find((w) => w.weekday === d.weekday);
                      return day && Number(day.open_hours) > 0 ? percentText(day.share) : 'Closed';
                    },
                  })),
                ]}
              />
            </ChartBeside>
          );
        }}
      </QueryState>
    </ReportSection>
  );
}
