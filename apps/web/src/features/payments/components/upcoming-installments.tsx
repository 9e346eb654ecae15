import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { UPCOMING_INSTALLMENT_DAYS } from '@venue/shared/payments/installments';
import { useQuery } from '@tanstack/react-query';
import { paymentPlansQuery } from '@/features/payments/api/payments.queries';
import { formatDay, money } from '@/features/payments/payments-format';

/**
 * Spec document 2, section 9: every installment due within the next 30 days, across the client's plans (not
 * only each plan's next one), each opening its invoice's Pay dialog. Nothing shows when none is due.
 */
export function UpcomingInstallments({ onPay }: { onPay: (invoiceId: number) => void }) {
  const plans = useQuery(paymentPlansQuery());
  const due = (plans.data ?? []).flatMap((plan) => plan.upcoming_installments.map((installment) => ({ plan, installment })));
  if (due.length === 0) return null;
  const heading = `Installments due in the next ${UPCOMING_INSTALLMENT_DAYS} days`;
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
              secondary={`${plan.event_details.name} · Invoice ${plan.invoice_number} · Due ${formatDay(installment.due_date)}`}
            />
            <Button size="small" variant="outlined" onClick={() => onPay(plan.invoice)}>
              Pay Now
            </Button>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
