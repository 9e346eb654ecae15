import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { venueDay } from '@venue/shared/dates';
import { REVENUE_GROUPS, type TReport, type TReportRange } from '@venue/shared/reports/reports.schema';
import type { ReactNode } from 'react';
import { EmptyText, loadError, QueryState } from '@/components/feedback/query-state';
import { PageHeading } from '@/components/staff/page-heading';
import { reportListQuery } from '@/features/staff-reports/api/staff-reports.queries';
import { AgingReport } from '@/features/staff-reports/components/aging-report';
import { CollectionsReport } from '@/features/staff-reports/components/collections-report';
import { FunnelReport } from '@/features/staff-reports/components/funnel-report';
import { OccupancyReport } from '@/features/staff-reports/components/occupancy-report';
import { RevenueReport, type TRevenueGroup } from '@/features/staff-reports/components/revenue-report';
import { VatReport } from '@/features/staff-reports/components/vat-report';
import { PRESET_LABELS, presetOf, presetRange, RANGE_PRESETS, rangeFromParams } from '@/features/staff-reports/report-range';
import { useAddressParams } from '@/lib/use-address-params';

/** The range's presets and its two days; everything lives in the address, so a range can be shared as a link. */
function RangePicker({ range, today, problem, onChange }: { range: TReportRange; today: string; problem: string | null; onChange: (r: TReportRange) => void }) {
  const chosen = presetOf(range, today);
  return (
    <Paper variant="outlined" component="section" aria-label="Date range" sx={{ p: 2, mb: 3 }}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} useFlexGap role="group" aria-label="Date range presets" sx={{ flexWrap: 'wrap' }}>
          {RANGE_PRESETS.map((p) => (
            <Chip
              key={p}
              label={PRESET_LABELS[p]}
              color={chosen === p ? 'primary' : 'default'}
              variant={chosen === p ? 'filled' : 'outlined'}
              aria-pressed={chosen === p}
              onClick={() => onChange(presetRange(p, today))}
            />
          ))}
        </Stack>
        <Stack direction="row" spacing={2}>
          <TextField
            type="date"
            size="small"
            label="From"
            value={range.from}
            onChange={(e) => e.target.value && onChange({ ...range, from: e.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ flex: { xs: 1, sm: 'none' }, width: { sm: 200 }, minWidth: 0 }}
          />
          <TextField
            type="date"
            size="small"
            label="To"
            value={range.to}
            onChange={(e) => e.target.value && onChange({ ...range, to: e.target.value })}
            error={Boolean(problem)}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ flex: { xs: 1, sm: 'none' }, width: { sm: 200 }, minWidth: 0 }}
          />
        </Stack>
      </Stack>
      {problem && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {problem}
        </Alert>
      )}
    </Paper>
  );
}

/** /staff/reports: the venue's reports for a range, each compared with the range just before it (issue 41). */
export function ReportsScreen() {
  const [params, setParams] = useAddressParams();
  const today = venueDay();
  const { range, problem } = rangeFromParams(params, today);
  const by: TRevenueGroup = (REVENUE_GROUPS as readonly string[]).includes(params.get('by') ?? '') ? (params.get('by') as TRevenueGroup) : 'month';
  const list = useQuery(reportListQuery());
  const setParam = (changes: Record<string, string | null>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(changes)) {
          if (v === null || (k === 'by' && v === 'month')) next.delete(k);
          else next.set(k, v);
        }
        return next;
      },
      { replace: true },
    );
  const sections: Record<TReport, ReactNode> = {
    revenue: <RevenueReport range={range} by={by} onGroup={(g) => setParam({ by: g })} />,
    collections: <CollectionsReport range={range} />,
    aging: <AgingReport range={range} />,
    occupancy: <OccupancyReport range={range} />,
    funnel: <FunnelReport range={range} />,
    vat: <VatReport range={range} />,
  };
  return (
    <>
      <PageHeading title="Reports" subtitle="The venue's bookings and money for a range of days (Philippine time), beside the range just before it." />
      <RangePicker range={range} today={today} problem={problem} onChange={(r) => setParam({ from: r.from, to: r.to })} />
      <QueryState query={list} loading="Loading reports..." error={loadError('the reports')}>
        {({ reports }) =>
          reports.length === 0 ? (
            <EmptyText>No reports are shared with you yet. An admin can share them under Venue Details.</EmptyText>
          ) : problem ? null : (
            <Stack spacing={3}>
              {reports.map(({ report }) => (
                <div key={report}>{sections[report]}</div>
              ))}
            </Stack>
          )
        }
      </QueryState>
    </>
  );
}
