import Download from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useColorScheme } from '@mui/material/styles';
import { REPORT_TITLES, type TReport } from '@venue/shared/reports/reports.schema';
import { useId, type ReactNode } from 'react';
import { useToast } from '@/components/feedback/toast-context';
import { formatDay } from '@/components/staff/staff-format';
import { ResponsiveTable } from '@/components/tables/responsive-table';
import { useDownloadReportCsv, type TReportQuery } from '@/features/staff-reports/api/staff-reports.queries';
import { changeOf } from '@/features/staff-reports/report-range';
import { lazily } from '@venue/shared/common/lazily';

/** A range in words: "Nov 1, 2026 to Nov 30, 2026". */
export const rangeWords = (from: string, to: string) =>
  from === to ? formatDay(from, 'MMM d, yyyy') : `${formatDay(from, 'MMM d, yyyy')} to ${formatDay(to, 'MMM d, yyyy')}`;

/** The line under a report's heading: what it covers and what it is compared with. */
export const coversWords = (r: { from: string; to: string; previous_from: string; previous_to: string } | undefined) =>
  r ? `${rangeWords(r.from, r.to)}, compared with ${rangeWords(r.previous_from, r.previous_to)}` : '';

/**
 * Bars that keep their shape against the page in both schemes: the brand's green, gold and earth in light mode,
 * their light tints in dark mode (the chart's words and axes take the theme's text colours by themselves).
 */
export function useChartColours(): string[] {
  const { mode, systemMode } = useColorScheme();
  const dark = (mode === 'system' ? systemMode : mode) === 'dark';
  return dark ? ['#A8E6B6', '#F5D66B', '#F0B48A', '#9CC7F0', '#E6A8D8'] : ['#2E5E3E', '#C9A227', '#8B5E3C', '#3D6E9E', '#8E4A7E'];
}

/** Axis ticks in short money ("₱1.2M"): the table beside the chart has every centavo. */
const compact = lazily(() => new Intl.NumberFormat('en-PH', { style: 'currency', currency: 'PHP', notation: 'compact', maximumFractionDigits: 1 }));
export const compactMoney = (value: number | null) => (value === null ? '' : compact().format(value));

/** One report: its heading, what it covers and is compared with, its CSV, then its chart beside its table. */
export function ReportSection({
  report,
  query,
  covers,
  controls,
  children,
}: {
  report: TReport;
  query: TReportQuery;
  /** A line under the heading: the range and the one it is compared with. */
  covers: ReactNode;
  /** Beside the download button (revenue's Group by). */
  controls?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  const download = useDownloadReportCsv();
  const toast = useToast();
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2, justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}>
          <div>
            <Typography variant="h5" component="h2" id={headingId}>
              {REPORT_TITLES[report]}
            </Typography>
            <Typography variant="body2" color="text.secondary" component="div">
              {covers}
            </Typography>
          </div>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', flexShrink: 0 }}>
            {controls}
            <Button
              variant="outlined"
              startIcon={<Download />}
              disabled={download.isPending}
              onClick={() =>
                download.mutate({ report, q: query }, { onError: (err) => toast({ severity: 'error', title: 'Not Downloaded', message: err.message }) })
              }
            >
              Download CSV
            </Button>
          </Stack>
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}

/**
 * A chart on the left (above on a phone) and its tables on the right: the tables are the chart's text alternative.
 * `wide` tables (four amounts and more, a column per weekday, an aging bucket's invoices) go under the chart until
 * the screen is wide enough (xl) for both side by side.
 */
export function ChartBeside({ chart, wide = false, children }: { chart: ReactNode; wide?: boolean; children: ReactNode }) {
  const size = wide ? { xs: 12, xl: 6 } : { xs: 12, lg: 6 };
  return (
    <Grid container spacing={3}>
      <Grid size={size} sx={{ minWidth: 0 }}>
        {chart}
      </Grid>
      <Grid size={size} sx={{ minWidth: 0 }}>
        <Stack spacing={2}>{children}</Stack>
      </Grid>
    </Grid>
  );
}

/**
 * A chart as one image with a name: its drawing is hidden from screen readers (the library marks it so) and the
 * table beside it says the same figures. `height` shrinks on a phone through the caller.
 */
export function ChartFigure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box role="img" aria-label={label} sx={{ width: '100%', minWidth: 0, overflow: 'hidden' }}>
      {children}
    </Box>
  );
}

export function TableTitle({ children }: { children: ReactNode }) {
  return (
    <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
      {children}
    </Typography>
  );
}

/** A figure's change in words, coloured only as a hint (the words carry it): "Up 12%", "Down 3.5%", "New". */
export function ChangeText({ current, previous }: { current: string | number; previous: string | number }) {
  const change = changeOf(current, previous);
  return <span>{change.words}</span>;
}

export interface TCompareRow {
  figure: string;
  current: string | number;
  previous: string | number;
  /** How both are written (money, a count, a percentage). */
  show: (value: string) => string;
}

/** This range's totals beside the previous range's, with the change in words. */
export function ComparisonTable({ label, rows }: { label: string; rows: TCompareRow[] }) {
  return (
    <ResponsiveTable
      label={label}
      size="small"
      rows={rows}
      rowKey={(r) => r.figure}
      columns={[
        { header: 'Figure', card: 'title', cell: (r) => r.figure },
        { header: 'This range', align: 'right', cell: (r) => r.show(String(r.current)) },
        { header: 'Previous range', align: 'right', cell: (r) => r.show(String(r.previous)) },
        { header: 'Change', align: 'right', cell: (r) => <ChangeText current={r.current} previous={r.previous} /> },
      ]}
    />
  );
}
