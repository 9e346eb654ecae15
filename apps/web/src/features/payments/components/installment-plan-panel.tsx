import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { TInstallment } from '@venue/shared/payments/installment.schema';
import type { TPaymentPlan } from '@venue/shared/payments/plans.schema';
import { ToneChip } from '@/components/feedback/tone-chip';
import { formatDay, money, statusColor } from '@/features/payments/payments-format';

interface TProps {
  plan: TPaymentPlan;
  payLabel: (installment: TInstallment) => string;
  onPay: (installment: TInstallment) => void;
  payDisabled: boolean;
}

const STATUS_WORDS: Record<string, string> = { PAID: 'Paid', OVERDUE: 'Overdue', PENDING: 'Pending', PROCESSING: 'Processing', FAILED: 'Failed' };

function statusOf(i: TInstallment) {
  const status = i.status === 'PAID' ? 'PAID' : i.is_overdue ? 'OVERDUE' : i.status;
  return { color: statusColor(status), label: STATUS_WORDS[status] ?? status.charAt(0) + status.slice(1).toLowerCase().replace(/_/g, ' ') };
}

/**
 * The plan's installments; only the next unpaid one can be paid, so they settle in order. On a phone each
 * installment is a card, so its pay button is on the screen rather than past a table's edge (issue 39, point 6).
 */
export function InstallmentPlanPanel({ plan, payLabel, onPay, payDisabled }: TProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const next = plan.next_installment?.id ?? null;
  const payButton = (i: TInstallment) => (
    <Button size="small" variant="contained" onClick={() => onPay(i)} disabled={payDisabled}>
      {payLabel(i)}
    </Button>
  );

  if (phone)
    return (
      <Stack component="ul" spacing={1} aria-label="Installments" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {plan.installments.map((i) => {
          const status = statusOf(i);
          return (
            <Box component="li" key={i.id} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
                <Typography sx={{ fontWeight: 600 }}>
                  Installment {i.sequence} of {plan.installments.length}
                </Typography>
                <ToneChip size="small" color={status.color} label={status.label} />
              </Stack>
              <Typography variant="body2" color="text.secondary">
                {money(i.amount, plan.currency)} · due {formatDay(i.due_date)}
              </Typography>
              {i.id === next && <Box sx={{ mt: 1 }}>{payButton(i)}</Box>}
            </Box>
          );
        })}
      </Stack>
    );

  return (
    <Table size="small" aria-label="Installments">
      <TableHead>
        <TableRow>
          <TableCell>Installment</TableCell>
          <TableCell align="right">Amount</TableCell>
          <TableCell>Due date</TableCell>
          <TableCell>Status</TableCell>
          <TableCell align="right">Action</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {plan.installments.map((i) => {
          const status = statusOf(i);
          return (
            <TableRow key={i.id}>
              <TableCell>
                {i.sequence} of {plan.installments.length}
              </TableCell>
              <TableCell align="right">{money(i.amount, plan.currency)}</TableCell>
              <TableCell>{formatDay(i.due_date)}</TableCell>
              <TableCell>
                <ToneChip size="small" color={status.color} label={status.label} />
              </TableCell>
              <TableCell align="right">{i.id === next && payButton(i)}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
