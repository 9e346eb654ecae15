import Button from '@mui/material/Button';
import type { TInstallment } from '@venue/shared/payments/installment.schema';
import type { TPaymentPlan } from '@venue/shared/payments/plans.schema';
import { ToneChip } from '@/components/feedback/tone-chip';
import { ResponsiveTable, type TColumn } from '@/components/tables/responsive-table';
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
  const next = plan.next_installment?.id ?? null;
  const columns: TColumn<TInstallment>[] = [
    { header: 'Installment', card: 'title', cell: (i) => `Installment ${i.sequence} of ${plan.installments.length}` },
    { header: 'Amount', align: 'right', cell: (i) => money(i.amount, plan.currency) },
    { header: 'Due date', cell: (i) => formatDay(i.due_date) },
    {
      header: 'Status',
      cell: (i) => {
        const status = statusOf(i);
        return <ToneChip size="small" color={status.color} label={status.label} />;
      },
    },
    {
      header: 'Action',
      card: 'actions',
      align: 'right',
      cell: (i) =>
        i.id === next && (
          <Button size="small" variant="contained" onClick={() => onPay(i)} disabled={payDisabled}>
            {payLabel(i)}
          </Button>
        ),
    },
  ];
  return <ResponsiveTable label="Installments" rows={plan.installments} rowKey={(i) => i.id} columns={columns} size="small" framed={false} />;
}
