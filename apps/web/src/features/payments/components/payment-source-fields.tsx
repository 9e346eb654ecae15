import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { TGateway } from '@venue/shared/payments/gateways.schema';
import { useEffect, useId, type ReactNode } from 'react';
import { Controller, useFormState, useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { LoadingBlock } from '@/components/feedback/loading-block';
import { paymentMethodsQuery } from '@/features/payments/api/payments.queries';
import { GatewayPicker, useGateway } from '@/features/payments/components/gateway-picker';
import { MethodLabel } from '@/features/payments/components/method-label';
import { TestCardFields } from '@/components/payments/test-card-fields';
import { TestCardsHint } from '@/components/payments/test-cards-hint';
import type { TPayFormContext, TPayFormValues } from '@/features/payments/pay-form';

interface TProps {
  control: Control<TPayFormValues, TPayFormContext>;
  setValue: UseFormSetValue<TPayFormValues>;
  disabled: boolean;
  /** The Stripe card form, which carries its own pay button (spec section 4). */
  renderStripe: (gateway: TGateway) => ReactNode;
}

/** Spec section 4: a saved method, or a new one through a gateway, with the card form when the gateway needs one. */
export function PaymentSourceFields({ control, setValue, disabled, renderStripe }: TProps) {
  const labelId = useId();
  const methods = useQuery(paymentMethodsQuery());
  const [source, gatewayCode] = useWatch({ control, name: ['source', 'gateway_code'] });
  const { errors } = useFormState({ control, name: ['source', 'gateway_code', 'card'] });
  const gateway = useGateway(gatewayCode);
  const saved = (methods.data ?? []).filter((m) => m.is_active);

  // Starts on the default method (else the first saved one); with nothing saved, a new method is the only way.
  const preferred = saved.find((m) => m.is_default) ?? saved[0];
  useEffect(() => {
    if (!methods.isPending && !source) setValue('source', preferred ? String(preferred.id) : 'new');
  }, [methods.isPending, source, preferred, setValue]);

  return (
    <Stack spacing={2}>
      {methods.isPending ? (
        <LoadingBlock height={56} label="Loading payment methods" />
      ) : (
        <FormControl error={!!errors.source}>
          <FormLabel id={labelId}>Pay with</FormLabel>
          {methods.isError && <Alert severity="warning">Failed to load payment methods. Please try again.</Alert>}
          {methods.isSuccess && saved.length === 0 && (
            <Typography variant="body2" color="text.secondary">
              No payment methods available.
            </Typography>
          )}
          <Controller
            control={control}
            name="source"
            render={({ field }) => (
              <RadioGroup aria-labelledby={labelId} {...field}>
                {saved.map((m) => (
                  <FormControlLabel key={m.id} value={String(m.id)} control={<Radio disabled={disabled} />} label={<MethodLabel method={m} />} />
                ))}
                <FormControlLabel value="new" control={<Radio disabled={disabled} />} label="Use a new payment method" />
              </RadioGroup>
            )}
          />
          {errors.source && <FormHelperText>{errors.source.message}</FormHelperText>}
        </FormControl>
      )}

      {source === 'new' && (
        <Controller
          control={control}
          name="gateway_code"
          render={({ field }) => <GatewayPicker value={field.value} onChange={field.onChange} error={errors.gateway_code?.message} disabled={disabled} />}
        />
      )}
      {source === 'new' && gateway?.flow === 'test_card' && (
        <>
          <Controller
            control={control}
            name="card"
            render={({ field }) => (
              <TestCardFields
                value={field.value}
                onChange={field.onChange}
                disabled={disabled}
                errors={{ number: errors.card?.number?.message, expiry: errors.card?.expiry?.message, cvc: errors.card?.cvc?.message }}
              />
            )}
          />
          <TestCardsHint />
        </>
      )}
      {source === 'new' && (gateway?.flow === 'test_card' || gateway?.flow === 'stripe_card') && (
        <Controller
          control={control}
          name="save_card"
          render={({ field }) => (
            <FormControlLabel
              control={<Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} disabled={disabled} />}
              label="Save this card for future payments"
            />
          )}
        />
      )}
      {source === 'new' && gateway?.flow === 'stripe_card' && renderStripe(gateway)}
      {source === 'new' && gateway?.flow === 'redirect' && (
        <Typography color="text.secondary">You will be taken to {gateway.name} to approve the payment, then brought back here.</Typography>
      )}
      {source === 'new' && gateway?.flow === 'offline' && (
        <Typography color="text.secondary">
          {gateway.description} You will get the payment instructions next; your payment is pending until the venue confirms it.
        </Typography>
      )}
    </Stack>
  );
}
