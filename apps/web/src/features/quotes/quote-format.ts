import type { ChipProps } from '@mui/material/Chip';
import type { TQuoteStatus } from '@venue/shared/enums';
import { effectiveQuoteStatus, QUOTE_STATUS_LABELS } from '@venue/shared/quotes/quote-status';

/** Spec section 9 colours: accepted success, pending warning, rejected error; the rest neutral. */
const COLOR: Record<TQuoteStatus, ChipProps['color']> = {
  ACCEPTED: 'success',
  SENT: 'warning',
  REJECTED: 'error',
  EXPIRED: 'default',
  CANCELLED: 'default',
  DRAFT: 'default',
};

/** A SENT quote past valid_until shows as Expired, whatever the stored status says. */
export function quoteStatusView(status: TQuoteStatus, validUntil: string | null, today: string) {
  const shown = effectiveQuoteStatus(status, validUntil, today);
  return { label: QUOTE_STATUS_LABELS[shown], color: COLOR[shown] };
}

/** tax_rate is a fraction ("0.12"); shown as a percentage to 1 decimal (spec section 9). */

/** valid_until is a calendar day; read at noon so no time zone moves it. */
export const dayAtNoon = (day: string) => `${day}T12:00:00+08:00`;
