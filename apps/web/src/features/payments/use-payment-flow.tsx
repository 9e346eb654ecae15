import type { TFieldErrors } from '@venue/shared/errors';
import type { TPaymentResult } from '@venue/shared/payments/pay.schema';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useToast } from '@/components/feedback/toast-context';
import { authenticateTestCharge } from '@/lib/test-gateway';
import { useConfirmPayment } from '@/features/payments/api/use-confirm-payment';
import { CardConfirmationDialog, type TBankAnswer, type TBankCharge } from '@/components/payments/card-confirmation-dialog';
import { money } from '@/features/payments/payments-format';
import { isNetworkFailure, paymentsErrorMessage } from '@/features/payments/payments-errors';
import { isApiError } from '@/lib/api-error';

export type TFlowPhase =
  | { kind: 'idle' }
  | { kind: 'working'; label: string }
  | { kind: 'succeeded'; result: TPaymentResult }
  /** Accepted but not settled: pay-outside instructions, or a charge that settles later. */
  | { kind: 'pending'; result: TPaymentResult; text: string }
  /** `retryable`: no answer came back, so the same attempt (same key, same body) may be sent again. */
  | { kind: 'failed'; message: string; fieldErrors: TFieldErrors; retryable: boolean };

/** A wallet approval or a 3-D Secure step leads to another answer; three rounds is more than any gateway asks. */
const MAX_ROUNDS = 3;

/**
 * Everything after the pay call: follows the answer's next_action (the test gateway's confirmation step, Stripe's
 * 3-D Secure, a wallet redirect), asks the server to confirm, and ends in a phase the dialog shows. Shared by the
 * invoice, installment and card-form paths and by the page that the wallets send the payer back to.
 */
export function usePaymentFlow() {
  const [phase, setPhase] = useState<TFlowPhase>({ kind: 'idle' });
  const [asking, setAsking] = useState<TPaymentResult | null>(null);
  const answer = useRef<((value: TBankAnswer) => void) | null>(null);
  const confirm = useConfirmPayment();
  const toast = useToast();

  const askBank = (result: TPaymentResult) =>
    new Promise<TBankAnswer>((resolve) => {
      answer.current = resolve;
      setAsking(result);
    });
  const onBankAnswer = (value: TBankAnswer) => {
    answer.current?.(value);
    answer.current = null;
    setAsking(null);
  };

  /** Follows the next actions until the charge needs nothing more of the payer. */
  const follow = async (first: TPaymentResult, redirect: boolean): Promise<TPaymentResult | 'left'> => {
    let result = first;
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const next = result.next_action;
      if (result.status !== 'requires_action' || !next) return result;
      if (next.type === 'redirect') {
        // Back from the wallet and still not approved: the payer left it there, so it is not sent again.
        if (!redirect) throw new Error('Payment was not completed');
        setPhase({ kind: 'working', label: 'Taking you to approve the payment...' });
        window.location.assign(next.url);
        return 'left';
      }
      if (next.type !== 'confirm_card') return result;
      if (next.gateway_code === 'test') {
        setPhase({ kind: 'working', label: 'Waiting for your bank...' });
        const outcome = await askBank(result);
        if (outcome === 'cancel') throw new Error('Payment was not completed');
        await authenticateTestCharge(next.client_secret, outcome);
      } else {
        // Stripe.js is fetched only when a Stripe charge needs it, never with the page.
        setPhase({ kind: 'working', label: 'Waiting for your bank...' });
        const { handleStripeAction } = await import('@/components/payments/stripe/stripe-actions');
        await handleStripeAction(next.publishable_key, next.client_secret);
      }
      setPhase({ kind: 'working', label: 'Confirming payment...' });
      result = await confirm.mutateAsync(result.payment.id);
    }
    return result;
  };

  const settle = useCallback(
    (result: TPaymentResult) => {
      if (result.payment.status === 'FAILED') {
        setPhase({ kind: 'failed', message: result.payment.failure_message || result.message || 'Payment failed', fieldErrors: {}, retryable: false });
      } else if (result.status === 'succeeded') {
        toast({ severity: 'success', title: 'Payment Successful', message: `${result.payment.payment_number} has been recorded.` });
        setPhase({ kind: 'succeeded', result });
      } else {
        const text = result.next_action?.type === 'instructions' ? result.next_action.text : result.message;
        setPhase({ kind: 'pending', result, text });
      }
    },
    [toast],
  );

  const fail = (error: unknown) => {
    const fieldErrors = isApiError(error) ? error.fieldErrors : {};
    setPhase({ kind: 'failed', message: paymentsErrorMessage(error) || 'Payment failed', fieldErrors, retryable: isNetworkFailure(error) });
  };

  /**
   * Runs one charge: `start` makes the call (pay, pay installment, confirm a card intent). `redirect: false` when
   * the payer is already back from the wallet.
   */
  const run = async (start: () => Promise<TPaymentResult>, label = 'Processing payment...', { redirect = true } = {}) => {
    setPhase({ kind: 'working', label });
    try {
      const result = await follow(await start(), redirect);
      if (result !== 'left') settle(result);
    } catch (error) {
      fail(error);
    }
  };

  const reset = useCallback(() => setPhase({ kind: 'idle' }), []);

  const charge: TBankCharge | null = asking && {
    merchant: asking.payment.event_details.name,
    amount: money(asking.payment.amount, asking.payment.currency),
    lastFour: asking.payment.payment_method_details?.last_four ?? null,
    reference: asking.payment.payment_number,
  };
  const bankStep: ReactNode = <CardConfirmationDialog charge={charge} onAnswer={onBankAnswer} />;
  return { phase, run, reset, bankStep, busy: phase.kind === 'working' };
}
