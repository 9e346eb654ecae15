import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { TGateway } from '@venue/shared/payments/gateways.schema';
import type { TInvoice } from '@venue/shared/payments/payments.schema';
import type { TInstallment } from '@venue/shared/payments/installment.schema';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { gatewaysQuery, paymentPlanQuery } from '@/features/payments/api/payments.queries';
import { useSetupPaymentPlan } from '@/features/payments/api/use-setup-payment-plan';
import { InstallmentPlanPanel } from '@/features/payments/components/installment-plan-panel';
import { PaymentSourceFields } from '@/features/payments/components/payment-source-fields';
import { PaymentTypeFields } from '@/features/payments/components/payment-type-fields';
import { PlanSetupFields } from '@/features/payments/components/plan-setup-fields';
import { StripeSlot } from '@/components/payments/stripe/stripe-slot';
import { chargeFor, payButtonLabel } from '@/features/payments/charge-choice';
import { payFormDefaults, payFormResolver, type TPayFormContext, type TPayFormValues } from '@/features/payments/pay-form';
import { paymentsErrorMessage } from '@/features/payments/payments-errors';
import { money } from '@/features/payments/payments-format';
import { usePayActions } from '@/features/payments/use-pay-actions';
import type { usePaymentFlow } from '@/features/payments/use-payment-flow';

interface TProps {
  invoice: TInvoice;
  flow: ReturnType<typeof usePaymentFlow>;
  onClose: () => void;
}

const NO_GATEWAYS: TGateway[] = [];

/** Server field names that belong to a field of this form (the tokenising call names the card's parts). */
const FIELD_OF: Record<string, Parameters<ReturnType<typeof useForm<TPayFormValues>>['setError']>[0]> = {
  amount: 'amount',
  gateway_code: 'gateway_code',
  number: 'card.number',
  exp_month: 'card.expiry',
  exp_year: 'card.expiry',
  cvc: 'card.cvc',
};

/** The Pay Invoice dialog's form: pay now (full, deposit, custom), or split into installments and pay the next one. */
export function PayInvoiceForm({ invoice, flow, onClose }: TProps) {
  const [planId, setPlanId] = useState<number | null>(invoice.payment_plan);
  const [splitting, setSplitting] = useState(invoice.payment_plan !== null);
  const plan = useQuery({ ...paymentPlanQuery(planId ?? 0), enabled: planId !== null });
  const setup = useSetupPaymentPlan();

  const gateways = useQuery(gatewaysQuery()).data ?? NO_GATEWAYS;
  const context: TPayFormContext = { invoice, gateways, installment: splitting };
  const form = useForm<TPayFormValues, TPayFormContext>({ defaultValues: payFormDefaults(''), resolver: payFormResolver, context, mode: 'onTouched' });
  const [type, amount, source, code] = useWatch({ control: form.control, name: ['payment_type', 'amount', 'source', 'gateway_code'] });
  const gateway = gateways.find((g) => g.code === code) ?? null;

  const actions = usePayActions({ invoice, flow, form, planId: plan.data?.id ?? null, gateway });
  const busy = flow.busy;
  const decision = chargeFor(invoice, type, amount);
  const failed = flow.phase.kind === 'failed' ? flow.phase : null;

  // The server's field errors go under their fields; a message no field shows (a decline) shows above the button.
  const [placed, setPlaced] = useState<string[]>([]);
  useEffect(() => {
    if (!failed) return setPlaced([]);
    const shown: string[] = [];
    for (const [key, messages] of Object.entries(failed.fieldErrors)) {
      const field = FIELD_OF[key];
      if (!field || !messages[0]) continue;
      form.setError(field, { type: 'server', message: messages[0] });
      shown.push(messages[0]);
    }
    setPlaced(shown);
  }, [failed, form]);

  const newStripe = source === 'new' && gateway?.flow === 'stripe_card';
  const renderStripe = (g: TGateway, label: string) => (
    <StripeSlot
      publishableKey={(g.public_config.publishable_key as string | undefined) ?? null}
      actionLabel={label}
      disabled={busy}
      onSubmit={actions.payWithStripe}
    />
  );
  const installmentLabel = (i: TInstallment) => `Pay ${money(i.amount, plan.data?.currency ?? invoice.currency)}`;

  return (
    <>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <Typography color="text.secondary">
            {invoice.event_details.name} · Total {money(invoice.total_amount, invoice.currency)} · Remaining {money(invoice.remaining_amount, invoice.currency)}
          </Typography>
          {planId === null && (
            <FormControlLabel
              control={<Switch checked={splitting} onChange={(e) => setSplitting(e.target.checked)} disabled={busy} />}
              label="Split into installments"
            />
          )}
          {!splitting && <PaymentTypeFields invoice={invoice} control={form.control} setValue={form.setValue} disabled={busy} />}
          {splitting && planId === null && (
            <PlanSetupFields
              invoice={invoice}
              busy={setup.isPending}
              error={setup.isError ? paymentsErrorMessage(setup.error) : null}
              onCreate={(count) =>
                setup.mutate({ invoiceId: invoice.id, body: { number_of_installments: count } }, { onSuccess: (created) => setPlanId(created.id) })
              }
            />
          )}
          {splitting && plan.isError && <Alert severity="error">{paymentsErrorMessage(plan.error)}</Alert>}
          {splitting && plan.data && (
            <InstallmentPlanPanel plan={plan.data} payLabel={installmentLabel} onPay={actions.payInstallment} payDisabled={busy || newStripe} />
          )}
          {(!splitting || plan.data?.next_installment) && (
            <>
              <Divider />
              <PaymentSourceFields
                control={form.control}
                setValue={form.setValue}
                disabled={busy}
                renderStripe={(g) =>
                  renderStripe(
                    g,
                    splitting && plan.data?.next_installment ? installmentLabel(plan.data.next_installment) : payButtonLabel(invoice, decision, type),
                  )
                }
              />
            </>
          )}
          {failed && !placed.includes(failed.message) && (
            <Alert severity="error" role="alert">
              {failed.message}
            </Alert>
          )}
          {flow.phase.kind === 'working' && (
            <Stack spacing={1} role="status">
              <Typography variant="body2">{flow.phase.label}</Typography>
              <LinearProgress aria-label={flow.phase.label} />
            </Stack>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" onClick={onClose} disabled={busy}>
          {splitting ? 'Close' : 'Cancel'}
        </Button>
        {!splitting && (
          <Button variant="contained" onClick={actions.payNow} disabled={busy || newStripe || (type === 'CUSTOM' && !decision.ok)}>
            {payButtonLabel(invoice, decision, type)}
          </Button>
        )}
      </DialogActions>
    </>
  );
}
