import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { venueDay } from '@venue/shared/dates';
import {
  ALLOWED_UPLOAD_EXTENSIONS,
  isAllowedExtension,
  MAX_UPLOAD_BYTES,
  UPLOAD_TOO_LARGE,
  UPLOAD_TYPE_NOT_ALLOWED,
} from '@venue/shared/events/document.schema';
import { recordPaymentRules, type TPaymentToConfirm } from '@venue/shared/payments/offline-payments';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { applyFieldErrors } from '@/components/forms/apply-field-errors';
import { useToast } from '@/components/feedback/toast-context';
import { useRecordPayment } from '@/features/staff-money/api/use-money-mutations';
import { displayMoney } from '@/lib/money-display';

interface TValues {
  amount: string;
  received_on: string;
  reference: string;
  note: string;
}
const FIELDS = ['amount', 'received_on', 'reference', 'note'] as const;

const proofProblem = (file: File | null) =>
  !file ? null : file.size > MAX_UPLOAD_BYTES ? UPLOAD_TOO_LARGE : isAllowedExtension(file.name) ? null : UPLOAD_TYPE_NOT_ALLOWED;

/**
 * "Record as received": the money arrived. The amount starts at what the client announced (less may be recorded:
 * the rest stays due), the day at today; the bank's reference and a deposit slip are kept with the payment.
 */
export function RecordPaymentDialog({ payment, onClose }: { payment: TPaymentToConfirm; onClose: () => void }) {
  const record = useRecordPayment();
  const toast = useToast();
  const proofId = useId();
  const today = venueDay();
  const [proof, setProof] = useState<File | null>(null);
  const [proofError, setProofError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<TValues>({ defaultValues: { amount: payment.amount, received_on: today, reference: '', note: '' } });
  const errors = form.formState.errors;
  const money = (amount: string) => displayMoney(amount, payment.currency, { centavos: 'always' });

  const submit = form.handleSubmit((values) => {
    setFormError(null);
    const body = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim() || undefined]));
    const parsed = recordPaymentRules(payment.amount, payment.currency, today).safeParse(body);
    const badProof = proofProblem(proof);
    setProofError(badProof);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) form.setError(issue.path[0] as keyof TValues, { type: 'validate', message: issue.message });
      return;
    }
    if (badProof) return;
    record.mutate(
      { id: payment.id, body: parsed.data, proof },
      {
        onSuccess: () => {
          toast({
            severity: 'success',
            title: 'Payment Recorded',
            message: `${money(parsed.data.amount ?? payment.amount)} from ${payment.client.name} is recorded; they have been e-mailed a receipt.`,
          });
          onClose();
        },
        onError: (e) => {
          if (!applyFieldErrors(e, FIELDS, form.setError)) setFormError(e.message);
        },
      },
    );
  });

  return (
    <Dialog open onClose={record.isPending ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="record-title" aria-describedby="record-text">
      <DialogTitle id="record-title">Record as Received</DialogTitle>
      <form onSubmit={submit} noValidate>
        <DialogContent>
          <DialogContentText id="record-text" sx={{ mb: 2 }}>
            {payment.client.name} said they would pay {money(payment.amount)} {payment.method_type === 'BANK_TRANSFER' ? 'by bank transfer' : 'at the venue'}{' '}
            for {payment.event_name} ({payment.payment_number}). Record what reached the venue; the client is e-mailed a receipt.
          </DialogContentText>
          <Stack spacing={2}>
            <TextField
              label="Amount received (₱)"
              inputMode="decimal"
              {...form.register('amount')}
              error={!!errors.amount}
              helperText={errors.amount?.message ?? 'Less than announced leaves the rest due.'}
              required
            />
            <TextField
              label="Date received"
              type="date"
              {...form.register('received_on')}
              error={!!errors.received_on}
              helperText={errors.received_on?.message ?? ' '}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
              required
            />
            <TextField
              label="Reference"
              {...form.register('reference')}
              error={!!errors.reference}
              helperText={errors.reference?.message ?? 'The bank reference or official receipt number.'}
            />
            <TextField label="Note" multiline minRows={2} {...form.register('note')} error={!!errors.note} helperText={errors.note?.message ?? ' '} />
            <div>
              <Typography component="label" htmlFor={proofId} variant="body2" sx={{ display: 'block', mb: 0.5 }}>
                Proof of payment (optional)
              </Typography>
              <input
                id={proofId}
                type="file"
                accept={ALLOWED_UPLOAD_EXTENSIONS.join(',')}
                onChange={(e) => (setProof(e.target.files?.[0] ?? null), setProofError(null))}
                style={{ maxWidth: '100%' }}
              />
              <Typography variant="caption" color={proofError ? 'error' : 'text.secondary'} sx={{ display: 'block' }} role={proofError ? 'alert' : undefined}>
                {proofError ?? 'A deposit slip or photo of the receipt; it is kept with the event’s documents.'}
              </Typography>
            </div>
            {formError && <Alert severity="error">{formError}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button color="inherit" onClick={onClose} disabled={record.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={record.isPending}>
            {record.isPending ? 'Recording...' : 'Record as Received'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
