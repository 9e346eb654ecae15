import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { addDays, venueDay } from '@venue/shared/dates';
import type { TEventMoney } from '@venue/shared/payments/payments.schema';
import { useState, type FormEvent } from 'react';
import { useToast } from '@/components/feedback/toast-context';
import { invoiceIssuedToast, useInvoiceQuote } from '@/features/staff-money/api/use-money-mutations';
import { IN_FULL, PlanFields, planOf, type TPlanChoice } from '@/features/staff-money/components/plan-fields';
import { isApiError } from '@/lib/api-error';
import { displayMoney } from '@/lib/money-display';

type TAccepted = NonNullable<TEventMoney['accepted_quote']>;

/** The accepted quote becomes the invoice: its lines, options and discount, so the client pays exactly what they accepted. */
export function InvoiceQuoteDialog({ quote, onClose }: { quote: TAccepted; onClose: () => void }) {
  const invoice = useInvoiceQuote();
  const toast = useToast();
  const [dueDate, setDueDate] = useState(addDays(venueDay(), 14));
  const [plan, setPlan] = useState<TPlanChoice>(IN_FULL);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const total = displayMoney(quote.total_amount, 'PHP', { centavos: 'always' });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    setFormError(null);
    invoice.mutate(
      { quoteId: quote.id, body: { ...(dueDate ? { due_date: dueDate } : {}), ...planOf(plan) } },
      {
        onSuccess: (inv) => {
          toast(invoiceIssuedToast(inv));
          onClose();
        },
        onError: (err) => {
          if (!isApiError(err)) return setFormError('The invoice could not be issued. Please try again.');
          setErrors(Object.fromEntries(Object.entries(err.fieldErrors).map(([k, m]) => [k, m[0] ?? ''])));
          setFormError(err.message);
        },
      },
    );
  };

  return (
    <Dialog
      open
      onClose={invoice.isPending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="invoice-quote-title"
      aria-describedby="invoice-quote-text"
    >
      <DialogTitle id="invoice-quote-title">Invoice the Accepted Quote</DialogTitle>
      <form onSubmit={submit} noValidate>
        <DialogContent>
          <DialogContentText id="invoice-quote-text" sx={{ mb: 2 }}>
            The invoice carries the lines, options and discount of quote version {quote.version}, each taxed as quoted: {total} in all. The client is e-mailed
            and can pay it from their portal.
          </DialogContentText>
          <Stack spacing={2}>
            <TextField
              label="Due date"
              type="date"
              value={dueDate}
              onChange={(e) => setDueDate(e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
              error={!!errors.due_date}
              helperText={errors.due_date ?? 'Leave empty for no due date.'}
            />
            <PlanFields value={plan} onChange={setPlan} error={errors['plan.installments'] ?? errors['plan.first_due_date']} />
            {formError && <Alert severity="error">{formError}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button color="inherit" onClick={onClose} disabled={invoice.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={invoice.isPending}>
            {invoice.isPending ? 'Issuing...' : `Issue Invoice for ${total}`}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
