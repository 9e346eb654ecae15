import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { formatCardNumber, formatExpiry, type TCardInput } from '@/components/payments/card-input';

export type TCardErrors = Partial<Record<keyof TCardInput, string>>;

interface TProps {
  value: TCardInput;
  onChange: (card: TCardInput) => void;
  errors?: TCardErrors;
  disabled?: boolean;
}

/**
 * The test gateway's card form: number, MM/YY expiry, CVC and name, with the browser's card autofill hints.
 * The details go only to the tokenising call; what is kept is the token the gateway answers.
 */
export function TestCardFields({ value, onChange, errors = {}, disabled }: TProps) {
  const set = (field: keyof TCardInput, text: string) => onChange({ ...value, [field]: text });
  const field = (name: keyof TCardInput) => ({ error: !!errors[name], helperText: errors[name] ?? ' ', disabled, fullWidth: true });
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <TextField
          label="Card number"
          value={value.number}
          onChange={(e) => set('number', formatCardNumber(e.target.value))}
          autoComplete="cc-number"
          required
          placeholder="1234 1234 1234 1234"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 23 } }}
          {...field('number')}
        />
      </Grid>
      <Grid size={{ xs: 6 }}>
        <TextField
          label="Expiry (MM/YY)"
          value={value.expiry}
          onChange={(e) => set('expiry', formatExpiry(e.target.value))}
          autoComplete="cc-exp"
          required
          placeholder="MM/YY"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
          {...field('expiry')}
        />
      </Grid>
      <Grid size={{ xs: 6 }}>
        <TextField
          label="CVC"
          value={value.cvc}
          onChange={(e) => set('cvc', e.target.value.replace(/\D/g, '').slice(0, 4))}
          autoComplete="cc-csc"
          required
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
          {...field('cvc')}
        />
      </Grid>
      <Grid size={12}>
        <TextField label="Name on card" value={value.name} onChange={(e) => set('name', e.target.value)} autoComplete="cc-name" {...field('name')} />
      </Grid>
    </Grid>
  );
}
