import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { NEXT_STEP_TEXT } from '@venue/shared/booking/next-steps';
import { ZConfirmationConfig } from '@venue/shared/booking/step-config.schema';
import { BOOKING_TEXT } from '@venue/shared/booking/steps';
import { fromMinor, toMinor } from '@venue/shared/money';
import { nothingDue } from '@venue/shared/booking/pricing';
import { balanceDueText } from '@venue/shared/booking/payment-terms';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { TCompletionResult } from '@venue/shared/booking/session.schema';
import { api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { displayMoney } from '@/lib/money-display';
import { gatewaysQuery, sessionPath } from '@/features/booking/api/booking.queries';
import { venueDay } from '@venue/shared/dates';
import { useCancelPayment } from '@/features/booking/api/use-cancel-payment';
import { StepShell } from '@/features/booking/components/step-shell';
import { BookingReview } from '@/features/booking/components/steps/booking-review';
import { takeNewAccount } from '@/features/booking/new-account-sign-in';
import { removeCopy } from '@/features/booking/session-copies';
import { useConfirmBooking } from '@/features/booking/use-confirm-booking';
import { dataOfType, useWizard } from '@/features/booking/wizard-context';
import { useSupportHours } from '@/features/booking/api/support-hours.queries';

/**
 * Spec: pending, then processing on confirm (the bank's confirmation step included, use-confirm-booking.tsx), then
 * completed (to /booking/complete) or failed with "Try Again".
 */
export function ConfirmationStep() {
  const supportHours = useSupportHours();
  const { step, session, flow, sessionId } = useWizard();
  const { user, login } = useAuth();
  const navigate = useNavigate();
  const config = ZConfirmationConfig.parse(step.configuration);
  const payment = dataOfType(session, flow, 'payment_info');
  const quote = payment.completion_type === 'quote';
  // Brought to ₱0 by a discount: confirming books it with no payment.
  const free = !quote && session.pricing.line_items.length > 0 && nothingDue(session.pricing);
  // Paid offline (a bank transfer, at the venue): confirming reserves the date; the money follows.
  const offline = payment.payment_method === 'BANK_TRANSFER' || payment.payment_method === 'MANUAL';
  const offlineWay = payment.payment_method === 'BANK_TRANSFER' ? 'by bank transfer' : 'at the venue';
  // What the card is charged now, to the centavo, and what is left (the server charges the same figures).
  const money = (amount: string) => displayMoney(amount, session.pricing.currency, { centavos: 'always' });
  const payNow = payment.payment_type === 'DEPOSIT' ? session.pricing.deposit_amount : session.pricing.total;
  const balanceMinor = toMinor(session.pricing.total) - toMinor(payNow);
  const gateways = useQuery(gatewaysQuery(flow.id, session.booking_flow_version));
  // GCash or Maya: confirming takes the payer to the wallet's app to approve, then back to /booking/complete.
  const wallet =
    payment.payment_method === 'DIGITAL_WALLET'
      ? (gateways.data?.available_gateways.find((g) => g.code === payment.payment_gateway_code)?.name ?? 'your wallet')
      : null;
  const eventDay = String(dataOfType(session, flow, 'date_time').start_date ?? '');
  const reference = sessionId.slice(-8).toUpperCase();

  const finish = async (result: TCompletionResult) => {
    removeCopy(sessionId);
    // The server sends the e-mail once per session; this call only asks again, and its failure is ignored (spec).
    void api.post(`${sessionPath(sessionId)}/send-confirmation/`).catch(() => undefined);
    // An account made in the contact step signs this tab in, so the booking's page leads to its dashboard; a
    // refused sign-in (the address was an existing account's) leaves the visitor a guest, as before.
    const account = takeNewAccount(sessionId);
    if (account && !user && result.account_created) await login(account.email, account.password, false).catch(() => undefined);
    navigate(`/booking/complete?session_id=${encodeURIComponent(sessionId)}`);
  };
  const { phase, run, bankStep, reset } = useConfirmBooking(sessionId, (result) => void finish(result));
  const cancelPayment = useCancelPayment(sessionId);
  const busy = phase.kind === 'working' || cancelPayment.isPending;
  const failed = phase.kind === 'failed' ? phase.message : null;
  // A charge waiting on the payer's bank (left unanswered, or the page reloaded meanwhile): the booking cannot
  // change until it is confirmed or cancelled.
  const waiting = session.completion_status === 'processing' && phase.kind !== 'working';
  const onCancelPayment = () =>
    cancelPayment.mutate(undefined, {
      onSuccess: (after) => {
        reset();
        if (after.completion_status === 'completed' && after.booking_completion_result) void finish(after.booking_completion_result);
      },
    });

  return (
    // A quote request confirms a request, not a booking: the flow's words for a booking (securing the date, paying)
    // give way to what happens to a request.
    <StepShell title={config.title} description={quote ? NEXT_STEP_TEXT.quoteConfirm : config.message || undefined}>
      {config.show_booking_summary && <BookingReview />}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography>
          Booking reference: <strong>{reference}</strong>
        </Typography>
        <Typography>
          {quote ? 'Estimated total' : 'Total'}: <strong>{displayMoney(session.pricing.total, session.pricing.currency)}</strong>
        </Typography>
        {!quote && (
          <>
            <Typography data-testid="pay-now">
              {free ? (
                BOOKING_TEXT.nothingDue
              ) : offline ? (
                <>
                  Pay <strong>{money(payNow)}</strong> {offlineWay}; we confirm your booking when it reaches us
                </>
              ) : (
                <>
                  Pay <strong>{money(payNow)}</strong> now{wallet ? ` with ${wallet}` : ''}
                </>
              )}
            </Typography>
            {balanceMinor > 0n && (
              <Typography color="text.secondary">
                {offline ? 'Balance after that' : 'Balance after today'}: {money(fromMinor(balanceMinor))}
                {gateways.data && eventDay ? `, ${balanceDueText(eventDay, gateways.data.balance_due_days, venueDay())}` : ''}
              </Typography>
            )}
          </>
        )}
      </Paper>
      {quote && (
        <div>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
            What happens next
          </Typography>
          <ul>
            <li>{NEXT_STEP_TEXT.quotePrepared}</li>
            <li>{NEXT_STEP_TEXT.quoteAccepted}</li>
          </ul>
        </div>
      )}
      {!quote && config.show_next_steps && config.next_steps_content.length > 0 && (
        <div>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
            What happens next
          </Typography>
          <ul>
            {config.next_steps_content.map((n) => (
              <li key={n.title}>
                <strong>{n.title}</strong>: {n.description}
              </li>
            ))}
          </ul>
        </div>
      )}
      {waiting ? (
        <Alert
          severity="info"
          action={
            <Button color="inherit" size="small" onClick={onCancelPayment} disabled={busy}>
              Cancel Payment
            </Button>
          }
        >
          {BOOKING_TEXT.paymentWaiting}
        </Alert>
      ) : (
        cancelPayment.isSuccess && <Alert severity="success">{BOOKING_TEXT.paymentCancelled}</Alert>
      )}
      {cancelPayment.isError && (
        <Alert severity="error" role="alert">
          {cancelPayment.error.message}
        </Alert>
      )}
      {failed !== null && !waiting && (
        <Alert severity="error" role="alert">
          {BOOKING_TEXT.completionFailed}
          {failed && failed !== BOOKING_TEXT.completionFailed ? ` (${failed})` : ''}
        </Alert>
      )}
      <Button
        variant="contained"
        size="large"
        onClick={() => {
          cancelPayment.reset();
          void run(quote ? 'quote' : 'payment');
        }}
        disabled={busy}
        startIcon={busy ? <CircularProgress size={18} aria-hidden /> : undefined}
        sx={{ alignSelf: 'flex-start', borderRadius: 999, px: 4 }}
      >
        {phase.kind === 'working'
          ? phase.label
          : failed !== null || waiting
            ? 'Try Again'
            : quote
              ? 'Send Quote Request'
              : offline || free
                ? 'Confirm Booking'
                : 'Confirm and Pay'}
      </Button>
      {bankStep}
      <Typography variant="body2" color="text.secondary">
        Questions? Contact our support team{supportHours ? `, ${supportHours}` : ''}.
      </Typography>
    </StepShell>
  );
}
