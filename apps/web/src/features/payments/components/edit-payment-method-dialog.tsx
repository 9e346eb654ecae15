import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ZUpdatePaymentMethod, type TPaymentMethod } from '@venue/shared/payments/methods.schema';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { applyFieldErrors } from '@/components/forms/apply-field-errors';
import { useUpdatePaymentMethod } from '@/features/payments/api/use-update-payment-method';

function EditMethodForm({ method, onClose }: { method: TPaymentMethod; onClose: () => void }) {
  const update = useUpdatePaymentMethod();
  const form = useForm<z.input<typeof ZUpdatePaymentMethod>, unknown, z.output<typeof ZUpdatePaymentMethod>>({
    resolver: zodResolver(ZUpdatePaymentMethod),
    defaultValues: { nickname: method.nickname, is_default: method.is_default },
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((body) =>
    update.mutate({ id: method.id, body }, { onSuccess: onClose, onError: (error) => applyFieldErrors(error, ['nickname'], form.setError) }),
  );

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label="Edit payment method">
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          {/* Spec section 4: card details and type cannot change; they are shown for reference. */}
          <Typography color="text.secondary">
            {method.type_display}
            {method.last_four ? ` •••• ${method.last_four}` : ''}
            {method.expiry_date ? ` · expires ${method.expiry_date}` : ''}
          </Typography>
          <TextField label="Nickname" {...form.register('nickname')} autoFocus error={!!errors.nickname} helperText={errors.nickname?.message ?? ' '} />
          <Controller
            control={form.control}
            name="is_default"
            render={({ field }) => (
              <FormControlLabel
                control={<Checkbox checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} />}
                label="Default payment method"
              />
            )}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" onClick={onClose} disabled={update.isPending}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </DialogActions>
    </form>
  );
}

/** Edit Payment Method: only the nickname (at most 50 characters once trimmed) and the default flag change. */
export function EditPaymentMethodDialog({ method, onClose }: { method: TPaymentMethod | null; onClose: () => void }) {
  return (
    <Dialog open={method !== null} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="edit-method-title">
      <DialogTitle id="edit-method-title">Edit Payment Method</DialogTitle>
      {method && <EditMethodForm key={method.id} method={method} onClose={onClose} />}
    </Dialog>
  );
}
