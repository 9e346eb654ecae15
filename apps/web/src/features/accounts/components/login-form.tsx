import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { INVALID_CREDENTIALS } from '@venue/shared/accounts/login-messages';
import type { TLoginRequest } from '@venue/shared/accounts/login.schema';
import type { TUser } from '@venue/shared/accounts/user.schema';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { EmailField } from '@/components/forms/email-field';
import { Link as RouterLink } from 'react-router';
import { PasswordField } from '@/components/forms/password-field';
import { useLogin } from '@/features/accounts/api/use-login';
import { isApiError } from '@/lib/api-error';
import { lazyResolver } from '@/lib/forms/lazy-resolver';
import { useFocusAfterMount } from '@/lib/forms/use-focus-after-mount';

const loginResolver = lazyResolver<TLoginRequest>(async () => {
  const [{ zodResolver }, { ZLoginRequest }] = await Promise.all([import('@hookform/resolvers/zod'), import('@venue/shared/accounts/login.schema')]);
  return zodResolver(ZLoginRequest);
});

/** Spec section 8: 400 and 401 always read as bad credentials; anything else shows the server's own words. */
function loginErrorMessage(error: unknown): string {
  if (isApiError(error)) return error.status === 400 || error.status === 401 ? INVALID_CREDENTIALS : error.message;
  return 'An unexpected error occurred. Please try again.';
}

export function LoginForm({ onSuccess }: { onSuccess: (user: TUser) => void }) {
  const signIn = useLogin();
  const { control, register, handleSubmit, formState, setFocus } = useForm<TLoginRequest>({
    resolver: loginResolver.resolver,
    defaultValues: { email: '', password: '', remember_me: false },
  });
  useFocusAfterMount(setFocus, 'email');
  const { errors } = formState;

  const submit = handleSubmit((values) => signIn.mutate(values, { onSuccess }));
  const emailError = errors.email?.message;
  const passwordError = errors.password?.message;

  // react-hook-form re-renders this component once mounted (formState.isReady, in a layout effect, so
  // synchronously, in the middle of a prerendered page's hydration). The fields keep their elements unless what
  // they show changes, and React skips them in that pass.
  const fields = useMemo(
    () => (
      <>
        <EmailField {...register('email')} errorMessage={emailError} />
        <PasswordField {...register('password')} label="Password" autoComplete="current-password" required error={!!passwordError} helperText={passwordError} />
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
      </>
    ),
    [register, control, emailError, passwordError],
  );

  return (
    <Stack component="form" noValidate onSubmit={submit} onInput={loginResolver.preload} spacing={2.5} aria-label="Sign in">
      {signIn.isError && (
        <Alert severity="error" role="alert">
          <AlertTitle>Login Failed</AlertTitle>
          {loginErrorMessage(signIn.error)}
        </Alert>
      )}
      {fields}
      <Button type="submit" variant="contained" size="large" disabled={signIn.isPending}>
        {signIn.isPending ? 'Signing In...' : 'Sign In'}
      </Button>
    </Stack>
  );
}
