import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { venueDay } from '@venue/shared/dates';

/** How an invoice is to be paid: in full, or in 2 to 6 installments from a first due day (the server splits it). */
export interface TPlanChoice {
  installments: string;
  first_due_date: string;
}
export const IN_FULL: TPlanChoice = { installments: '1', first_due_date: venueDay() };

/** The request's `plan`, or nothing when the invoice is paid in full. */
export const planOf = (c: TPlanChoice) =>
  c.installments === '1' ? {} : { plan: { installments: Number(c.installments), ...(c.first_due_date ? { first_due_date: c.first_due_date } : {}) } };

export function PlanFields({ value, onChange, error }: { value: TPlanChoice; onChange: (v: TPlanChoice) => void; error?: string }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField
        select
        label="Payment plan"
        value={value.installments}
        onChange={(e) => onChange({ ...value, installments: e.target.value })}
        helperText={error ?? 'Installments are split evenly up to the due date.'}
        error={!!error}
        sx={{ minWidth: 220 }}
      >
        <MenuItem value="1">Pay in full</MenuItem>
        {[2, 3, 4, 5, 6].map((n) => (
          <MenuItem key={n} value={String(n)}>
            {n} installments
          </MenuItem>
        ))}
      </TextField>
      {value.installments !== '1' && (
        <TextField
          label="First installment due"
          type="date"
          value={value.first_due_date}
          onChange={(e) => onChange({ ...value, first_due_date: e.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
          helperText=" "
        />
      )}
    </Stack>
  );
}
