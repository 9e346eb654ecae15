import { z } from 'zod';

export const ZGateway = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  is_active: z.boolean(),
  /** CREDIT_CARD, DIGITAL_WALLET, BANK_TRANSFER or CASH: what a payment through it is recorded as. */
  method_type: z.string(),
  /** How the browser pays with it: an in-product card form, Stripe Elements, a wallet redirect, or instructions. */
  flow: z.enum(['test_card', 'stripe_card', 'redirect', 'offline']),
  is_test: z.boolean(),
  public_config: z.record(z.string(), z.unknown()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TGateway = z.infer<typeof ZGateway>;
export const ZGatewayList = z.array(ZGateway);

export const ZGatewayHealth = z.object({
  checked_at: z.string(),
  gateways: z.array(z.object({ code: z.string(), name: z.string(), ok: z.boolean(), message: z.string() })),
});

export const ZGatewayQuery = z.object({ is_active: z.enum(['true', 'false']).optional() });

export const GATEWAYS_UNAVAILABLE = 'Unable to access payment gateways. Please try again or contact support.';
export const GATEWAY_NOT_FOUND = 'Payment gateway not found.';
