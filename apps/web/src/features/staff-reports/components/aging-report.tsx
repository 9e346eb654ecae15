import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useQuery } from '@tanstack/react-query';
import type { TAgingReport, TReportRange } from '@venue/shared/reports/reports.schema';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { loadError, QueryState } from '@/components/feedback/query-state';
import { ToneChip } from '@/components/feedback/tone-chip';
import { formatDay } from '@/components/staff/staff-format';
import { ResponsiveTable } from '@/components/tables/responsive-table';
import { VISUALLY_HIDDEN } from '@/components/visually-hidden';
import { reportQuery } from '@/features/staff-reports/api/staff-reports.queries';
import { BarsChart } from '@/features/staff-reports/components/bars-chart';
import { ChartBeside, ReportSection, TableTitle } from '@/features/staff-reports/components/report-frame';
import { displayMoney } from '@/lib/money-display';

const money = (amount: string) => displayMoney(amount, 'PHP', { centavos: 'always' });
type TBucket = TAgingReport['buckets'][number];
type TInvoice = TBucket['invoices'][number];

const overdueWords = (days: number) => (days <= 0 ? 'Not yet due' : days === 1 ? '1 day overdue' : `${days} days overdue`);

/** The invoices behind one bucket's figure, each opening its page. */
function BucketInvoices({ bucket }: { bucket: TBucket }) {
  if (bucket.invoices.length === 0) return <Box sx={{ py: 1 }}>No invoices in this bucket.</Box>;
  return (
    <Box sx={{ py: 1 }}>
      <ResponsiveTable<TInvoice>
        label={`Invoices: ${bucket.label}`}
        size="small"
        framed={false}
        rows={bucket.invoices}
        rowKey={(i) => i.id}
        columns={[
          {
            header: 'Invoice',
            card: 'title',
            cell: (i) => (
              <Link component={RouterLink} to={i.link}>
                {i.number}
              </Link>
            ),
          },
          { header: 'Client', cell: (i) => i.client_name },
          { header: 'Event', cell: (i) => i.event_name ?? 'No event' },
          { header: 'Due', cell: (i) => formatDay(i.due_date) },
          {
            header: 'Overdue',
            cell: (i) => (i.days_overdue > 60 ? <ToneChip size="small" color="warning" label={overdueWords(i.days_overdue)} /> : overdueWords(i.days_overdue)),
          },
          { header: 'Balance', align: 'right', cell: (i) => money(i.balance) },
        ]}
      />
    </Box>
  );
}

/** What clients owe on the range's last day, by how long it is overdue; each bucket opens to its invoices. */
export function AgingReport({ range }: { range: TReportRange }) {
  const report = useQuery(reportQuery('aging', range));
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (bucket: string) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(bucket)) next.delete(bucket);
      else next.add(bucket);
      return next;
    });
  return (
    <ReportSection
      report="aging"
      query={range}
      covers={report.data ? `Balances owed on ${formatDay(report.data.as_of, 'MMM d, yyyy')}, the range's last day` : ''}
    >
      <QueryState query={report} loading="Loading receivables aging..." error={loadError('the receivables aging')}>
        {(r) => (
          <ChartBeside
            wide
            chart={
              <BarsChart
                label="Chart of balances owed by how long they are overdue; the table beside it has the figures."
                rows={r.buckets.map((b) => ({ label: b.label, values: { amount: b.amount } }))}
                series={[{ key: 'amount', label: 'Balance owed' }]}
                format="money"
              />
            }
          >
            <TableTitle>By days overdue</TableTitle>
            <ResponsiveTable<TBucket | { bucket: 'total'; label: string; count: number; amount: string; invoices: TInvoice[] }>
              label="Receivables by days overdue"
              size="small"
              rows={[...r.buckets, { bucket: 'total', label: 'Total', count: r.buckets.reduce((n, b) => n + b.count, 0), amount: r.total, invoices: [] }]}
              rowKey={(b) => b.bucket}
              columns={[
                { header: 'Overdue', card: 'title', cell: (b) => b.label },
                { header: 'Invoices', align: 'right', cell: (b) => b.count },
                { header: 'Balance', align: 'right', cell: (b) => money(b.amount) },
                {
                  header: 'Invoices behind it',
                  headerHidden: true,
                  card: 'actions',
                  cell: (b) =>
                    b.bucket === 'total' || b.count === 0 ? null : (
                      <Button
                        size="small"
                        aria-expanded={open.has(b.bucket)}
                        endIcon={open.has(b.bucket) ? <ExpandLess /> : <ExpandMore />}
                        onClick={() => toggle(b.bucket)}
                      >
                        {open.has(b.bucket) ? 'Hide' : 'Show'} invoices
                        <Box component="span" sx={VISUALLY_HIDDEN}>
                          {` ${b.label}`}
                        </Box>
                      </Button>
                    ),
                },
              ]}
              detail={(b) => (b.bucket !== 'total' && open.has(b.bucket) ? <BucketInvoices bucket={b as TBucket} /> : null)}
            />
          </ChartBeside>
        )}
      </QueryState>
    </ReportSection>
  );
}
