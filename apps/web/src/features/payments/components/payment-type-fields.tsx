import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import type { TInvoice } from '@venue/shared/payments/payments.schema';
import { useEffect, useId } from 'react';
import { Controller, useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { balanceOf, chargeFor } from '@/features/payments/charge-choice';
import type { TPayFormContext, TPayFormValues } from '@/features/payments/pay-form';
import { money, moneyOfMinor } from '@/features/payments/payments-format';

interface TProps {
  invoice: TInvoice;
  control: Control<TPayFormValues, TPayFormContext>;
  setValue: UseFormSetValue<TPayFormValues>;
  disabled: boolean;
}

/** FULL, DEPOSIT (while the server offers it) or CUSTOM with its amount (spec sections 4 and 5). */
export function PaymentTypeFields({ invoice, control, setValue, disabled }: TProps) {
  const labelId = useId();
  const type = useWatch({ control, name: 'payment_type' });
  const offered = invoice.payment_options.deposit_offered;
  const full = chargeFor(invoice, 'FULL', '');
  const currency = balanceOf(invoice).currency;

  // DEPOSIT is hidden and reverts to FULL once the amount paid reaches it.
  useEffect(() => {
    if (type === 'DEPOSIT' && !offered) setValue('payment_type', 'FULL');
  }, [type, offered, setValue]);

  return (
    <>
      <FormControl>
        <FormLabel id={labelId}>Payment amount</FormLabel>
        <Controller
          control={control}
          name="payment_type"
          render={({ field }) => (
            <RadioGroup aria-labelledby={labelId} {...field}>
              <FormControlLabel
                value="FULL"
                control={<Radio disabled={disabled} />}
                label={`Full balance (${full.ok ? moneyOfMinor(full.amountMinor, currency) : money(invoice.remaining_amount, currency)})`}
              />
              {offered && (
                <FormControlLabel
                  value="DEPOSIT"
                  control={<Radio disabled={disabled} />}
                  label={`Deposit of ${Number(invoice.payment_options.deposit_percentage)}% (${money(invoice.payment_options.deposit_amount, currency)})`}
                />
              )}
              <FormControlLabel value="CUSTOM" control={<Radio disabled={disabled} />} label="Custom amount" />
            </RadioGroup>
          )}
        />
      </FormControl>
      {type === 'CUSTOM' && (
        <Controller
          control={control}
          name="amount"
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              label={`Amount (${currency})`}
              type="number"
              required
              disabled={disabled}
              autoFocus
              error={!!fieldState.error}
              helperText={
                fieldState.error?.message ?? `Up to ${full.ok ? moneyOfMinor(full.amountMinor, currency) : money(invoice.remaining_amount, currency)}`
              }
              slotProps={{ htmlInput: { step: 0.01, min: 0, inputMode: 'decimal' } }}
            />
          )}
        />
      )}
    </>
  );
}
