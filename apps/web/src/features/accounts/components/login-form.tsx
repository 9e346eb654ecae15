import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { INVALID_CREDENTIALS, ZLoginRequest, type TLoginRequest } from '@venue/shared/accounts/login.schema';
import type { TUser } from '@venue/shared/accounts/user.schema';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { PasswordField } from '@/components/forms/password-field';
import { useLogin } from '@/features/accounts/api/use-login';
import { isApiError } from '@/lib/api-error';

/** Spec section 8: 400 and 401 always read as bad credentials; anything else shows the server's own words. */
function loginErrorMessage(error: unknown): string {
  if (isApiError(error)) return error.status === 400 || error.status === 401 ? INVALID_CREDENTIALS : error.message;
  return 'An unexpected error occurred. Please try again.';
}

export function LoginForm({ onSuccess }: { onSuccess: (user: TUser) => void }) {
  const login = useLogin();
  const { control, register, handleSubmit, formState } = useForm<TLoginRequest>({
    resolver: zodResolver(ZLoginRequest),
    defaultValues: { email: '', password: '', remember_me: false },
  });
  const { errors } = formState;

  const submit = handleSubmit((values) => login.mutate(values, { onSuccess }));

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5} aria-label="Sign in">
      {login.isError && (
        <Alert severity="error" role="alert">
          {loginErrorMessage(login.error)}
        </Alert>
      )}
      <TextField
        {...register('email')}
        label="Email Address"
        type="email"
        autoComplete="email"
        autoFocus
        required
        error={!!errors.email}
        helperText={errors.email?.message}
      />
      <PasswordField
        {...register('password')}
        label="Password"
        autoComplete="current-password"
        required
        error={!!errors.password}
        helperText={errors.password?.message}
      />
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Controller
          name="remember_me"
          control={control}
          render={({ field }) => (
            <FormControlLabel
              label="Remember me"
              control={<Checkbox checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} onBlur={field.onBlur} />}
            />
          )}
        />
        <Link component={RouterLink} to="/forgot-password" variant="body2">
          Forgot password?
        </Link>
      </Stack>
      <Button type="submit" variant="contained" size="large" disabled={login.isPending}>
        {login.isPending ? 'Signing In...' : 'Sign In'}
      </Button>
    </Stack>
  );
}
