import { zodResolver } from '@hookform/resolvers/zod';
import type { TGateway } from '@venue/shared/payments/gateways.schema';
import { GATEWAY_REQUIRED, METHOD_TYPES, NICKNAME_REQUIRED, NICKNAME_TOO_LONG, type TMethodType } from '@venue/shared/payments/methods.schema';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import { cardIssues, EMPTY_CARD, type TCardInput } from '@/components/payments/card-input';

/** The Add Payment Method form. Card facts come from the gateway, so the card itself is only tokenised. */
export interface TMethodFormValues {
  type: TMethodType;
  nickname: string;
  gateway_code: string;
  card: TCardInput;
  instructions: string;
  is_default: boolean;
}
export const METHOD_FORM_DEFAULTS: TMethodFormValues = {
  type: 'CREDIT_CARD',
  nickname: '',
  gateway_code: '',
  card: EMPTY_CARD,
  instructions: '',
  is_default: false,
};

/** Spec section 5: a gateway is required for cards and wallets. */
export const needsGateway = (type: TMethodType) => type === 'CREDIT_CARD' || type === 'DIGITAL_WALLET';

/** Which gateways can hold a method of this type: card forms for cards, the wallets for wallets. */
export const gatewayFits = (type: TMethodType) => (g: TGateway) =>
  type === 'CREDIT_CARD' ? g.flow === 'test_card' || g.flow === 'stripe_card' : g.method_type === type;

export const methodFormSchema = (gateways: TGateway[]) =>
  z
    .object({
      type: z.enum(METHOD_TYPES),
      nickname: z.string().trim().min(1, NICKNAME_REQUIRED).max(50, NICKNAME_TOO_LONG),
      gateway_code: z.string(),
      card: z.object({ number: z.string(), expiry: z.string(), cvc: z.string(), name: z.string() }),
      instructions: z.string().max(1000),
      is_default: z.boolean(),
    })
    .superRefine((v, ctx) => {
      if (!needsGateway(v.type)) return;
      if (!v.gateway_code) return ctx.addIssue({ code: 'custom', path: ['gateway_code'], message: GATEWAY_REQUIRED });
      if (v.type === 'CREDIT_CARD' && gateways.find((g) => g.code === v.gateway_code)?.flow === 'test_card')
        for (const issue of cardIssues(v.card)) ctx.addIssue({ code: 'custom', path: ['card', issue.field], message: issue.message });
    });

export const methodFormResolver: Resolver<TMethodFormValues, TGateway[]> = (values, context, options) =>
  zodResolver(methodFormSchema(context ?? []))(values, context, options) as ReturnType<Resolver<TMethodFormValues, TGateway[]>>;
