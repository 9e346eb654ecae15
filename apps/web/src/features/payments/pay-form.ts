import { zodResolver } from '@hookform/resolvers/zod';
import { PAYMENT_TYPES, type TPaymentType } from '@venue/shared/payments/charge-amount';
import type { TGateway } from '@venue/shared/payments/gateways.schema';
import { GATEWAY_REQUIRED } from '@venue/shared/payments/methods.schema';
import { SELECT_PAYMENT_METHOD } from '@venue/shared/payments/pay.schema';
import type { TInvoice } from '@venue/shared/payments/payments.schema';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import { cardIssues, EMPTY_CARD, type TCardInput } from '@/components/payments/card-input';
import { chargeFor } from '@/features/payments/charge-choice';

/** The pay dialog's form: what to charge and from where. `source` is a saved method's id, 'new' or ''. */
export interface TPayFormValues {
  payment_type: TPaymentType;
  amount: string;
  source: string;
  gateway_code: string;
  card: TCardInput;
  save_card: boolean;
}

/** What the rules need besides the values; react-hook-form hands it to the resolver on every check. */
export interface TPayFormContext {
  invoice: TInvoice;
  /** The available gateways: the picked one's flow says whether a card form must be filled in. */
  gateways: TGateway[];
  /** Paying an installment: its amount is fixed, so the payment type is not asked. */
  installment: boolean;
}

export const payFormDefaults = (source: string): TPayFormValues => ({
  payment_type: 'FULL',
  amount: '',
  source,
  gateway_code: '',
  card: EMPTY_CARD,
  save_card: false,
});

const ZCard = z.object({ number: z.string(), expiry: z.string(), cvc: z.string(), name: z.string() });

/** Spec section 5: the custom amount's limits, a method, a gateway for a new one, and a whole card for the card form. */
export const payFormSchema = ({ invoice, gateways, installment }: TPayFormContext) =>
  z
    .object({ payment_type: z.enum(PAYMENT_TYPES), amount: z.string(), source: z.string(), gateway_code: z.string(), card: ZCard, save_card: z.boolean() })
    .superRefine((v, ctx) => {
      if (!installment && v.payment_type === 'CUSTOM') {
        const decision = chargeFor(invoice, 'CUSTOM', v.amount);
        if (!decision.ok) ctx.addIssue({ code: 'custom', path: ['amount'], message: decision.message });
      }
      if (!v.source) ctx.addIssue({ code: 'custom', path: ['source'], message: SELECT_PAYMENT_METHOD });
      if (v.source !== 'new') return;
      const flow = gateways.find((g) => g.code === v.gateway_code)?.flow;
      if (!v.gateway_code) ctx.addIssue({ code: 'custom', path: ['gateway_code'], message: GATEWAY_REQUIRED });
      else if (flow === 'test_card')
        for (const issue of cardIssues(v.card)) ctx.addIssue({ code: 'custom', path: ['card', issue.field], message: issue.message });
    });

export const payFormResolver: Resolver<TPayFormValues, TPayFormContext> = (values, context, options) =>
  zodResolver(payFormSchema(context!))(values, context, options) as ReturnType<Resolver<TPayFormValues, TPayFormContext>>;
