import Typography from '@mui/material/Typography';
import type { ComponentType } from 'react';
import { useFormState, useWatch, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { FivePointStrengthMeter } from '@/components/forms/five-point-strength-meter';
import { PasswordField } from '@/components/forms/password-field';

interface TProps<T extends FieldValues, TOut> {
  control: Control<T, unknown, TOut>;
  /** The change dialog calls the first field new_password; the other forms call it password. */
  names: { password: FieldPathByValue<T, string>; confirm: FieldPathByValue<T, string> };
  labels: { password: string; confirm: string };
  /** Under the password field while it has no error of its own. */
  hint?: string;
  autoFocus?: boolean;
  /** Register, reset and invitation score on five checks; the change dialog passes its own four-level meter. */
  Meter?: ComponentType<{ password: string }>;
  /** The change dialog's live "Passwords match" line (spec section 2); the other forms only flag on submit. */
  showMatch?: boolean;
}

/**
 * A new password, its meter and its confirmation: the block every form that sets a password shares. The fields
 * stay uncontrolled (registered through the form's control), and only this group re-renders on each keystroke.
 */
export function NewPasswordFields<T extends FieldValues, TOut>({
  control,
  names,
  labels,
  hint,
  autoFocus,
  Meter = FivePointStrengthMeter,
  showMatch = false,
}: TProps<T, TOut>) {
  const formState = useFormState({ control, name: [names.password, names.confirm] });
  const passwordError = control.getFieldState(names.password, formState).error;
  const confirmError = control.getFieldState(names.confirm, formState).error;
  const [password = '', confirm = ''] = useWatch({ control, name: [names.password, names.confirm] }) as (string | undefined)[];

  return (
    <>
      <PasswordField
        {...control.register(names.password)}
        label={labels.password}
        autoComplete="new-password"
        autoFocus={autoFocus}
        required
        error={!!passwordError}
        helperText={passwordError?.message ?? hint}
      />
      <Meter password={password} />
      <PasswordField
        {...control.register(names.confirm)}
        label={labels.confirm}
        autoComplete="new-password"
        required
        error={!!confirmError}
        helperText={confirmError?.message}
      />
      {showMatch && confirm && (
        <Typography variant="body2" role="status" sx={{ mt: -1, color: confirm === password ? 'success.main' : 'error.main', fontWeight: 600 }}>
          {confirm === password ? 'Passwords match' : 'Passwords do not match'}
        </Typography>
      )}
    </>
  );
}
