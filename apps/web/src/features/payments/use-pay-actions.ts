import type { TGateway } from '@venue/shared/payments/gateways.schema';
import type { TInvoice } from '@venue/shared/payments/payments.schema';
import type { TInstallment } from '@venue/shared/payments/installment.schema';
import { useEffect } from 'react';
import { isApiError } from '@/lib/api-error';
import type { UseFormReturn } from 'react-hook-form';
import { useConfirmPayment } from '@/features/payments/api/use-confirm-payment';
import { useCreatePaymentIntent } from '@/features/payments/api/use-create-payment-intent';
import { usePayInstallment, type TPayInstallmentVariables } from '@/features/payments/api/use-pay-installment';
import { usePayInvoice, type TPayInvoiceVariables } from '@/features/payments/api/use-pay-invoice';
import type { TPayFormContext, TPayFormValues } from '@/features/payments/pay-form';
import { paySourceOf } from '@/features/payments/pay-source';
import { CARD_TEXT } from '@/components/payments/stripe/card-texts';
import type { TStripeCard } from '@/components/payments/stripe/stripe-card-panel';
import { useChargeAttempt } from '@/features/payments/use-charge-attempt';
import type { usePaymentFlow } from '@/features/payments/use-payment-flow';

interface TArgs {
  invoice: TInvoice;
  flow: ReturnType<typeof usePaymentFlow>;
  form: UseFormReturn<TPayFormValues, TPayFormContext>;
  /** The invoice's payment plan, once there is one. */
  planId: number | null;
  gateway: TGateway | null;
}

/** The pay dialog's three ways to charge: pay the invoice now, pay an installment, or pay with Stripe's card form. */
export function usePayActions({ invoice, flow, form, planId, gateway }: TArgs) {
  const payInvoice = usePayInvoice();
  const payInstallmentCall = usePayInstallment();
  const createIntent = useCreatePaymentIntent();
  const confirm = useConfirmPayment();
  const invoiceAttempt = useChargeAttempt<TPayInvoiceVariables['body']>();
  const installmentAttempt = useChargeAttempt<TPayInstallmentVariables['body']>();
  const kind = gateway?.flow ?? null;

  // A changed form is a new attempt: its key must not answer for different figures.
  useEffect(() => {
    const sub = form.watch(() => (invoiceAttempt.forget(), installmentAttempt.forget()));
    return () => sub.unsubscribe();
  }, [form, invoiceAttempt, installmentAttempt]);

  const payNow = form.handleSubmit((v) =>
    flow.run(() =>
      invoiceAttempt.send(
        async () => ({ ...(await paySourceOf(v, kind)), payment_type: v.payment_type, ...(v.payment_type === 'CUSTOM' ? { amount: v.amount } : {}) }),
        (body, key) => payInvoice.mutateAsync({ invoiceId: invoice.id, body, idempotencyKey: key }),
      ),
    ),
  );

  const payInstallment = (installment: TInstallment) =>
    void form.handleSubmit((v) =>
      flow.run(() =>
        installmentAttempt.send(
          async () => ({ ...(await paySourceOf(v, kind)), installment_id: installment.id }),
          (body, key) => payInstallmentCall.mutateAsync({ planId: planId!, body, idempotencyKey: key }),
        ),
      ),
    )();

  /** Stripe Elements: the card never reaches our server; Stripe confirms the intent with it, then we settle. */
  const payWithStripe = async (card: TStripeCard) => {
    if (!(await form.trigger(planId === null ? ['payment_type', 'amount', 'gateway_code'] : ['gateway_code']))) return;
    const v = form.getValues();
    await flow.run(async () => {
      if (planId !== null) {
        const result = await installmentAttempt.send(
          async () => ({ gateway_code: v.gateway_code, save_payment_method: v.save_card }),
          (body, key) => payInstallmentCall.mutateAsync({ planId, body, idempotencyKey: key }),
        );
        if (result.next_action?.type !== 'confirm_card') return result;
        await card.confirmPayment(result.next_action.client_secret);
        return confirm.mutateAsync(result.payment.id);
      }
      const intent = await createIntent
        .mutateAsync({
          invoiceId: invoice.id,
          body: {
            gateway_code: v.gateway_code,
            payment_type: v.payment_type,
            save_payment_method: v.save_card,
            ...(v.payment_type === 'CUSTOM' ? { amount: v.amount } : {}),
          },
        })
        // The server's refusal says why (the amount, the balance); a call that never got an answer says this.
        .catch((error: unknown) => {
          throw isApiError(error) ? error : new Error(CARD_TEXT.initFailed);
        });
      await card.confirmPayment(intent.client_secret);
      return confirm.mutateAsync(intent.payment_id);
    });
  };

  return { payNow: () => void payNow(), payInstallment, payWithStripe };
}
