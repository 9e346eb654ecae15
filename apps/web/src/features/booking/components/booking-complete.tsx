import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { NEXT_STEP_TEXT } from '@venue/shared/booking/next-steps';
import { BOOKING_TEXT } from '@venue/shared/booking/steps';
import { Link as RouterLink } from 'react-router';
import { PageHero } from '@/components/public-layout/page-hero';
import { LoadingBlock } from '@/components/feedback/loading-block';
import { useAuth } from '@/lib/auth/auth-context';
import { displayMoney } from '@/lib/money-display';
import { formatVenueDate } from '@/lib/venue-date';
import { flowQuery, gatewaysQuery, sessionQuery } from '@/features/booking/api/booking.queries';
import { BookingRecap } from '@/features/booking/components/booking-recap';
import { useFinishOnReturn } from '@/features/booking/use-finish-on-return';

const NEXT_STEPS = [
  'You will receive a confirmation email within 5 minutes.',
  NEXT_STEP_TEXT.coordinator,
  'We are with you all the way to your event day, with ongoing support.',
];
/** A booking's notes: what is still to pay is said only when something is (a deposit paid, or a transfer to make). */
const bookingNotes = (paidInFull: boolean) => [
  'Your date is reserved for you.',
  NEXT_STEP_TEXT.dateChanges,
  paidInFull ? 'Your receipt has been sent by email.' : 'Your payment schedule will be sent by email.',
  'Venue access will be coordinated with you before the event.',
];
/** A guest who booked without an account has none to sign in to yet: the e-mail's link sets its password. */
const GUEST_PORTAL_NOTE = 'To follow your booking online, set a password with the link in your confirmation email; it opens your portal.';

/**
 * A quote request has nothing to pay yet: its page says what the venue does next and how long the date is held,
 * and nothing of a payment schedule or a reserved date (issue 39, point 6).
 */
const QUOTE_NEXT_STEPS = ['You will receive a confirmation email within 5 minutes.', NEXT_STEP_TEXT.quotePrepared, NEXT_STEP_TEXT.quoteAccepted];
const quoteNotes = (heldUntil: string | null) => [
  heldUntil ? `Your date is held for you until ${heldUntil} while we prepare your quote.` : 'We check that your date is free when we prepare your quote.',
  'You can ask for changes to the quote before you accept it.',
];

interface TProps {
  sessionId: string | null;
  venue: { email: string; phone: string; supportHours: string | null };
}

