import Typography from '@mui/material/Typography';
import type { TOnlineQuoteRequest } from '@venue/shared/staff/staff-event.schema';
import { ToneChip } from '@/components/feedback/tone-chip';
import { formatBooking, formatInstant } from '@/components/staff/staff-format';
import { displayMoney } from '@/lib/money-display';

/** What a quote request asked for: "Fri, Jan 15, 2027, 10:00 AM – 6:00 PM PHT · Pavilion · estimate ₱179,200.00". */
export function quoteRequestLine(r: TOnlineQuoteRequest): string {
  const slot = r.starts_at && r.ends_at ? formatBooking(r.starts_at, r.ends_at, '', '') : 'No date chosen';
  return `${slot}${r.facility ? ` · ${r.facility.name}` : ''} · estimate ${displayMoney(r.estimate)}`;
}

/** The visitor's own words, when they wrote any. */
export function QuoteRequestMessage({ message }: { message: string }) {
  if (!message) return null;
  return (
    <Typography component="span" variant="body2" sx={{ display: 'block', fontStyle: 'italic', mt: 0.5, overflowWrap: 'anywhere' }}>
      “{message}”
    </Typography>
  );
}

/** Whether the slot is still kept for the visitor while the venue writes the quote. */
export function QuoteRequestHoldChip({ until }: { until: string | null }) {
  if (!until) return null;
  const held = new Date(until).getTime() > Date.now();
  return <ToneChip size="small" variant="outlined" color={held ? 'default' : 'warning'} label={held ? `Held until ${formatInstant(until)}` : 'Hold ended'} />;
}
