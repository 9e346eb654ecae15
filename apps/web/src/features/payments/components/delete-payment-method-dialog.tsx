import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import type { TPaymentMethod } from '@venue/shared/payments/methods.schema';
import { useState } from 'react';
import { useDeletePaymentMethod } from '@/features/payments/api/use-delete-payment-method';
import { confirmationMatches, deleteConfirmationText, needsTypedConfirmation } from '@/features/payments/delete-confirmation';

interface TProps {
  method: TPaymentMethod | null;
  /** How many methods the client has: deleting the only one needs the typed confirmation too. */
  methodCount: number;
  onClose: () => void;
}

function DeleteMethodBody({ method, methodCount, onClose }: TProps & { method: TPaymentMethod }) {
  const remove = useDeletePaymentMethod();
  const [typed, setTyped] = useState('');
  const strict = needsTypedConfirmation(method, methodCount);
  const expected = deleteConfirmationText(method);
  const name = method.nickname || method.type_display;
  const reason = method.is_default ? 'This is your default payment method.' : 'This is your only payment method.';

  return (
    <>
      <DialogContent>
        <DialogContentText id="delete-method-text">
          {strict ? `${reason} ` : ''}Are you sure you want to delete {name}? This cannot be undone.
        </DialogContentText>
        {strict && (
          <TextField
            label={`Type "${expected}" to confirm`}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            fullWidth
            autoFocus
            autoComplete="off"
            sx={{ mt: 2 }}
          />
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" onClick={onClose} disabled={remove.isPending} autoFocus={!strict}>
          Cancel
        </Button>
        <Button
          variant="contained"
          color="error"
          disabled={remove.isPending || (strict && !confirmationMatches(typed, expected))}
          onClick={() => remove.mutate(method.id, { onSuccess: onClose })}
        >
          {remove.isPending ? 'Deleting...' : 'Delete'}
        </Button>
      </DialogActions>
    </>
  );
}

/** Delete Payment Method: a plain confirmation, or a typed one for the default or only method (spec section 4). */
export function DeletePaymentMethodDialog({ method, methodCount, onClose }: TProps) {
  return (
    <Dialog open={method !== null} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="delete-method-title" aria-describedby="delete-method-text">
      <DialogTitle id="delete-method-title">Delete Payment Method</DialogTitle>
      {method && <DeleteMethodBody key={method.id} method={method} methodCount={methodCount} onClose={onClose} />}
    </Dialog>
  );
}
