import type { TContractStatus, TQuoteStatus } from '@venue/shared/enums';
import { ToneChip } from '@/components/feedback/tone-chip';
import { contractStatusView, quoteStatusView } from '@/features/staff-sales/sales-format';

export function QuoteStatusChip({ status }: { status: TQuoteStatus }) {
  const { label, color } = quoteStatusView(status);
  return <ToneChip size="small" label={label} color={color} />;
}

export function ContractStatusChip({ status }: { status: TContractStatus }) {
  const { label, color } = contractStatusView(status);
  return <ToneChip size="small" label={label} color={color} />;
}

/** Outlined in the status colour with the normal text colour: green text falls below AA on the page's cream background. */
export function ActiveChip({ active }: { active: boolean }) {
  return (
    <ToneChip
      size="small"
      variant="outlined"
      label={active ? 'Active' : 'Inactive'}
      sx={{ color: 'text.primary', borderColor: active ? 'success.main' : 'divider' }}
    />
  );
}
