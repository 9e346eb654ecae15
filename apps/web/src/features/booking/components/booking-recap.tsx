import EventIcon from '@mui/icons-material/Event';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TBookingFlow } from '@venue/shared/booking/flow.schema';
import type { TBookingSession, TCompletionResult } from '@venue/shared/booking/session.schema';
import { ZDateTimeConfig } from '@venue/shared/booking/step-config.schema';
import { fromMinor, toMinor } from '@venue/shared/money';
import type { ReactNode } from 'react';
import { formatVenueDate } from '@/lib/venue-date';
import { displayMoney } from '@/lib/money-display';
import { formatBookingWhen } from '@/features/booking/schedule-times';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', py: 0.75, borderBottom: 1, borderColor: 'divider' }}>
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600, textAlign: 'right', overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/**
 * What was booked, as the completion page recaps it: the date and venue the visitor chose, what was paid now and
 * what is left (both to the centavo, the same figures as the receipt), or for a quote request how long the date is
 * held; and the booking as a calendar file.
 */
export function BookingRecap({ session, flow, result }: { session: TBookingSession; flow: TBookingFlow | undefined; result: TCompletionResult }) {
  const step = flow?.enabled_steps.find((s) => s.step_type === 'date_time');
  const data = (step ? session.booking_data[String(step.id)] : undefined) ?? {};
  const config = step ? ZDateTimeConfig.parse(step.configuration) : null;
  const when = formatBookingWhen(String(data.start_date ?? ''), String(data.start_time ?? ''), Number(data.duration ?? 0));
  const facilityId = typeof data.venue_preference === 'number' ? data.venue_preference : (config?.default_facility_id ?? null);
  const facility = config?.facilities.find((f) => f.id === facilityId)?.name;
  const currency = result.payment?.currency ?? 'PHP';
  const money = (amount: string) => displayMoney(amount, currency, { centavos: 'always' });
  const balanceMinor = toMinor(result.total_price) - toMinor(result.payment?.amount ?? '0.00');
  const toPay = result.payment?.status === 'PENDING';
  const quote = result.completion_type === 'quote';
  const heldUntil = formatVenueDate(result.hold_expires_at, "MMMM d, yyyy 'at' h:mm a 'PHT'");

  return (
    <Paper variant="outlined" component="section" aria-labelledby="booking-recap-title" sx={{ p: { xs: 2, sm: 3 }, mb: 4 }}>
      <Typography id="booking-recap-title" variant="h6" component="h3" sx={{ mb: 1 }}>
        {quote ? 'Your request' : 'Your booking'}
      </Typography>
      <Box component="dl" sx={{ m: 0 }}>
        <Row label="Event">{session.event_type_name}</Row>
        {when && <Row label="When">{when}</Row>}
        {facility && <Row label="Venue">{facility}</Row>}
        {quote ? (
          <>
            <Row label="Estimated total">{money(result.total_price)}</Row>
            {heldUntil && <Row label="Date held until">{heldUntil}</Row>}
          </>
        ) : (
          <>
            <Row label="Total">{money(result.total_price)}</Row>
            {result.payment && <Row label={`${toPay ? 'To pay now' : 'Paid now'} (${result.payment.payment_number})`}>{money(result.payment.amount)}</Row>}
            {/* Brought to ₱0 by a discount: booked with no payment and no receipt (free-booking.ts on the server). */}
            {!result.payment && balanceMinor <= 0n && <Row label="To pay">Nothing</Row>}
            {balanceMinor > 0n && <Row label={toPay ? 'Balance after that' : 'Balance to pay'}>{money(fromMinor(balanceMinor))}</Row>}
          </>
        )}
      </Box>
      <Button component="a" href={result.calendar_url} download startIcon={<EventIcon />} variant="outlined" sx={{ mt: 2 }}>
        Add to Calendar
      </Button>
    </Paper>
  );
}
