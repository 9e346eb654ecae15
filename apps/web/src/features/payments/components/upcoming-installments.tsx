import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { venueDay } from '@venue/shared/dates';
import { byDueDay, installmentDueText, upcomingInstallmentsHeading } from '@venue/shared/payments/installments';
import { useQuery } from '@tanstack/react-query';
import { ToneChip } from '@/components/feedback/tone-chip';
import { paymentPlansQuery } from '@/features/payments/api/payments.queries';
import { formatDay, money } from '@/features/payments/payments-format';

/**
 * Spec document 2, section 9: every installment due within the next 30 days, across the client's plans (not
 * only each plan's next one), each opening its invoice's Pay dialog. An overdue one stays listed, first and said
 * in words, until it is paid (issue 39). Nothing shows when none is due.
 */
export function UpcomingInstallments({ onPay }: { onPay: (invoiceId: number) => void }) {
  const plans = useQuery(paymentPlansQuery());
  const due = (plans.data ?? [])
    .flatMap((plan) => plan.upcoming_installments.map((installment) => ({ plan, installment, due_date: installment.due_date, sequence: installment.sequence })))
    .sort(byDueDay);
  if (due.length === 0) return null;
  const today = venueDay();
  const heading = upcomingInstallmentsHeading(due.some((d) => d.installment.is_overdue));
  return (
    <Paper variant="outlined" component="section" aria-label={heading} sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h2">
        {heading}
      </Typography>
      <List disablePadding>
        {due.map(({ plan, installment }) => (
          <ListItem key={installment.id} disableGutters divider sx={{ gap: 1, flexWrap: 'wrap' }}>
            <ListItemText
              sx={{ minWidth: 0 }}
              primary={`Installment ${installment.sequence} of ${plan.installments.length} · ${money(installment.amount, plan.currency)}`}
              secondary={`${plan.event_details.name} · Invoice ${plan.invoice_number} · ${installmentDueText(installment, today, (d) => formatDay(d))}`}
            />
            {installment.is_overdue && <ToneChip size="small" color="error" label="Overdue" />}
            <Button
              size="small"
              variant={installment.is_overdue ? 'contained' : 'outlined'}
              color={installment.is_overdue ? 'error' : 'primary'}
              onClick={() => onPay(plan.invoice)}
            >
              Pay Now
            </Button>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
