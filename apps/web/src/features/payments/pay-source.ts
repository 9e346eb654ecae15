import type { TGateway } from '@venue/shared/payments/gateways.schema';
import type { TPaySource } from '@venue/shared/payments/pay.schema';
import { tokenizeTestCard } from '@/lib/test-gateway';
import { tokenRequestOf } from '@/components/payments/card-input';
import type { TPayFormValues } from '@/features/payments/pay-form';

/**
 * Where the money comes from, as the pay calls take it: a saved method, or a gateway with (for the test card
 * form) a one-time token made from the card just entered. The card details themselves go nowhere else.
 */
export async function paySourceOf(v: TPayFormValues, flow: TGateway['flow'] | null): Promise<TPaySource> {
  if (v.source !== 'new') return { payment_method: Number(v.source) };
  if (flow === 'test_card') {
    const token = await tokenizeTestCard(tokenRequestOf(v.card));
    return { gateway_code: v.gateway_code, payment_method_token: token.id, save_payment_method: v.save_card };
  }
  return { gateway_code: v.gateway_code };
}
