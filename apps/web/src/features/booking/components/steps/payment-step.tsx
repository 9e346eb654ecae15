import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CardActionArea from '@mui/material/CardActionArea';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { NEXT_STEP_TEXT } from '@venue/shared/booking/next-steps';
import { nothingDue } from '@venue/shared/booking/pricing';
import { ZPaymentInfoConfig } from '@venue/shared/booking/step-config.schema';
import { BOOKING_TEXT } from '@venue/shared/booking/steps';
import { paymentDataSchema } from '@venue/shared/booking/step-data.schema';
import { balanceDueText } from '@venue/shared/booking/payment-terms';
import { refundTermsText } from '@venue/shared/payments/refund-rule';
import { useRef, useState, type FormEvent } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { displayMoney } from '@/lib/money-display';
import { gatewaysQuery } from '@/features/booking/api/booking.queries';
import { StepShell } from '@/features/booking/components/step-shell';
import { CardSource, type TCardSource } from '@/features/booking/components/steps/card-source';
import { useStepForm } from '@/features/booking/use-step-form';
import { dataOfType, savedDataOf, useWizard } from '@/features/booking/wizard-context';
import { venueDay } from '@venue/shared/dates';

const num = (v: unknown) => (typeof v === 'number' ? v : null);
const str = (v: unknown) => (typeof v === 'string' ? v : null);

