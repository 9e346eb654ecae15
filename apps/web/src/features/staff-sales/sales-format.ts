import type { ChipProps } from '@mui/material/Chip';
import { CONTRACT_STATUS_LABELS } from '@venue/shared/contracts/contract-status';
import type { TContractStatus, TQuoteStatus } from '@venue/shared/enums';
import { QUOTE_STATUS_LABELS } from '@venue/shared/quotes/quote-status';
import { formatMoney } from '@venue/shared/money';
import { lazily } from '@venue/shared/common/lazily';

/** The client's colours (quotes and contracts features), so staff and client read a status the same way. */
const QUOTE_COLOR: Record<TQuoteStatus, ChipProps['color']> = {
  ACCEPTED: 'success',
  SENT: 'warning',
  REJECTED: 'error',
  EXPIRED: 'default',
  CANCELLED: 'default',
  DRAFT: 'default',
};
const CONTRACT_COLOR: Record<TContractStatus, ChipProps['color']> = {
  DRAFT: 'default',
  SENT: 'warning',
  PARTIALLY_SIGNED: 'info',
  SIGNED: 'success',
  EXPIRED: 'error',
  AMENDED: 'default',
  VOID: 'error',
};

/** The API already shows a SENT quote past valid_until as EXPIRED. */
export const quoteStatusView = (status: TQuoteStatus) => ({ label: QUOTE_STATUS_LABELS[status], color: QUOTE_COLOR[status] });
export const contractStatusView = (status: TContractStatus) => ({ label: CONTRACT_STATUS_LABELS[status], color: CONTRACT_COLOR[status] });

/** Sales screens show centavos: a quote's lines and taxes have to add up to its total. */
export const peso = (amount: string) => formatMoney(amount, 'PHP', { decimalPlaces: 2 });

/** A calendar day ('YYYY-MM-DD') as "Dec 12, 2026", without a time zone moving it. */
const dayFormat = lazily(() => new Intl.DateTimeFormat('en-PH', { timeZone: 'UTC', year: 'numeric', month: 'short', day: 'numeric' }));
export const formatDay = (day: string | null) => (day ? dayFormat().format(new Date(`${day.slice(0, 10)}T00:00:00Z`)) : '—');
