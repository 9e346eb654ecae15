import type { ChipProps } from '@mui/material/Chip';
import { CONTRACT_STATUS_LABELS } from '@venue/shared/contracts/contract-status';
import type { TContractStatus, TEventStatus, TInvoiceStatus, TQuoteStatus, TTaskPriority, TTaskStatus } from '@venue/shared/enums';
import { QUOTE_STATUS_LABELS } from '@venue/shared/quotes/quote-status';
import { ToneChip } from '@/components/feedback/tone-chip';
import { readableRed } from '@/components/staff/readable-red';
import { titleCase } from '@/lib/title-case';

type TColor = ChipProps['color'];

/**
 * The console's status chips, in the colours the client's screens use for the same statuses (spec section 9):
 * the venue and the client should read one status the same way. Shared by the staff features, which may not
 * import each other or the client's features.
 */
const EVENT: Record<TEventStatus, TColor> = { DRAFT: 'default', CONFIRMED: 'primary', IN_PROGRESS: 'info', COMPLETED: 'success', CANCELLED: 'error' };
const QUOTE: Record<TQuoteStatus, TColor> = {
  ACCEPTED: 'success',
  SENT: 'warning',
  REJECTED: 'error',
  EXPIRED: 'default',
  CANCELLED: 'default',
  DRAFT: 'default',
};
const CONTRACT: Record<TContractStatus, TColor> = {
  DRAFT: 'default',
  SENT: 'warning',
  PARTIALLY_SIGNED: 'info',
  SIGNED: 'success',
  EXPIRED: 'error',
  AMENDED: 'default',
  VOID: 'error',
};
const INVOICE: Record<TInvoiceStatus, TColor> = { DRAFT: 'default', ISSUED: 'warning', PAID: 'success', CANCELLED: 'default' };
const TASK: Record<TTaskStatus, TColor> = { PENDING: 'warning', IN_PROGRESS: 'info', COMPLETED: 'success', CANCELLED: 'default', BLOCKED: 'error' };
const PRIORITY: Record<TTaskPriority, TColor> = { URGENT: 'error', HIGH: 'warning', MEDIUM: 'info', LOW: 'default' };

export const EventStatusChip = ({ status }: { status: TEventStatus }) => <ToneChip size="small" label={titleCase(status)} color={EVENT[status]} />;
export const QuoteStatusChip = ({ status }: { status: TQuoteStatus }) => <ToneChip size="small" label={QUOTE_STATUS_LABELS[status]} color={QUOTE[status]} />;
export const ContractStatusChip = ({ status }: { status: TContractStatus }) => (
  <ToneChip size="small" label={CONTRACT_STATUS_LABELS[status]} color={CONTRACT[status]} />
);
export const InvoiceStatusChip = ({ status }: { status: TInvoiceStatus }) => <ToneChip size="small" label={titleCase(status)} color={INVOICE[status]} />;
export const TaskStatusChip = ({ status }: { status: TTaskStatus }) => <ToneChip size="small" label={titleCase(status)} color={TASK[status]} />;
export const PriorityChip = ({ priority }: { priority: TTaskPriority }) => (
  <ToneChip
    size="small"
    variant="outlined"
    label={`${titleCase(priority)} priority`}
    color={PRIORITY[priority]}
    sx={priority === 'URGENT' ? readableRed : undefined}
  />
);
