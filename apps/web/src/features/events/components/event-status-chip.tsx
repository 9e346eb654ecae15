import type { ChipProps } from '@mui/material/Chip';
import type { TEventStatus, TPaymentStatus } from '@venue/shared/enums';
import { ToneChip } from '@/components/feedback/tone-chip';
import { EVENT_STATUS_COLOR, PAYMENT_CHIP } from '@/features/events/event-format';
import { titleCase } from '@/lib/title-case';

export function EventStatusChip({ status, size = 'small' }: { status: TEventStatus; size?: ChipProps['size'] }) {
  return <ToneChip size={size} label={titleCase(status)} color={EVENT_STATUS_COLOR[status]} />;
}

export function PaymentStatusChip({ status, size = 'small' }: { status: TPaymentStatus; size?: ChipProps['size'] }) {
  const chip = PAYMENT_CHIP[status];
  return <ToneChip size={size} variant="outlined" label={chip.label} color={chip.color} />;
}
