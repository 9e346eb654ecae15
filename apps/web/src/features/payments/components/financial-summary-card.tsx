import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from 'react-router';
import { LoadingBlock } from '@/components/feedback/loading-block';
import { ToneChip } from '@/components/feedback/tone-chip';
import { DashboardCard } from '@/components/layout/dashboard-card';
import { PayNowButton } from '@/features/payments/components/pay-now-button';
import { invoicesQuery, paymentSettingsQuery, paymentsQuery, paymentSummaryQuery } from '@/features/payments/api/payments.queries';
import { financialUrgency, totalOutstanding, type TUrgency } from '@/features/payments/financial-urgency';
import { money, paymentDate, paymentTitle, statusColor } from '@/features/payments/payments-format';

/** Document 2, section 7: the dashboard reads payments and invoices page 1 with size 5. */
const DASHBOARD_PAGE = 5;
const URGENCY_LABEL: Record<TUrgency, string> = { critical: 'Critical', high: 'High', medium: 'Medium', low: 'Low' };

/** The dashboard's Financial Summary: totals, urgency, and the recent payments with Pay Now for those due. */
export function FinancialSummaryCard() {
  const summary = useQuery(paymentSummaryQuery());
  const payments = useQuery(paymentsQuery(DASHBOARD_PAGE));
  const invoices = useQuery(invoicesQuery(DASHBOARD_PAGE));
  const currency = useQuery(paymentSettingsQuery()).data?.default_currency ?? 'PHP';
  const navigate = useNavigate();

  const body = () => {
    if (summary.isPending || payments.isPending || invoices.isPending) return <LoadingBlock height={160} label="Loading financial summary" />;
    if (summary.isError || payments.isError || invoices.isError) return <Alert severity="error">Unable to load financial data. Please try again later.</Alert>;
    const urgency = financialUrgency(payments.data.results, invoices.data.results);
    const recent = payments.data.results;
    return (
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="body2">Urgency:</Typography>
          <ToneChip
            size="small"
            label={URGENCY_LABEL[urgency]}
            color={urgency === 'critical' || urgency === 'high' ? 'error' : urgency === 'medium' ? 'warning' : 'default'}
          />
        </Stack>
        <Stack component="dl" direction="row" sx={{ m: 0, flexWrap: 'wrap', gap: 2 }}>
          {[
            ['Total Paid', money(summary.data.total_paid, currency)],
            ['Pending', money(summary.data.total_pending, currency)],
            ['Overdue', money(summary.data.total_overdue, currency)],
            ['Outstanding', money(totalOutstanding(invoices.data.results), currency)],
          ].map(([term, value]) => (
            <div key={term}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {term}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
                {value}
              </Typography>
            </div>
          ))}
        </Stack>
        {recent.length === 0 ? (
          <Typography color="text.secondary">No payments yet.</Typography>
        ) : (
          <List disablePadding aria-label="Recent payments">
            {recent.map((p) => (
              <ListItem key={p.id} disableGutters divider sx={{ gap: 1, flexWrap: 'wrap' }}>
                <ListItemText primary={`${paymentTitle(p)} · ${money(p.amount, p.currency)}`} secondary={`${p.payment_number} · ${paymentDate(p)}`} />
                <ToneChip size="small" color={statusColor(p.status)} label={p.status_display} />
                {(p.status === 'PENDING' || p.status === 'OVERDUE') && (
                  <PayNowButton size="small" overdue={p.status === 'OVERDUE'} onClick={() => navigate('/payments', { state: { highlightPayment: p.id } })} />
                )}
              </ListItem>
            ))}
          </List>
        )}
        <Button component={RouterLink} to="/payments" sx={{ alignSelf: 'flex-start' }}>
          View All Payments
        </Button>
      </Stack>
    );
  };

  return (
    <DashboardCard title="Financial Summary" icon={<AccountBalanceWallet color="primary" aria-hidden />}>
      {body()}
    </DashboardCard>
  );
}
