import Delete from '@mui/icons-material/Delete';
import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { addDays, venueDay } from '@venue/shared/dates';
import { fromMinor } from '@venue/shared/money';
import { DEFAULT_TAX_RATE } from '@venue/shared/payments/document-totals';
import { invoiceTotals } from '@venue/shared/payments/invoice-totals';
import { ZIssueInvoice } from '@venue/shared/payments/issue-invoice.schema';
import { useState } from 'react';
import { useFieldArray, useForm, useWatch, type Path } from 'react-hook-form';
import { useToast } from '@/components/feedback/toast-context';
import { invoiceIssuedToast, useIssueInvoice } from '@/features/staff-money/api/use-money-mutations';
import { IN_FULL, PlanFields, planOf, type TPlanChoice } from '@/features/staff-money/components/plan-fields';
import { isApiError } from '@/lib/api-error';
import { displayMoney } from '@/lib/money-display';

const NUMBER = /^\d+(\.\d{1,2})?$/;

interface TLine {
  description: string;
  quantity: string;
  unit_price: string;
}
interface TValues {
  due_date: string;
  notes: string;
  lines: TLine[];
}
const EMPTY_LINE: TLine = { description: '', quantity: '1', unit_price: '' };

/** The total the client will be asked for, as the server computes it (shared rule); lines not yet valid count as nothing. */
function totalOf(lines: TLine[]): string {
  const valid = lines.filter((l) => NUMBER.test(l.quantity.trim()) && NUMBER.test(l.unit_price.trim()));
  return fromMinor(invoiceTotals(valid.map((l) => ({ ...l, tax_rate: DEFAULT_TAX_RATE }))).totalMinor);
}

/** An invoice issued by hand: lines, an optional due day and note; 12% tax is added; the client is e-mailed. */
export function IssueInvoiceDialog({ eventId, onClose }: { eventId: number; onClose: () => void }) {
  const issue = useIssueInvoice();
  const toast = useToast();
  const [formError, setFormError] = useState<string | null>(null);
  const [plan, setPlan] = useState<TPlanChoice>(IN_FULL);
  const [planError, setPlanError] = useState<string | undefined>();
  const form = useForm<TValues>({ defaultValues: { due_date: addDays(venueDay(), 14), notes: '', lines: [EMPTY_LINE] } });
  const lines = useFieldArray({ control: form.control, name: 'lines' });
  const watched = useWatch({ control: form.control, name: 'lines' });
  const errors = form.formState.errors;

  const submit = form.handleSubmit((values) => {
    setFormError(null);
    setPlanError(undefined);
    const body = {
      event_id: eventId,
      ...(values.due_date ? { due_date: values.due_date } : {}),
      ...(values.notes.trim() ? { notes: values.notes.trim() } : {}),
      ...planOf(plan),
      lines: values.lines.map((l) => ({ description: l.description, quantity: l.quantity.trim(), unit_price: l.unit_price.trim() })),
    };
    const parsed = ZIssueInvoice.safeParse(body);
    if (!parsed.success) {
      for (const i of parsed.error.issues) form.setError(i.path.join('.') as Path<TValues>, { type: 'validate', message: i.message });
      return;
    }
    issue.mutate(parsed.data, {
      onSuccess: (inv) => {
        toast(invoiceIssuedToast(inv));
        onClose();
      },
      onError: (e) => {
        if (isApiError(e)) {
          for (const [k, m] of Object.entries(e.fieldErrors)) if (m[0]) form.setError(k as Path<TValues>, { type: 'server', message: m[0] });
          setPlanError(e.fieldErrors['plan.installments']?.[0] ?? e.fieldErrors['plan.first_due_date']?.[0]);
        }
        setFormError(e.message);
      },
    });
  });

  return (
    <Dialog open onClose={issue.isPending ? undefined : onClose} fullWidth maxWidth="md" aria-labelledby="issue-title" aria-describedby="issue-text">
      <DialogTitle id="issue-title">Issue Invoice</DialogTitle>
      <form onSubmit={submit} noValidate>
        <DialogContent>
          <DialogContentText id="issue-text" sx={{ mb: 2 }}>
            What the client owes beyond their booking (extra hours, damages, added services). 12% VAT is added; the client is e-mailed and can pay it from their
            portal.
          </DialogContentText>
          <Stack spacing={2}>
            {lines.fields.map((field, i) => (
              <Stack
                key={field.id}
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1}
                sx={{ alignItems: { sm: 'flex-start' } }}
                role="group"
                aria-label={`Line ${i + 1}`}
              >
                <TextField
                  label="Description"
                  {...form.register(`lines.${i}.description`)}
                  error={!!errors.lines?.[i]?.description}
                  helperText={errors.lines?.[i]?.description?.message}
                  sx={{ flex: 3 }}
                  required
                />
                <TextField
                  label="Quantity"
                  inputMode="decimal"
                  {...form.register(`lines.${i}.quantity`)}
                  error={!!errors.lines?.[i]?.quantity}
                  helperText={errors.lines?.[i]?.quantity?.message}
                  sx={{ flex: 1 }}
                  required
                />
                <TextField
                  label="Unit price (₱)"
                  inputMode="decimal"
                  {...form.register(`lines.${i}.unit_price`)}
                  error={!!errors.lines?.[i]?.unit_price}
                  helperText={errors.lines?.[i]?.unit_price?.message}
                  sx={{ flex: 1.5 }}
                  required
                />
                {lines.fields.length > 1 && (
                  <IconButton aria-label={`Remove line ${i + 1}`} onClick={() => lines.remove(i)} sx={{ alignSelf: { xs: 'flex-end', sm: 'center' } }}>
                    <Delete />
                  </IconButton>
                )}
              </Stack>
            ))}
            <Button startIcon={<Add />} onClick={() => lines.append(EMPTY_LINE)} sx={{ alignSelf: 'flex-start' }} disabled={lines.fields.length >= 100}>
              Add Line
            </Button>
            {errors.lines?.message && <Alert severity="error">{errors.lines.message}</Alert>}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                label="Due date"
                type="date"
                {...form.register('due_date')}
                slotProps={{ inputLabel: { shrink: true } }}
                error={!!errors.due_date}
                helperText={errors.due_date?.message ?? 'Leave empty for no due date.'}
              />
              <TextField label="Note for the client" {...form.register('notes')} multiline sx={{ flex: 1 }} helperText=" " />
            </Stack>
            <PlanFields value={plan} onChange={setPlan} error={planError} />
            <Typography variant="h6" component="p" data-testid="invoice-total">
              Total with VAT: {displayMoney(totalOf(watched), 'PHP', { centavos: 'always' })}
            </Typography>
            {formError && <Alert severity="error">{formError}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button color="inherit" onClick={onClose} disabled={issue.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={issue.isPending}>
            {issue.isPending ? 'Issuing...' : 'Issue Invoice'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
