import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { refundTermsQuery } from '@/features/staff-money/api/staff-money.queries';
import { displayMoney } from '@/lib/money-display';
import { formatVenueDate } from '@/lib/venue-date';

/**
 * The venue's refund terms beside a refund: the share they give back while the booking is within its deadline
 * hours, with a button to take that amount; after the deadline they give nothing, and the refund is the venue's call.
 */
export function RefundTermsNote({ paymentId, currency, onUse }: { paymentId: number; currency: string; onUse: (amount: string) => void }) {
  const terms = useQuery(refundTermsQuery(paymentId));
  if (!terms.data) return null;
  const t = terms.data;
  const when = (iso: string) => formatVenueDate(iso, "MMMM d, yyyy 'at' h:mm a");
  const gives = Number(t.suggested_amount) > 0;
  return (
    <Alert
      severity="info"
      action={
        gives && (
          <Button color="inherit" size="small" onClick={() => onUse(t.suggested_amount)}>
            Use {displayMoney(t.suggested_amount, currency, { centavos: 'always' })}
          </Button>
        )
      }
    >
      {t.terms_text} Booked {when(t.booked_at)};{' '}
      {t.within_deadline
        ? `within the deadline (until ${when(t.deadline_at)}), the terms give back ${displayMoney(t.suggested_amount, currency, { centavos: 'always' })}.`
        : 'the terms give nothing back now.'}
    </Alert>
  );
}
