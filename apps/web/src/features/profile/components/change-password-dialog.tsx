import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PASSWORD_CHANGED, ZChangePasswordRequest, type TChangePasswordRequest } from '@venue/shared/accounts/password.schema';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useToast } from '@/components/feedback/toast-context';
import { ChangePasswordStrengthMeter } from '@/components/forms/change-password-strength-meter';
import { NewPasswordFields } from '@/components/forms/new-password-fields';
import { PasswordField } from '@/components/forms/password-field';
import { useChangePassword } from '@/features/profile/api/use-change-password';
import { firstFieldError, serverDetail } from '@/lib/server-detail';

const EMPTY: TChangePasswordRequest = { current_password: '', new_password: '', confirm_password: '' };

/** Spec section 8: detail, then the first field message in this order, then a fixed fallback. */
function failureMessage(error: unknown): string {
  return (
    serverDetail(error) ??
    firstFieldError(error, 'current_password') ??
    firstFieldError(error, 'new_password') ??
    firstFieldError(error, 'confirm_password') ??
    'Failed to change password. Please try again.'
  );
}

function ChangePasswordForm({ onClose }: { onClose: () => void }) {
  const change = useChangePassword();
  const toast = useToast();
  const { control, register, handleSubmit, formState } = useForm<TChangePasswordRequest, unknown, z.output<typeof ZChangePasswordRequest>>({
    resolver: zodResolver(ZChangePasswordRequest),
    defaultValues: EMPTY,
  });
  const { errors } = formState;
  // Shown inside the dialog too: while it is open, the rest of the page (the toasts included) is inert.
  const [failure, setFailure] = useState<string | null>(null);

  const submit = handleSubmit((values) => {
    setFailure(null);
    change.mutate(values, {
      onSuccess: ({ detail }) => {
        toast({ severity: 'success', title: 'Password Changed', message: detail || PASSWORD_CHANGED });
        onClose();
      },
      onError: (error) => {
        const message = failureMessage(error);
        setFailure(message);
        toast({ severity: 'error', title: 'Password Change Failed', message });
      },
    });
  });

  return (
    <form noValidate onSubmit={submit} aria-label="Change password">
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          {failure && (
            <Alert severity="error" role="alert">
              <strong>Password Change Failed:</strong> {failure}
            </Alert>
          )}
          <PasswordField
            {...register('current_password')}
            label="Current Password"
            autoComplete="current-password"
            autoFocus
            required
            error={!!errors.current_password}
            helperText={errors.current_password?.message}
          />
          <NewPasswordFields
            control={control}
            names={{ password: 'new_password', confirm: 'confirm_password' }}
            labels={{ password: 'New Password', confirm: 'Confirm New Password' }}
            Meter={ChangePasswordStrengthMeter}
            showMatch
          />
          <Typography variant="body2" color="text.secondary">
            Use at least 8 characters with a mix of upper case and lower case letters, numbers and special characters.
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} color="inherit" disabled={change.isPending}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={change.isPending}>
          {change.isPending ? 'Changing Password...' : 'Change Password'}
        </Button>
      </DialogActions>
    </form>
  );
}

/** The form is mounted only while open, so closing the dialog always clears what was typed. */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="change-password-title">
      <DialogTitle id="change-password-title">Change Password</DialogTitle>
      {open && <ChangePasswordForm onClose={onClose} />}
    </Dialog>
  );
}
