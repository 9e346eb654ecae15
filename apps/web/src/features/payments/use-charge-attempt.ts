import { useCallback, useRef } from 'react';
import { newIdempotencyKey } from '@/features/payments/api/payment-effects';
import { isNetworkFailure } from '@/features/payments/payments-errors';

/**
 * One Idempotency-Key per attempt. A click on Pay starts an attempt (a new key and the body built then, card
 * token included); if no answer came back, the next click sends that same attempt again, so a charge the
 * server did make is answered, not made twice. Any answer, or any change to the form, ends the attempt.
 */
export function useChargeAttempt<TBody>() {
  const attempt = useRef<{ key: string; body: TBody } | null>(null);

  const send = useCallback(async <T>(build: () => Promise<TBody>, call: (body: TBody, key: string) => Promise<T>): Promise<T> => {
    attempt.current ??= { key: newIdempotencyKey(), body: await build() };
    const { key, body } = attempt.current;
    try {
      const answer = await call(body, key);
      attempt.current = null;
      return answer;
    } catch (error) {
      if (!isNetworkFailure(error)) attempt.current = null;
      throw error;
    }
  }, []);

  const forget = useCallback(() => {
    attempt.current = null;
  }, []);

  return { send, forget };
}
