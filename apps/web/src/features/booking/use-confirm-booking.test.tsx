// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TCompletionResult } from '@venue/shared/booking/session.schema';

/**
 * Confirm and Pay's Stripe path without Stripe.js (it cannot load here): the 202's next_action goes to
 * handleNextAction with the client secret and publishable key, then `complete` is asked again for the result.
 */
const post = vi.fn();
const handleStripeAction = vi.fn();
vi.mock('@/lib/api-client', () => ({ api: { post: (...args: unknown[]) => post(...args) } }));
vi.mock('@/components/payments/stripe/stripe-actions', () => ({ handleStripeAction: (...args: unknown[]) => handleStripeAction(...args) }));

const { useConfirmBooking } = await import('@/features/booking/use-confirm-booking');

const base = {
  session_id: 'bks_1',
  booking_reference: 'ABCD1234',
  completion_type: 'payment',
  event_id: 7,
  invoice_id: 8,
  quote_request_id: null,
  total_price: '1000.00',
  account_created: false,
  hold_expires_at: null,
  calendar_url: 'http://portal.test/x.ics',
} as const;
const payment = { id: 9, payment_number: 'PAY-2026-000009', amount: '1000.00', currency: 'PHP', receipt_number: null, payment_type: 'FULL' };
const waiting: TCompletionResult = {
  ...base,
  completion_status: 'processing',
  completed_at: null,
  event_status: 'DRAFT',
  payment: { ...payment, status: 'PROCESSING' },
  next_action: { type: 'confirm_card', gateway_code: 'stripe', client_secret: 'pi_1_secret_2', publishable_key: 'pk_test_1' },
};
const done: TCompletionResult = {
  ...base,
  completion_status: 'completed',
  completed_at: '2026-11-25T00:00:00.000Z',
  event_status: 'CONFIRMED',
  payment: { ...payment, status: 'COMPLETED', receipt_number: 'OR-2026-000009' },
  next_action: null,
};

let hook: ReturnType<typeof useConfirmBooking>;
const onCompleted = vi.fn();
function Probe() {
  hook = useConfirmBooking('bks_1', onCompleted);
  return null;
}

let root: ReturnType<typeof createRoot>;
beforeEach(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  post.mockReset();
  handleStripeAction.mockReset();
  onCompleted.mockReset();
  root = createRoot(document.createElement('div'));
  await act(async () =>
    root.render(
      <QueryClientProvider client={new QueryClient()}>
        <Probe />
      </QueryClientProvider>,
    ),
  );
});
afterEach(() => act(() => root.unmount()));

describe('Confirm and Pay with a Stripe card that needs 3-D Secure', () => {
  it('runs handleNextAction with the client secret, then completes again and hands on the final result', async () => {
    post.mockResolvedValueOnce(waiting).mockResolvedValueOnce(done);
    handleStripeAction.mockResolvedValue(undefined);
    await act(() => hook.run('payment'));
    expect(handleStripeAction).toHaveBeenCalledWith('pk_test_1', 'pi_1_secret_2');
    expect(post).toHaveBeenCalledTimes(2);
    expect(post.mock.calls.map((c) => c[0])).toEqual([
      '/bookingflow/public/flows/session/bks_1/complete/',
      '/bookingflow/public/flows/session/bks_1/complete/',
    ]);
    expect(onCompleted).toHaveBeenCalledWith(done);
    expect(hook.phase).toEqual({ kind: 'idle' });
  });

  it('a failed confirmation shows Stripe’s words and does not ask complete again (Try Again will)', async () => {
    post.mockResolvedValueOnce(waiting);
    handleStripeAction.mockRejectedValue(new Error('We are unable to authenticate your payment method.'));
    await act(() => hook.run('payment'));
    expect(post).toHaveBeenCalledTimes(1);
    expect(onCompleted).not.toHaveBeenCalled();
    expect(hook.phase).toEqual({ kind: 'failed', message: 'We are unable to authenticate your payment method.' });
  });

  it('a card that needs nothing more completes with one call', async () => {
    post.mockResolvedValueOnce(done);
    await act(() => hook.run('payment'));
    expect(handleStripeAction).not.toHaveBeenCalled();
    expect(onCompleted).toHaveBeenCalledWith(done);
  });
});
