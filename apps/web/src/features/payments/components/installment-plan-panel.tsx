import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { TInstallment, TPaymentPlan } from '@venue/shared/payments/plans.schema';
import { ToneChip } from '@/components/feedback/tone-chip';
import { formatDay, money, statusColor } from '@/features/payments/payments-format';

interface TProps {
  plan: TPaymentPlan;
  payLabel: (installment: TInstallment) => string;
  onPay: (installment: TInstallment) => void;
  payDisabled: boolean;
}

/** The plan's installments; only the next unpaid one can be paid, so they settle in order. */
export function InstallmentPlanPanel({ plan, payLabel, onPay, payDisabled }: TProps) {
  const next = plan.next_installment?.id ?? null;
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
          const status = i.status === 'PAID' ? 'PAID' : i.is_overdue ? 'OVERDUE' : i.status;
          return (
            <TableRow key={i.id}>
              <TableCell>
                {i.sequence} of {plan.installments.length}
              </TableCell>
              <TableCell align="right">{money(i.amount, plan.currency)}</TableCell>
              <TableCell>{formatDay(i.due_date)}</TableCell>
              <TableCell>
                <ToneChip size="small" color={statusColor(status)} label={status.charAt(0) + status.slice(1).toLowerCase()} />
              </TableCell>
              <TableCell align="right">
                {i.id === next && (
                  <Button size="small" variant="contained" onClick={() => onPay(i)} disabled={payDisabled}>
                    {payLabel(i)}
                  </Button>
                )}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
