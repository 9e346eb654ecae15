import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { lazy, Suspense } from 'react';
import { EmptyText } from '@/components/feedback/query-state';
import { ChartFigure, compactMoney, useChartColours } from '@/features/staff-reports/components/report-frame';
import { displayMoney } from '@/lib/money-display';

// The chart library is most of the page's weight: it loads beside the tables, which show the figures at once.
const BarChart = lazy(async () => ({ default: (await import('@mui/x-charts/BarChart')).BarChart }));

export type TBarsFormat = 'money' | 'percent' | 'count';

const formats: Record<TBarsFormat, { tick: (v: number | null) => string; value: (v: number | null) => string }> = {
  money: { tick: compactMoney, value: (v) => (v === null ? '' : displayMoney(v.toFixed(2), 'PHP', { centavos: 'always' })) },
  percent: { tick: (v) => (v === null ? '' : `${v}%`), value: (v) => (v === null ? '' : `${v.toLocaleString('en-PH', { maximumFractionDigits: 1 })}%`) },
  count: { tick: (v) => (v === null ? '' : String(v)), value: (v) => (v === null ? '' : String(v)) },
};

/**
 * A bar chart of a report's rows: one bar per series in each row's group. Amounts arrive as decimal strings and
 * are drawn as numbers (a bar's height need not be exact to the centavo; the table beside it is).
 */
export function BarsChart({
  label,
  rows,
  series,
  format,
  horizontal = false,
}: {
  /** The chart's accessible name: what it shows, and that the table beside it has the figures. */
  label: string;
  /** Each row's figures by series key; other keys are left alone. */
  rows: { label: string; values: Record<string, unknown> }[];
  series: { key: string; label: string }[];
  format: TBarsFormat;
  horizontal?: boolean;
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const colours = useChartColours();
  // Axes around nothing say less than a sentence: a range with only zeros is said in words.
  if (rows.every((r) => series.every((s) => !Number(r.values[s.key] ?? 0)))) return <EmptyText>Nothing to chart in this range.</EmptyText>;
  const f = formats[format];
  const dataset = rows.map((r) => ({ label: r.label, ...Object.fromEntries(series.map((s) => [s.key, Number(r.values[s.key] ?? 0)])) }));
  // A share reads against the whole day's open hours: its axis always runs from 0 to 100%.
  const domain = format === 'percent' ? { min: 0, max: 100 } : {};
  const axes = horizontal
    ? { xAxis: [{ valueFormatter: f.tick, ...domain }], yAxis: [{ scaleType: 'band' as const, dataKey: 'label', width: phone ? 84 : 120 }] }
    : { xAxis: [{ scaleType: 'band' as const, dataKey: 'label' }], yAxis: [{ valueFormatter: f.tick, width: 64, ...domain }] };
  const height = horizontal ? Math.max(160, rows.length * (series.length * 18 + 16) + 80) : phone ? 240 : 320;
  return (
    <ChartFigure label={label}>
      <Suspense fallback={<Box sx={{ height }} />}>
        <BarChart
          height={height}
          layout={horizontal ? 'horizontal' : 'vertical'}
          dataset={dataset}
          {...axes}
          series={series.map((s, i) => ({ dataKey: s.key, label: s.label, color: colours[i % colours.length], valueFormatter: f.value }))}
          hideLegend={series.length === 1}
          margin={{ left: 0, right: 12 }}
        />
      </Suspense>
    </ChartFigure>
  );
}