/** Spec /booking/complete: the reference (last 8 characters, uppercase), next steps, notes and support. */
export function BookingComplete({ sessionId, venue }: TProps) {
  const session = useQuery({ ...sessionQuery(sessionId ?? ''), enabled: !!sessionId });
  const flow = useQuery({ ...flowQuery(session.data?.booking_flow ?? 0, session.data?.booking_flow_version), enabled: !!session.data });
  const result = session.data?.booking_completion_result ?? null;
  const quote = result?.completion_type === 'quote';
  // Left to pay offline (a bank transfer, at the venue): the date is reserved, the booking confirmed when the money arrives.
  const toPay = !quote && result?.payment?.status === 'PENDING';
  const gateways = useQuery({ ...gatewaysQuery(session.data?.booking_flow ?? 0, session.data?.booking_flow_version), enabled: toPay });
  const paymentStep = flow.data?.enabled_steps.find((s) => s.step_type === 'payment_info');
  const gatewayCode = paymentStep ? session.data?.booking_data[String(paymentStep.id)]?.payment_gateway_code : null;
  const instructions = gateways.data?.available_gateways.find((g) => g.code === gatewayCode)?.instructions;
  const returned = useFinishOnReturn(sessionId, session.data);
  const { user } = useAuth();
  // Not signed in: a guest (an account made with a password in the wizard signs this tab in before it comes here),
  // whose portal opens through the set-password link of the confirmation e-mail.
  const guest = !user && result !== null;
  const paidInFull = !quote && result?.payment?.payment_type === 'FULL' && result.payment.status !== 'PENDING';
  if (sessionId && (session.isPending || returned.checking))
    return (
      <>
        <PageHero overline="Booking" title="Booking Confirmation" />
        <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
          <LoadingBlock height={240} label={returned.checking ? 'Confirming your payment' : 'Loading your booking'} />
        </Container>
      </>
    );
  // Back from a wallet that has not settled, or declined: said plainly, with the way back to the booking.
  if (sessionId && (returned.stillProcessing || returned.failure !== null))
    return (
      <>
        <PageHero overline="Booking" title="Booking Confirmation" />
        <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
          <Alert
            severity={returned.failure !== null ? 'error' : 'info'}
            role={returned.failure !== null ? 'alert' : 'status'}
            action={
              <Button component={RouterLink} to={`/booking?session_id=${encodeURIComponent(sessionId)}`}>
                Back to Your Booking
              </Button>
            }
          >
            {returned.failure !== null ? `${BOOKING_TEXT.walletNotPaid}${returned.failure ? ` (${returned.failure})` : ''}` : BOOKING_TEXT.walletProcessing}
          </Alert>
        </Container>
      </>
    );
  // Spec 002 §8: without a session there is no booking to confirm, so none is claimed; nor for a session the
  // server does not know or that was never completed.
  if (!sessionId || !session.data || !result)
    return (
      <>
        <PageHero overline="Booking" title="Booking Confirmation" />
        <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
          <Alert
            severity="error"
            action={
              <Button component={RouterLink} to="/booking">
                Start New Booking
              </Button>
            }
          >
            {BOOKING_TEXT.sessionInfoMissing}
          </Alert>
        </Container>
      </>
    );
  return (
    <>
      <PageHero overline="Booking" title="Thank You!" />
      <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
        <Box sx={{ textAlign: 'center', mb: 4 }}>
          <CheckCircleIcon aria-hidden sx={{ fontSize: 64, color: 'success.main', mb: 2 }} />
          <Typography variant="h4" component="h2" sx={{ mb: 2 }}>
            {quote ? 'Your quote request was sent' : toPay ? 'Your date is reserved' : 'Your booking is confirmed'}
          </Typography>
          <Typography sx={{ mb: 1 }}>
            Booking reference:{' '}
            <Box component="span" sx={{ fontFamily: 'monospace', fontWeight: 700 }} data-testid="booking-reference">
              {sessionId.slice(-8).toUpperCase()}
            </Box>
          </Typography>
        </Box>
        {toPay && result.payment && (
          <Alert severity="info" sx={{ mb: 3 }}>
            <AlertTitle>
              Please pay {displayMoney(result.payment.amount, result.payment.currency, { centavos: 'always' })} ({result.payment.payment_number})
            </AlertTitle>
            {instructions && (
              <Typography variant="body2" sx={{ mb: 1, whiteSpace: 'pre-line' }}>
                {instructions}
              </Typography>
            )}
            <Typography variant="body2">
              We confirm your booking as soon as your payment reaches us, and e-mail you the receipt. You also find these details under Payments in your portal.
            </Typography>
          </Alert>
        )}
        <BookingRecap session={session.data} flow={flow.data} result={result} />
        <Typography variant="h6" component="h3">
          What happens next
        </Typography>
        <ul>
          {(quote ? QUOTE_NEXT_STEPS : NEXT_STEPS).map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ul>
        <Typography variant="h6" component="h3">
          Good to know
        </Typography>
        <ul>
          {(quote ? quoteNotes(formatVenueDate(result.hold_expires_at, "MMMM d, yyyy 'at' h:mm a 'PHT'")) : bookingNotes(paidInFull)).map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ul>
        <Typography sx={{ mb: 4 }}>
          {venue.supportHours ? `Support hours ${venue.supportHours}` : 'Reach us'}: <a href={`tel:${venue.phone.replace(/\s/g, '')}`}>{venue.phone}</a> or{' '}
          <a href={`mailto:${venue.email}`}>{venue.email}</a>
        </Typography>
        {guest && (
          <Alert severity="info" sx={{ mb: 3 }}>
            {GUEST_PORTAL_NOTE}
          </Alert>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
          {!guest && (
            <Button component={RouterLink} to="/dashboard" variant="contained" size="large" sx={{ borderRadius: 999, px: 4 }}>
              View in Dashboard
            </Button>
          )}
          <Button component={RouterLink} to="/" variant="outlined" size="large" sx={{ borderRadius: 999, px: 4 }}>
            Return Home
          </Button>
        </Stack>
      </Container>
    </>
  );
}
