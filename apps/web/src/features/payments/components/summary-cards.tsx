import CheckCircle from '@mui/icons-material/CheckCircle';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import Refresh from '@mui/icons-material/Refresh';
import Schedule from '@mui/icons-material/Schedule';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ZPaymentSummary } from '@venue/shared/payments/payments.schema';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { money } from '@/features/payments/payments-format';

interface TProps {
  summary: z.infer<typeof ZPaymentSummary>;
  currency: string;
  refreshing: boolean;
  onRefresh: () => void;
}

/** Spec section 2: Total Paid, Pending Payments and Overdue Amount (the last with a refresh button). */
export function SummaryCards({ summary, currency, refreshing, onRefresh }: TProps) {
  return (
    <Grid container spacing={2} component="section" aria-label="Payment summary">
      <SummaryCard icon={<CheckCircle color="success" aria-hidden />} title="Total Paid" value={money(summary.total_paid, currency)}>
        {summary.completed_count === 1 ? '1 payment completed' : `${summary.completed_count} payments completed`}
      </SummaryCard>
      <SummaryCard icon={<Schedule color="warning" aria-hidden />} title="Pending Payments" value={money(summary.total_pending, currency)}>
        {summary.pending_count === 1 ? '1 payment pending' : `${summary.pending_count} payments pending`}
      </SummaryCard>
      <SummaryCard
        icon={<ErrorOutline color="error" aria-hidden />}
        title="Overdue Amount"
        value={money(summary.total_overdue, currency)}
        action={
          <Tooltip title="Refresh">
            <span>
              <IconButton aria-label="Refresh financial data" onClick={onRefresh} disabled={refreshing} size="small">
                <Refresh />
              </IconButton>
            </span>
          </Tooltip>
        }
      >
        {Number(summary.total_overdue) > 0 ? 'Please settle overdue amounts' : 'Nothing overdue'}
      </SummaryCard>
    </Grid>
  );
}

function SummaryCard({ icon, title, value, action, children }: { icon: ReactNode; title: string; value: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Grid size={{ xs: 12, md: 4 }}>
      <Paper variant="outlined" sx={{ p: 2.5, height: '100%' }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          {icon}
          <Typography variant="subtitle1" component="h2" sx={{ flexGrow: 1 }}>
            {title}
          </Typography>
          {action}
        </Stack>
        <Typography variant="h5" component="p" sx={{ mt: 1, fontWeight: 600 }}>
          {value}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {children}
        </Typography>
      </Paper>
    </Grid>
  );
}
