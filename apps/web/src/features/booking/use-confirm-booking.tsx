import { leaveOnPurpose } from '@/features/booking/wizard-leave';
import { useQueryClient } from '@tanstack/react-query';
import type { TCompletionResult } from '@venue/shared/booking/session.schema';
import type { TCompletionType } from '@venue/shared/booking/steps';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { CardConfirmationDialog, type TBankAnswer, type TBankCharge } from '@/components/payments/card-confirmation-dialog';
import { displayMoney } from '@/lib/money-display';
import { authenticateTestCharge } from '@/lib/test-gateway';
import { bookingKeys } from '@/features/booking/api/booking.queries';
import { useCompleteSession } from '@/features/booking/api/use-complete-session';

export type TConfirmPhase = { kind: 'idle' } | { kind: 'working'; label: string } | { kind: 'failed'; message: string };

const NOT_COMPLETED = 'Payment was not completed';
const SETTLES_LATER = 'Your payment is being processed. We will e-mail you when it is confirmed.';
/** The bank asks once; a second round is a safety margin, never a loop. */
const MAX_ROUNDS = 2;

/**
 * Confirm and Pay: `complete`, then, when the charge needs the payer (3-D Secure), the confirmation step (Stripe.js
 * handleNextAction, or the test gateway's "bank" dialog), then `complete` again for the final result. A wallet
 * (GCash, Maya) is a page of its own: the payer goes there and comes back to /booking/complete, which finishes. The server
 * settles the booking from the payment itself, so a payer who leaves mid-way still gets a booking (or its undoing);
 * a confirmation left unanswered is offered again by "Try Again", or given up by "Cancel Payment"
 * (confirmation-step.tsx).
 */
export function useConfirmBooking(sessionId: string, onCompleted: (result: TCompletionResult) => void) {
  const complete = useCompleteSession(sessionId);
  const client = useQueryClient();
  const [phase, setPhase] = useState<TConfirmPhase>({ kind: 'idle' });
  const [asking, setAsking] = useState<TBankCharge | null>(null);
  const answer = useRef<((value: TBankAnswer) => void) | null>(null);

  // Back from the wallet's page with the browser's Back button, the page may come from its cache as it was left,
  // "Taking you to your wallet..." included: it is offered again.
  useEffect(() => {
    const onShow = (e: PageTransitionEvent) => {
      if (e.persisted) setPhase({ kind: 'idle' });
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  const askBank = (charge: TBankCharge) =>
    new Promise<TBankAnswer>((resolve) => {
      answer.current = resolve;
      setAsking(charge);
    });
  const onBankAnswer = (value: TBankAnswer) => {
    answer.current?.(value);
    answer.current = null;
    setAsking(null);
  };

  const run = async (type: TCompletionType) => {
    setPhase({ kind: 'working', label: 'Processing...' });
    try {
      let result = await complete.mutateAsync(type);
      for (let round = 0; round < MAX_ROUNDS && result.completion_status !== 'completed'; round++) {
        const next = result.next_action;
        if (next?.type === 'redirect') {
          // GCash or Maya: approved in the wallet, which sends the payer back to /booking/complete to finish.
          setPhase({ kind: 'working', label: 'Taking you to your wallet...' });
          leaveOnPurpose();
          window.location.assign(next.url);
          return;
        }
        if (next?.type !== 'confirm_card') throw new Error(SETTLES_LATER);
        setPhase({ kind: 'working', label: 'Waiting for your bank...' });
        if (next.gateway_code === 'test') {
          const outcome = await askBank({
            merchant: `Booking ${result.booking_reference}`,
            amount: displayMoney(result.payment?.amount, result.payment?.currency),
            lastFour: null,
            reference: result.payment?.payment_number ?? result.booking_reference,
          });
          if (outcome === 'cancel') throw new Error(NOT_COMPLETED);
          await authenticateTestCharge(next.client_secret, outcome);
          if (outcome === 'fail') throw new Error(NOT_COMPLETED);
        } else {
          // Stripe.js is fetched only when a Stripe charge needs it, never with the page.
          const { handleStripeAction } = await import('@/components/payments/stripe/stripe-actions');
          await handleStripeAction(next.publishable_key, next.client_secret);
        }
        setPhase({ kind: 'working', label: 'Confirming payment...' });
        result = await complete.mutateAsync(type);
      }
      if (result.completion_status !== 'completed') throw new Error(SETTLES_LATER);
      setPhase({ kind: 'idle' });
      onCompleted(result);
    } catch (error) {
      // Where the booking now stands is the server's: still waiting on the bank (Cancel Payment is offered), or
      // failed. Read before the failure shows, so the step never shows the wait for a charge already undone.
      await client.invalidateQueries({ queryKey: bookingKeys.session(sessionId) }).catch(() => undefined);
      setPhase({ kind: 'failed', message: error instanceof Error ? error.message : '' });
    }
  };

  const bankStep: ReactNode = <CardConfirmationDialog charge={asking} onAnswer={onBankAnswer} />;
  return { phase, run, bankStep, reset: () => setPhase({ kind: 'idle' }) };
}
