import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { toMinor } from '@venue/shared/money';
import { MAX_INSTALLMENTS, MIN_INSTALLMENTS } from '@venue/shared/payments/installments';
import type { TInvoice } from '@venue/shared/payments/payments.schema';
import { useState } from 'react';
import { moneyOfMinor } from '@/features/payments/payments-format';

const COUNTS = Array.from({ length: MAX_INSTALLMENTS - MIN_INSTALLMENTS + 1 }, (_, i) => MIN_INSTALLMENTS + i);

interface TProps {
  invoice: TInvoice;
  busy: boolean;
  error: string | null;
  onCreate: (count: number) => void;
}

/** Splitting the balance: 2 to 12 installments; the server sets their amounts and due dates. */
export function PlanSetupFields({ invoice, busy, error, onCreate }: TProps) {
  const [count, setCount] = useState(3);
  const currency = invoice.currency || 'USD';
  // About what each part will be (the last one takes the odd centavos); the server's split is what counts.
  const each = moneyOfMinor(toMinor(invoice.remaining_amount) / BigInt(count), currency);
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">
        Pay the remaining {moneyOfMinor(toMinor(invoice.remaining_amount), currency)} in installments, due on set dates up to the invoice&apos;s due date.
      </Typography>
      <TextField
        select
        label="Number of installments"
        value={count}
        onChange={(e) => setCount(Number(e.target.value))}
        disabled={busy}
        error={!!error}
        helperText={error ?? `About ${each} each`}
      >
        {COUNTS.map((n) => (
          <MenuItem key={n} value={n}>
            {n} installments
          </MenuItem>
        ))}
      </TextField>
      <Button variant="contained" onClick={() => onCreate(count)} disabled={busy} sx={{ alignSelf: 'flex-start' }}>
        {busy ? 'Creating Plan...' : 'Create Payment Plan'}
      </Button>
    </Stack>
  );
}
