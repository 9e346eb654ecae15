import { ZTestCardToken, type ZTestAuthenticateRequest, type ZTestCardTokenRequest } from '@venue/shared/payments/methods.schema';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

/**
 * The built-in test gateway's browser side, standing in for what Stripe.js does with a real card: the card
 * details become a one-time token, and a charge that asks for 3-D Secure is approved or declined by the payer.
 */
export const tokenizeTestCard = (card: z.input<typeof ZTestCardTokenRequest>) => api.post('/payments/test-gateway/tokens/', card, { schema: ZTestCardToken });

/** The client secret is the charge's reference plus "_secret"; the confirmation step is addressed by the reference. */
export const chargeRefOf = (clientSecret: string) => clientSecret.replace(/_secret$/, '');

export const authenticateTestCharge = (clientSecret: string, outcome: z.input<typeof ZTestAuthenticateRequest>['outcome']) =>
  api.post(`/payments/test-gateway/authenticate/${encodeURIComponent(chargeRefOf(clientSecret))}/`, { outcome });
