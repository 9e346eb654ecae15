import { ZSetupIntentResponse } from '@venue/shared/payments/methods.schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Stripe only: a SetupIntent's secret, so the browser can collect a card for later without charging it. */
export function useCreateSetupIntent() {
  return useMutation({
    mutationFn: (gatewayCode: string) =>
      api.post('/payments/client/payment-methods/setup_intent/', { gateway_code: gatewayCode }, { schema: ZSetupIntentResponse }),
  });
}