/** Spec: when quotes are allowed, first a choice (secure booking versus custom quote); Back returns to it. */
export function PaymentStep() {
  const { step, session, flow } = useWizard();
  const config = ZPaymentInfoConfig.parse(step.configuration);
  const saved = savedDataOf(session, step);
  const gateways = useQuery(gatewaysQuery(flow.id, session.booking_flow_version));
  const eventDay = String(dataOfType(session, flow, 'date_time').start_date ?? '');
  // A discount brought the booking to ₱0: no card is asked for, and confirming books it (the server agrees).
  const free = session.pricing.line_items.length > 0 && nothingDue(session.pricing);
  const { form, onSubmit, formId } = useStepForm(paymentDataSchema(config, free), {
    completion_type: saved.completion_type === 'quote' && !free ? 'quote' : 'payment',
    payment_method:
      saved.payment_method === 'BANK_TRANSFER' || saved.payment_method === 'MANUAL' || saved.payment_method === 'DIGITAL_WALLET'
        ? saved.payment_method
        : 'CREDIT_CARD',
    payment_type: saved.payment_type === 'DEPOSIT' ? 'DEPOSIT' : 'FULL',
    payment_gateway_id: num(saved.payment_gateway_id),
    payment_gateway_code: str(saved.payment_gateway_code),
    payment_method_id: num(saved.payment_method_id),
    payment_method_token: str(saved.payment_method_token),
    quote_message: str(saved.quote_message) ?? '',
  });
  const [chosen, setChosen] = useState(free || !config.allow_quote_request || !!saved.completion_type);
  const [completionType, paymentType, gatewayId, gatewayCode, methodId, token] = useWatch({
    control: form.control,
    name: ['completion_type', 'payment_type', 'payment_gateway_id', 'payment_gateway_code', 'payment_method_id', 'payment_method_token'],
  });
  const source: TCardSource = {
    payment_gateway_id: gatewayId ?? null,
    payment_gateway_code: gatewayCode ?? null,
    payment_method_id: methodId ?? null,
    payment_method_token: token ?? null,
    label: token || methodId ? 'Payment method ready' : null,
  };
  const [label, setLabel] = useState<string | null>(null);
  const setSource = (s: TCardSource) => {
    setLabel(s.label);
    for (const key of ['payment_gateway_id', 'payment_gateway_code', 'payment_method_id', 'payment_method_token'] as const)
      form.setValue(key, s[key], { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    form.setValue('payment_method', s.method ?? 'CREDIT_CARD', { shouldDirty: true });
  };
  const choose = (type: 'payment' | 'quote') => {
    form.setValue('completion_type', type, { shouldDirty: true });
    setChosen(true);
  };
  // Next uses what the visitor chose or typed in the picker (no separate "Use This Card" needed).
  const prepareSource = useRef<(() => Promise<boolean>) | null>(null);
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (completionType === 'payment' && !free) await prepareSource.current?.();
    await onSubmit(e);
  };
  const errors = form.formState.errors;
  const sourceError = errors.payment_method_token?.message ?? errors.payment_gateway_id?.message;
  const pricing = session.pricing;

  if (free)
    return (
      <StepShell title="Payment" description="There is nothing to pay for this booking." formId={formId} onSubmit={(e) => void submit(e)}>
        <Alert severity="success" data-testid="nothing-due">
          {BOOKING_TEXT.nothingDue}
        </Alert>
      </StepShell>
    );

  if (!chosen)
    return (
      <StepShell title="Payment" description="How would you like to continue?">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Paper variant="outlined" sx={{ flex: 1 }}>
            <CardActionArea onClick={() => choose('payment')} sx={{ p: 3, height: '100%' }}>
              <Typography component="h3" variant="h6">
                Secure Your Booking
              </Typography>
              <Typography variant="body2" color="text.secondary">
                Pay a deposit or in full now and your date is confirmed at once.
              </Typography>
            </CardActionArea>
          </Paper>
          <Paper variant="outlined" sx={{ flex: 1 }}>
            <CardActionArea onClick={() => choose('quote')} sx={{ p: 3, height: '100%' }}>
              <Typography component="h3" variant="h6">
                {config.quote_request_button_text}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {config.quote_request_description || `${NEXT_STEP_TEXT.quoteHold(config.quote_hold_days)} ${NEXT_STEP_TEXT.quoteByEmail}`}
              </Typography>
            </CardActionArea>
          </Paper>
        </Stack>
      </StepShell>
    );

  return (
    <StepShell
      title="Payment"
      description={completionType === 'quote' ? `Tell us what you need. ${NEXT_STEP_TEXT.quoteByEmail}` : 'Choose how much to pay now and how.'}
      formId={formId}
      onSubmit={(e) => void submit(e)}
    >
      {config.allow_quote_request && (
        <Button onClick={() => setChosen(false)} sx={{ alignSelf: 'flex-start' }}>
          Back to payment options
        </Button>
      )}
      {completionType === 'quote' ? (
        <Controller
          control={form.control}
          name="quote_message"
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              value={field.value ?? ''}
              label="Message for the venue"
              multiline
              minRows={3}
              error={!!fieldState.error}
              helperText={fieldState.error?.message}
            />
          )}
        />
      ) : (
        <>
          {config.accept_deposit && (
            <Controller
              control={form.control}
              name="payment_type"
              render={({ field }) => (
                <div>
                  <FormLabel id="payment-type-label">Amount to pay now</FormLabel>
                  <RadioGroup aria-labelledby="payment-type-label" value={field.value} onChange={(e) => field.onChange(e.target.value)}>
                    <FormControlLabel
                      value="FULL"
                      control={<Radio />}
                      label={`Pay in full: ${displayMoney(pricing.total, pricing.currency, { centavos: 'always' })}`}
                    />
                    <FormControlLabel
                      value="DEPOSIT"
                      control={<Radio />}
                      label={`Pay a ${Number(config.deposit_percentage)}% deposit: ${displayMoney(pricing.deposit_amount, pricing.currency, { centavos: 'always' })}`}
                    />
                  </RadioGroup>
                </div>
              )}
            />
          )}
          {gateways.isError && <Alert severity="error">Failed to load payment settings: {gateways.error.message}</Alert>}
          {gateways.data && (
            <CardSource
              gateways={gateways.data.available_gateways}
              defaultGatewayId={gateways.data.default_gateway}
              value={{ ...source, label: label ?? source.label }}
              onChange={setSource}
              error={sourceError}
              prepareRef={prepareSource}
              amountDue={paymentType === 'DEPOSIT' ? pricing.deposit_amount : pricing.total}
            />
          )}
          {paymentType === 'DEPOSIT' && gateways.data && eventDay && (
            <Typography variant="body2">The rest is {balanceDueText(eventDay, gateways.data.balance_due_days, venueDay())}.</Typography>
          )}
          {gateways.data && (
            <Alert severity="info" variant="outlined">
              {/* The venue's own words when it wrote them (they said the same as the sentence made from its figures,
                  twice in one box); the sentence from the figures otherwise. */}
              {gateways.data.refunds.policy_text.trim() || refundTermsText(gateways.data.refunds)}
            </Alert>
          )}
        </>
      )}
    </StepShell>
  );
}
